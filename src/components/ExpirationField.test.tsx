import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm, useWatch } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import type { ExpirationValues } from '../lib/transfer-fields'
import { speak, WithI18n } from '../test/lingui'
import { ExpirationField } from './ExpirationField'

function Form() {
  const form = useForm<ExpirationValues>({ defaultValues: { expiration: '1', expirationDate: '' } })
  const values = useWatch({ control: form.control }) as ExpirationValues
  return <ExpirationField values={values} preset={form.register('expiration')} date={form.register('expirationDate')} />
}

describe('the expiration field', () => {
  it('offers each preset as one plural message: "in 1 day", "in 7 days"', () => {
    render(<Form />, { wrapper: WithI18n })
    expect(screen.getByRole('radio', { name: 'in 1 day' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'in 7 days' })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'on a date' })).toBeInTheDocument()
  })

  it('writes the end date as the language shown does', () => {
    speak('de')
    render(<Form />, { wrapper: WithI18n })
    const tomorrow = new Date(Date.now() + 86_400_000)
    const weekday = new Intl.DateTimeFormat('de', { weekday: 'long' }).format(tomorrow)
    expect(screen.getByText(/^Ends /)).toHaveTextContent(new RegExp(`^Ends ${weekday}, `))
  })
})

describe('what the expiration field says', () => {
  it('shows the end as it opens, says it only when the person changes the choice', async () => {
    const user = userEvent.setup()
    render(<Form />, { wrapper: WithI18n })
    const live = document.querySelector('[aria-live="polite"]')!
    expect(screen.getByText(/^Ends /)).not.toHaveAttribute('aria-live')
    expect(live).toHaveTextContent(/^$/)
    await user.click(screen.getByRole('radio', { name: 'in 7 days' }))
    const inAWeek = new Intl.DateTimeFormat('en', { weekday: 'long' }).format(new Date(Date.now() + 7 * 86_400_000))
    expect(live).toHaveTextContent(new RegExp(`^Ends ${inAWeek}, `))
  })
})
