import { screen, waitFor } from '@testing-library/react'
import type { ComponentProps } from 'react'
import { expect, it, vi } from 'vitest'
import { renderOverFakeUploads } from '../../test/fake-uploader'

const renders = vi.hoisted(() => ({ form: 0, recent: [] as readonly string[] }))

vi.mock('./SendForm', async (importOriginal) => {
  const { SendForm } = await importOriginal<typeof import('./SendForm')>()
  return {
    SendForm: (props: ComponentProps<typeof SendForm>) => {
      renders.form += 1
      return SendForm(props)
    },
  }
})

// What the form last read of history (its recent recipients).
vi.mock('../../shared/remembered', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../shared/remembered')>()
  return {
    ...original,
    useRecentRecipients: (limit?: number) => (renders.recent = original.useRecentRecipients(limit)),
  }
})

it('the Send form does not re-render while an upload progresses', async () => {
  const { user, ...fake } = renderOverFakeUploads('/', 1)
  await user.upload(await screen.findByLabelText('Choose files to send'), [new File([new Uint8Array(1000)], 'big.bin')])
  await user.type(screen.getByRole('textbox', { name: 'Recipients' }), 'ann@example.com{Enter}')
  await user.clear(screen.getByLabelText('Your e-mail'))
  await user.type(screen.getByLabelText('Your e-mail'), 'me@example.com')
  await user.click(screen.getByRole('button', { name: /^Send 1 file · / }))
  await waitFor(() => expect(fake.calls).toHaveLength(1))
  const { onProgress } = fake.calls[0]!.events
  onProgress?.(100, 1000)
  expect(await screen.findByText('Uploading: 10%.')).toBeInTheDocument()
  // Starting the send writes it to history, which the form reads: counted from once the form has it.
  await waitFor(() => expect(renders.recent).toContain('ann@example.com'))

  const before = renders.form
  for (const loaded of [300, 500, 800]) {
    onProgress?.(loaded, 1000)
    expect(await screen.findByText(`Uploading: ${loaded / 10}%.`)).toBeInTheDocument()
  }
  expect(renders.form).toBe(before)
})
