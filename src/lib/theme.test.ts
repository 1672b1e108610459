import { afterEach, describe, expect, it, vi } from 'vitest'
import { systemPrefers } from '../test/system-theme'
import { readTheme, shownTheme } from './theme'
import { setTheme } from './theme-choice'

const html = document.documentElement

afterEach(() => html.removeAttribute('data-theme'))

describe('the theme choice', () => {
  it('is "system" until one is made, leaving <html> to prefers-color-scheme', () => {
    expect(readTheme()).toBe('system')
    setTheme('system')
    expect(html).not.toHaveAttribute('data-theme')
  })

  it('is remembered and put on <html> by the boot module before the app renders', async () => {
    setTheme('dark')
    expect(html).toHaveAttribute('data-theme', 'dark')
    expect(localStorage.getItem('consign.theme')).toBe('dark')

    // A new visit: nothing on <html> yet, only what was stored.
    html.removeAttribute('data-theme')
    vi.resetModules()
    const { beforeFirstPaint } = await import('../boot')
    beforeFirstPaint()
    expect(html).toHaveAttribute('data-theme', 'dark')
  })

  it('leaves a first paint made for this address, and takes down one made for another', async () => {
    const { beforeFirstPaint } = await import('../boot')
    document.body.innerHTML = '<div id="root"><div class="first-paint" inert data-route="/history"><h1>History</h1></div></div>'
    window.history.replaceState(null, '', '/history')
    beforeFirstPaint()
    expect(document.querySelector('.first-paint h1')).toHaveTextContent('History')
    window.history.replaceState(null, '', '/no-such-page')
    beforeFirstPaint()
    expect(document.querySelector('.first-paint')).toBeNull()
    expect(document.querySelector('#root')).toHaveTextContent('Loading…')
    document.body.innerHTML = ''
    window.history.replaceState(null, '', '/')
  })

  it('back to "system" forgets the choice and follows the system again', () => {
    setTheme('light')
    setTheme('system')
    expect(localStorage.getItem('consign.theme')).toBeNull()
    expect(html).not.toHaveAttribute('data-theme')
    const system = systemPrefers(true)
    expect(shownTheme('system')).toBe('dark')
    system.switchTo(false)
    expect(shownTheme('system')).toBe('light')
    expect(shownTheme('dark')).toBe('dark')
  })

  it('ignores a stored value it does not know', () => {
    localStorage.setItem('consign.theme', 'purple')
    expect(readTheme()).toBe('system')
  })
})
