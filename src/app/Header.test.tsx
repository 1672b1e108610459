import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../test/render'

const mainNav = () => screen.getByRole('navigation', { name: 'Main' })

describe('the header', () => {
  it('leads with Send, History and Settings; the single-step tools sit behind Tools', async () => {
    const { user } = renderApp('/history')
    await screen.findByRole('heading', { level: 1, name: 'History' })
    const nav = mainNav()
    expect(within(nav).getByRole('link', { name: 'History' })).toHaveAttribute('aria-current', 'page')
    const top = within(nav)
      .getAllByRole('link')
      .slice(0, 3)
      .map((a) => a.textContent)
    expect(top).toEqual(['Send', 'History', 'Settings'])

    const tools = within(nav).getByRole('button', { name: 'Tools' })
    expect(tools).toHaveAttribute('aria-expanded', 'false')
    await user.click(tools)
    expect(tools).toHaveAttribute('aria-expanded', 'true')
    const menu = document.getElementById(tools.getAttribute('aria-controls')!)!
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Upload', 'Register', 'Transfer'])

    // Escape closes it and gives focus back to the button.
    within(menu).getByRole('link', { name: 'Register' }).focus()
    await user.keyboard('{Escape}')
    expect(tools).toHaveAttribute('aria-expanded', 'false')
    expect(tools).toHaveFocus()

    // Following a link closes it; the button then says the page is one of the tools.
    await user.click(tools)
    await user.click(within(menu).getByRole('link', { name: 'Register' }))
    await screen.findByRole('heading', { level: 1, name: 'Register a consignment' })
    expect(tools).toHaveAttribute('aria-expanded', 'false')
    expect(tools).toHaveClass('active')
  })

  it('closes Tools when focus or a click goes elsewhere', async () => {
    const { user } = renderApp('/settings')
    await screen.findByRole('heading', { level: 1, name: 'Settings' })
    const tools = within(mainNav()).getByRole('button', { name: 'Tools' })
    await user.click(tools)
    await user.click(screen.getByRole('heading', { level: 1 }))
    expect(tools).toHaveAttribute('aria-expanded', 'false')
    await user.click(tools)
    await user.tab()
    await user.tab()
    await user.tab()
    await user.tab()
    expect(tools).toHaveAttribute('aria-expanded', 'false')
  })

  it('has a menu with every page and the theme; Escape closes it, focus back on the button', async () => {
    const { user } = renderApp('/')
    await screen.findByRole('heading', { level: 1, name: 'Send files' })
    const button = screen.getByRole('button', { name: 'Menu' })
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!
    expect(panel).not.toBeVisible()
    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(panel).toBeVisible()
    const pages = within(panel).getByRole('navigation', { name: 'Pages' })
    expect(
      within(pages)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Send', 'History', 'Settings', 'Upload', 'Register', 'Transfer'])
    expect(within(panel).getByRole('group', { name: 'Theme' })).toBeInTheDocument()
    // Mock controls exist only with the mock on.
    expect(within(panel).queryByRole('button', { name: 'Mock controls' })).toBeNull()

    within(panel).getByRole('radio', { name: 'Dark' }).focus()
    await user.keyboard('{Escape}')
    expect(panel).not.toBeVisible()
    expect(button).toHaveFocus()

    await user.click(button)
    await user.click(within(pages).getByRole('link', { name: 'History' }))
    await screen.findByRole('heading', { level: 1, name: 'History' })
    expect(panel).not.toBeVisible()
    expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  it('holds the mock controls in the menu when the mock is on', async () => {
    const { user } = renderApp('/settings', { config: { mock: true } })
    await screen.findByRole('heading', { level: 1, name: 'Settings' })
    await user.click(screen.getByRole('button', { name: 'Menu' }))
    const controls = await screen.findByRole('complementary', { name: 'Mock controls' })
    expect(controls.closest('#app-menu')).not.toBeNull()
    await user.click(within(controls).getByRole('button', { name: 'Mock controls' }))
    await waitFor(() => expect(within(controls).getByRole('button', { name: 'Apply' })).toBeVisible())
  })
})
