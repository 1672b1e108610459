import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LongText } from './LongText'
import { WithI18n } from '../test/lingui'

describe('LongText', () => {
  it('shows an id as code, and its Show all button as words outside it (the page direction, not left to right)', () => {
    const id = 'f'.repeat(100)
    const { container } = render(<LongText text={id} limit={80} code />, { wrapper: WithI18n })
    const button = screen.getByRole('button', { name: 'Show all 100 characters' })
    expect(button.closest('code')).toBeNull()
    expect(container.querySelector('code')?.textContent).toBe(`${'f'.repeat(80)}…`)
  })

  it('shows a short id whole, as code; text that is not code is not', () => {
    const { container, rerender } = render(<LongText text="abc-123" code />, { wrapper: WithI18n })
    expect(container.querySelector('code')?.textContent).toBe('abc-123')
    rerender(<LongText text="The server said no" />)
    expect(container.querySelector('code')).toBeNull()
    expect(container.textContent).toBe('The server said no')
  })
})
