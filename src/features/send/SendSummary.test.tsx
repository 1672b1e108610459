import { screen, within } from '@testing-library/react'
import { expect, it } from 'vitest'
import { mockStore } from '../../mocks/node'
import { renderApp } from '../../test/render'

it('says of each link not made whether it is asked again by itself, with a button to ask at once', async () => {
  // The first link refused for good (a 400), the other refused for now (a 503: asked again later).
  mockStore.control({
    faults: [
      { endpoint: 'download', status: 400, skip: 0, times: 1 },
      { endpoint: 'download', status: 503, skip: 0 },
    ],
  })
  const { user } = renderApp('/')
  await user.upload(await screen.findByLabelText('Choose files to send'), [
    new File(['a'], 'a.txt', { type: 'text/plain' }),
    new File(['b'], 'b.txt', { type: 'text/plain' }),
  ])
  await user.type(screen.getByRole('textbox', { name: 'Recipients' }), 'ann@example.com{Enter}')
  await user.clear(screen.getByLabelText('Your e-mail'))
  await user.type(screen.getByLabelText('Your e-mail'), 'me@example.com')
  await user.click(screen.getByRole('button', { name: /^Send 2 files · / }))

  const summary = await screen.findByRole('region', { name: '2 files sent to 1 recipient' })
  const refused = await within(summary).findByText(/^No link: /)
  expect(refused.closest('li')).toHaveTextContent(/^(a|b)\.txt No link: .*Ask again for the link of \1\.txt$/)
  const later = await within(summary).findByText(/^No link yet \(.*\) It is asked again by itself\.$/)
  expect(within(later.closest('li')!).getByRole('button', { name: /^Ask now for the link of [ab]\.txt$/ })).toBeInTheDocument()
})
