import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, it, vi } from 'vitest'
import { ApiError } from '../../api/errors'
import { UnverifiedUploadError, type QueueItem, type UploadQueue } from '../../lib/upload-queue/upload-queue'
import { queueItem } from '../../test/fake-uploader'
import { WithI18n } from '../../test/lingui'
import { renderApp } from '../../test/render'
import { UploadFiles } from './UploadFiles'

const listed = () => screen.getByTestId('queue-total-files').parentElement

it('counts the files listed and those ready in one sentence, each count a plural', async () => {
  const { user } = renderApp('/upload')
  const input = await screen.findByLabelText('Files to upload')
  expect(listed()).toHaveTextContent(/^0 files listed\.$/)
  await user.upload(input, [new File(['hello'], 'a.txt')])
  expect(listed()).toHaveTextContent(/^1 file listed \(1 ready to upload, 5 bytes\)\.$/)
  expect(screen.getByText('5 bytes · ready')).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Upload' })).toBeInTheDocument()
  await user.upload(input, [new File(['hello'], 'b.txt')])
  expect(listed()).toHaveTextContent(/^2 files listed \(2 ready to upload, 10 bytes\)\.$/)
  expect(screen.getByRole('button', { name: 'Upload 2 files' })).toBeInTheDocument()
})

// The rule is the queue's (`retriedByBulk`), whichever page offers the button: the Upload page's
// own uploads have no step after them today, so none of them is left unverified yet.
it('Retry all failed leaves out an unverified upload (it goes on only by its own choice), and is not offered for it alone', async () => {
  const user = userEvent.setup()
  const retry = vi.fn()
  const refused = queueItem({ id: 'refused', state: 'failed', error: new ApiError('http', 'email is required', 422) })
  const unverified = queueItem({
    id: 'unverified',
    state: 'failed',
    step: 'register',
    error: new UnverifiedUploadError('no worker'),
  })
  const view = (items: QueueItem[]) => (
    <UploadFiles
      drafts={[]}
      items={items}
      queue={{ retry } as unknown as UploadQueue}
      onRemoveDraft={() => undefined}
      onClearDrafts={() => undefined}
      headingRef={null}
    />
  )
  const { rerender } = render(view([refused, unverified]), { wrapper: WithI18n })
  await user.click(screen.getByRole('button', { name: 'Retry all failed' }))
  expect(retry).toHaveBeenCalledExactlyOnceWith(['refused'])
  // With only the unverified one failed, there is nothing for it to retry: not offered.
  rerender(view([unverified]))
  expect(screen.queryByRole('button', { name: 'Retry all failed' })).toBeNull()
})
