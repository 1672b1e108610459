import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../api/errors'
import { renderOverFakeUploads } from '../../test/fake-uploader'
import { replaceSender } from '../../test/render'

const five = () => ['a', 'b', 'c', 'd', 'e'].map((n) => new File([n.repeat(10)], `${n}.txt`, { type: 'text/plain' }))

/** The Upload page over a queue of two slots whose uploads the test settles. */
async function uploadFive() {
  const { user, ...fake } = renderOverFakeUploads('/upload', 2)
  await user.upload(await screen.findByLabelText('Files to upload'), five())
  await replaceSender(user, 'E-mail', 'ann@example.com')
  await user.click(screen.getByRole('button', { name: 'Upload 5 files' }))
  await waitFor(() => expect(fake.calls).toHaveLength(2))
  return { user, ...fake }
}

describe('Upload page bulk actions', () => {
  it('Cancel all cancels the five files without ever starting a waiting one', async () => {
    const { user, calls } = await uploadFive()
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Cancel all' }))
    expect(await screen.findByText('0 of 5 done, 5 cancelled.')).toBeInTheDocument()
    expect(calls.map((c) => c.file.name)).toEqual(['a.txt', 'b.txt'])
    expect(calls.every((c) => c.events.signal?.aborted)).toBe(true)
  })

  it('Retry all failed starts them again in order, two at a time', async () => {
    const { user, calls } = await uploadFive()
    const refuse = () => new ApiError('http', 'email is required', 422, 'email')
    for (let settled = 0; settled < 5; settled++) {
      await waitFor(() => expect(calls.length).toBeGreaterThan(settled))
      calls[settled]!.reject(refuse())
    }
    expect(await screen.findByText('0 of 5 done, 5 failed.')).toBeInTheDocument()
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Retry all failed' }))
    expect(await screen.findByText('0 of 5 done, 2 in progress, 3 waiting.')).toBeInTheDocument()
    expect(calls.slice(5).map((c) => c.file.name)).toEqual(['a.txt', 'b.txt'])
    calls[5]!.reject(refuse())
    await waitFor(() => expect(calls).toHaveLength(8))
    expect(calls[7]!.file.name).toBe('c.txt')
  })
})
