import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { systemPrefers } from '../test/system-theme'
import { ThemeToggle } from './ThemeToggle'

const html = document.documentElement
afterEach(() => html.removeAttribute('data-theme'))

describe('the theme toggle', () => {
  it('offers System, Light and Dark; the choice applies at once and is there on the next visit', async () => {
    systemPrefers(false)
    const user = userEvent.setup()
    const first = render(<ThemeToggle />)
    const group = screen.getByRole('group', { name: 'Theme' })
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked()

    await user.click(screen.getByRole('radio', { name: 'Dark' }))
    expect(html).toHaveAttribute('data-theme', 'dark')
    expect(group).not.toHaveTextContent('Following the system')
    first.unmount()

    render(<ThemeToggle />)
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
    localStorage.setItem('consign.theme', 'light')
    const user = userEvent.setup()
    render(<ThemeToggle />)
    await user.click(screen.getByRole('radio', { name: 'System' }))
    expect(html).not.toHaveAttribute('data-theme')
    expect(screen.getByText('Following the system: dark now.')).toBeInTheDocument()
    act(() => system.switchTo(false))
    expect(await screen.findByText('Following the system: light now.')).toBeInTheDocument()
  })
})
