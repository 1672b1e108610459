import { i18n } from '@lingui/core'
import { act, screen } from '@testing-library/react'
import { expect, it, vi } from 'vitest'
import type { HashOptions } from '../../lib/hash-file'
import { renderApp } from '../../test/render'

// A checksum that reports half its progress and then waits, so cancelling is not a race.
vi.mock('../../lib/hash-file', () => ({
  hashFile: (file: Blob, _algorithm: string, { onProgress, signal }: HashOptions = {}) =>
    new Promise<string>((_resolve, reject) => {
      onProgress?.(file.size / 2)
      signal?.addEventListener('abort', () => reject(new DOMException('cancelled', 'AbortError')))
    }),
}))

it('shows checksum progress in a live region and cancels it, leaving the checksum empty', async () => {
  const { user } = renderApp('/consignments/new')
  const picker = await screen.findByLabelText('Pick a local file (optional)')
  await user.upload(picker, new File([new Uint8Array(4096)], 'data.bin'))
  expect(screen.getByLabelText('Content type (required)')).toHaveValue('application/octet-stream')
  expect(screen.getByLabelText('Size in bytes (required)')).toHaveValue('4096')
  expect(screen.getByText('Computing SHA-256: 50% of 4.0 kB').closest('[role="status"]')).toBeInTheDocument()
  expect(screen.getByRole('progressbar', { name: 'Checksum progress' })).toHaveValue(50)

  await user.click(screen.getByRole('button', { name: 'Cancel checksum' }))
  expect(await screen.findByText('Checksum cancelled; the field is left as it was.')).toBeInTheDocument()
  expect(screen.getByLabelText('Checksum (optional)')).toHaveValue('')
  expect(screen.queryByRole('button', { name: 'Cancel checksum' })).not.toBeInTheDocument()
})

it('writes the progress’s percentage and size as the language shown does', async () => {
  const { user } = renderApp('/consignments/new')
  const picker = await screen.findByLabelText('Pick a local file (optional)')
  await user.upload(picker, new File([new Uint8Array(4096)], 'data.bin'))
  // German, its words not loaded: English words, German numbers.
  act(() => i18n.loadAndActivate({ locale: 'de', messages: {} }))
  expect(screen.getByText('Computing SHA-256: 50 % of 4,0 kB')).toBeInTheDocument()
})
