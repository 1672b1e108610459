import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { speak, WithI18n } from '../test/lingui'
import { ProgressBar } from './ProgressBar'

describe('the progress bar', () => {
  it('says how far it is as the language writes a percentage: "50 %" in French, Intl’s in Arabic', () => {
    speak('fr')
    const { unmount } = render(<ProgressBar value={1} max={2} label="envoi" />, { wrapper: WithI18n })
    // French puts a (no-break) space before the sign.
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', expect.stringMatching(/^50[\u00a0\u202f]%$/))
    unmount()
    speak('ar')
    render(<ProgressBar value={1} max={3} label="إرسال" />, { wrapper: WithI18n })
    const third = new Intl.NumberFormat('ar', { style: 'percent' }).format(0.33)
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', third)
  })

  it('stays at 0% with nothing to measure and at 100% past the end', () => {
    const { rerender } = render(<ProgressBar value={5} max={0} label="x" />, { wrapper: WithI18n })
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '0%')
    rerender(<ProgressBar value={7} max={5} label="x" />)
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '100%')
  })
})
