import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { setTheme } from '../lib/theme-choice'
import { systemPrefers } from '../test/system-theme'
import { ThemeToggle } from './ThemeToggle'
import { WithI18n } from '../test/lingui'

const html = document.documentElement
// The choice outlives a test as it outlives a page: each starts from none.
beforeEach(() => setTheme('system'))
afterEach(() => html.removeAttribute('data-theme'))

describe('the theme toggle', () => {
  it('offers System, Light and Dark; the choice applies at once and is there on the next visit', async () => {
    systemPrefers(false)
    const user = userEvent.setup()
    const first = render(<ThemeToggle />, { wrapper: WithI18n })
    const group = screen.getByRole('group', { name: 'Theme' })
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked()

    await user.click(screen.getByRole('radio', { name: 'Dark' }))
    expect(html).toHaveAttribute('data-theme', 'dark')
    expect(group).not.toHaveTextContent('Following the system')
    first.unmount()

    render(<ThemeToggle />, { wrapper: WithI18n })
    const dark = screen.getByRole('radio', { name: 'Dark' })
    expect(dark).toBeChecked()
    dark.focus()
    // Arrow keys move within the group, as in any radio group.
    await user.keyboard('{ArrowLeft}')
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked()
    expect(html).toHaveAttribute('data-theme', 'light')
  })

  it('on System says which theme the system gives, and follows it when it changes', async () => {
    const system = systemPrefers(true)
    const user = userEvent.setup()
    render(<ThemeToggle />, { wrapper: WithI18n })
    await user.click(screen.getByRole('radio', { name: 'Light' }))
    await user.click(screen.getByRole('radio', { name: 'System' }))
    expect(html).not.toHaveAttribute('data-theme')
    expect(screen.getByText('Following the system: dark now.')).toBeInTheDocument()
    act(() => system.switchTo(false))
    expect(await screen.findByText('Following the system: light now.')).toBeInTheDocument()
  })

  it("takes up another tab's choice, on <html> and in the group", () => {
    systemPrefers(false)
    render(<ThemeToggle />, { wrapper: WithI18n })
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked()
    // What another tab's setTheme leaves in storage, then the event this tab is sent.
    localStorage.setItem('consign.theme', 'dark')
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: 'consign.theme', newValue: 'dark' })))
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked()
    expect(html).toHaveAttribute('data-theme', 'dark')

    localStorage.clear()
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: null })))
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked()
    expect(html).not.toHaveAttribute('data-theme')
  })
})
