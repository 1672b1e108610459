import { screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { renderApp } from '../../test/render'

const listed = () => screen.getByTestId('queue-total-files').parentElement

it('counts the files listed and those ready in one sentence, each count a plural', async () => {
  const { user } = renderApp('/upload')
  const input = await screen.findByLabelText('Files to upload', {}, { timeout: 5000 })
  expect(listed()).toHaveTextContent(/^0 files listed\.$/)
  await user.upload(input, [new File(['hello'], 'a.txt')])
  expect(listed()).toHaveTextContent(/^1 file listed \(1 ready to upload, 5 bytes\)\.$/)
  expect(screen.getByText('5 bytes · ready')).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Upload' })).toBeInTheDocument()
  await user.upload(input, [new File(['hello'], 'b.txt')])
  expect(listed()).toHaveTextContent(/^2 files listed \(2 ready to upload, 10 bytes\)\.$/)
  expect(screen.getByRole('button', { name: 'Upload 2 files' })).toBeInTheDocument()
})
