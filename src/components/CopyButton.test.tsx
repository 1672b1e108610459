import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CopyButton } from './CopyButton'
import { WithI18n } from '../test/lingui'

const link = 'https://files.example.test/f/1/report.pdf'

/** The page's clipboard as the test wants it (user-event's setup puts in a stub of its own). */
function setUp(clipboard: { writeText: () => Promise<void> } | undefined, execCommand: (command: string) => boolean) {
  const user = userEvent.setup()
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true })
  // What the old way copies: the selection at the moment of the command.
  const copied: string[] = []
  Object.defineProperty(document, 'execCommand', {
    value: vi.fn((command: string) => {
      const field = document.activeElement as HTMLTextAreaElement
      copied.push(field.value.slice(field.selectionStart, field.selectionEnd))
      return execCommand(command)
    }),
    configurable: true,
  })
  render(<CopyButton text={link} label="Copy link" />, { wrapper: WithI18n })
  return { user, copied }
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard')
  Reflect.deleteProperty(document, 'execCommand')
})

describe('the copy button', () => {
  it.each([
    ['has no Clipboard API (an insecure context, an older Safari)', undefined],
    ['refuses the Clipboard API', { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) }],
  ])('copies by selecting the text where the browser %s', async (_, clipboard) => {
    const { user, copied } = setUp(clipboard, () => true)
    const button = screen.getByRole('button', { name: 'Copy link' })
    await user.click(button)
    expect(await screen.findByRole('status')).toHaveTextContent('Copied')
    expect(copied).toEqual([link])
    // The field it used is gone and the focus is back on the button.
    expect(document.querySelector('textarea')).toBeNull()
    expect(button).toHaveFocus()
  })

  it('shows the text selected, for the person to copy, where no way of copying works', async () => {
    const { user } = setUp(undefined, () => false)
    await user.click(screen.getByRole('button', { name: 'Copy link' }))
    expect(await screen.findByRole('status')).toHaveTextContent(/^Could not copy: the text is selected below/)
    const shown = screen.getByRole('textbox', { name: 'Copy link: the text to copy' }) as HTMLInputElement
    expect(shown).toHaveValue(link)
    expect(shown).toHaveFocus()
    expect([shown.selectionStart, shown.selectionEnd]).toEqual([0, link.length])
  })
})
