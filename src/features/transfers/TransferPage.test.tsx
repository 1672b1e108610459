import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { historyDb } from '../../lib/history-db'
import { mockStore } from '../../mocks/node'
import { renderApp } from '../../test/render'

function registered(filename = 'plan.pdf') {
  return mockStore.addConsignment({
    uuid: crypto.randomUUID(),
    filename,
    contentType: 'application/pdf',
    size: 10,
    co_authors: [],
  })
}

async function openForm(options?: Parameters<typeof renderApp>[1]) {
  const view = renderApp('/transfers/new', options)
  // The page is a lazy chunk; a busy machine may take more than the default second to load it.
  await screen.findByRole('heading', { name: 'Send a transfer' })
  return view
}

const recipientsInput = () => screen.getByLabelText('Recipients (required)')
const chips = () =>
  within(screen.getByRole('list', { name: /Recipients:/ }))
    .getAllByRole('listitem')
    .map((li) => li.firstChild?.textContent)
// What the service holds of each transfer, without when it was made.
const sentTransfers = () => Object.values(mockStore.state.transfers).map(({ at: _at, ...t }) => t)

describe('Send a transfer', () => {
  it('asks for the consignment and at least one recipient', async () => {
    const { user } = await openForm()
    await user.click(screen.getByRole('button', { name: 'Send transfer' }))
    expect(await screen.findByText('Enter the consignment id, or pick one registered here')).toBeInTheDocument()
    expect(recipientsInput()).toHaveAccessibleDescription(/Add at least one recipient e-mail address/)
    expect(screen.getByLabelText('Consignment id (required)')).toHaveFocus()
  })

  it('splits, de-duplicates and flags pasted recipients; blocks an invalid one; sends exactly the valid ones', async () => {
    const consignmentId = registered()
    const { user } = await openForm()
    await user.type(screen.getByLabelText('Consignment id (required)'), consignmentId)
    await user.click(recipientsInput())
    await user.paste('ann@example.org, Bob <bob@example.org>;\nANN@example.org not-an-address')
    expect(chips()).toEqual(['ann@example.org', 'bob@example.org', 'not-an-address'])
    expect(screen.getByText('Added 2 addresses. 1 duplicate dropped. Not valid: not-an-address.')).toHaveAttribute(
      'role',
      'status',
    )
    expect(screen.getByText('not valid').closest('li')).toHaveClass('invalid')

    await user.type(screen.getByLabelText('Message (optional)'), 'Here it is 🎉 <b>bold</b>')
    await user.click(screen.getByRole('button', { name: 'Send transfer' }))
    expect(await screen.findByText('This address is not valid: not-an-address. Correct or remove it.')).toBeInTheDocument()
    expect(sentTransfers()).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Remove not-an-address' }))
    await user.click(screen.getByRole('button', { name: 'Send transfer' }))
    const id = await screen.findByTestId('transfer-id')
    expect(id.closest('p')).toHaveFocus()
    expect(sentTransfers()).toEqual([
      {
        id: id.textContent,
        consignmentId,
        target_emails: ['ann@example.org', 'bob@example.org'],
        message: 'Here it is 🎉 <b>bold</b>',
        expiration: 7,
      },
    ])
    expect(await historyDb.list('transfers')).toMatchObject([
      { id: id.textContent, consignmentId, recipients: ['ann@example.org', 'bob@example.org'] },
    ])
  })

  it('commits on Enter and comma, removes the last chip with Backspace, and handles 200 pasted addresses', async () => {
    const { user } = await openForm()
    await user.click(recipientsInput())
    await user.keyboard('a@x.org{Enter}b@x.org,c@x.org ')
    expect(chips()).toEqual(['a@x.org', 'b@x.org', 'c@x.org'])
    await user.keyboard('{Backspace}')
    expect(chips()).toEqual(['a@x.org', 'b@x.org'])
    expect(screen.getByText('Removed c@x.org.')).toBeInTheDocument()
    expect(recipientsInput()).toHaveFocus()

    await user.paste(Array.from({ length: 200 }, (_, i) => `person${i}@example.com`).join('\n'))
    expect(chips()).toHaveLength(202)
    expect(screen.getByRole('list', { name: 'Recipients: 202 addresses' })).toBeInTheDocument()
  })

  it('shows a 400 for an unknown consignment on the consignment field and keeps the form', async () => {
    const { user } = await openForm()
    await user.type(screen.getByLabelText('Consignment id (required)'), 'no-such-id')
    await user.click(recipientsInput())
    await user.paste('ann@example.org')
    await user.click(screen.getByRole('button', { name: 'Send transfer' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('The request was refused: Unknown consignment no-such-id')
    const field = screen.getByLabelText('Consignment id (required)')
    expect(field).toHaveAccessibleDescription('Unknown consignment no-such-id')
    expect(field).toHaveValue('no-such-id')
    expect(field).toHaveFocus()
    expect(chips()).toEqual(['ann@example.org'])
  })

  it('keeps the form as typed when the server fails', async () => {
    const consignmentId = registered()
    mockStore.control({ faults: [{ endpoint: 'transfers', status: 500, skip: 0 }] })
    const { user } = await openForm()
    await user.type(screen.getByLabelText('Consignment id (required)'), consignmentId)
    await user.click(recipientsInput())
    await user.paste('ann@example.org')
    await user.click(screen.getByRole('button', { name: 'Send transfer' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('The server had an unexpected error')
    expect(screen.getByLabelText('Consignment id (required)')).toHaveValue(consignmentId)
    expect(chips()).toEqual(['ann@example.org'])
  })

  it('picks a consignment registered in this browser, and encodes a custom date with the configured unit', async () => {
    const consignmentId = registered('notes.txt')
    await historyDb.add('consignments', {
      id: consignmentId,
      uuid: 'u',
      filename: 'notes.txt',
      contentType: 'text/plain',
      size: 1,
      createdAt: 1,
    })
    const { user } = await openForm({ config: { expirationUnit: 'unix-ms' } })
    await user.selectOptions(
      await screen.findByLabelText('Or pick one registered in this browser'),
      `notes.txt — ${consignmentId}`,
    )
    expect(screen.getByLabelText('Consignment id (required)')).toHaveValue(consignmentId)
    await user.click(recipientsInput())
    await user.paste('ann@example.org')
    await user.click(screen.getByLabelText('on a date'))
    await user.type(screen.getByLabelText('End date'), '2000-01-01')
    await user.click(screen.getByRole('button', { name: 'Send transfer' }))
    expect(await screen.findByText('Choose a date after today')).toBeInTheDocument()

    await user.clear(screen.getByLabelText('End date'))
    await user.type(screen.getByLabelText('End date'), '2099-03-04')
    await user.click(screen.getByRole('button', { name: 'Send transfer' }))
    await screen.findByTestId('transfer-id')
    expect(sentTransfers()[0]?.expiration).toBe(new Date(2099, 2, 4, 23, 59, 59, 999).getTime())
  })

  it('opens with the consignment just registered', async () => {
    const { user } = renderApp('/consignments/new')
    await user.type(await screen.findByLabelText('File name (required)'), 'a.txt')
    await user.type(screen.getByLabelText('Content type (required)'), 'text/plain')
    await user.type(screen.getByLabelText('Size in bytes (required)'), '0')
    await user.click(screen.getByRole('button', { name: 'Register consignment' }))
    const id = (await screen.findByTestId('consignment-id')).textContent
    await user.click(screen.getByRole('button', { name: 'Send a transfer of this consignment' }))
    expect(await screen.findByLabelText('Consignment id (required)')).toHaveValue(id)
    await waitFor(() => expect(screen.getByLabelText('Or pick one registered in this browser')).toHaveValue(id))
  })
})

it('removes every invalid address at once from a long pasted list', async () => {
  const { user } = await openForm()
  await user.click(recipientsInput())
  await user.paste('a@x.org bad1 b@x.org bad@@2 c@x.org')
  await user.click(screen.getByRole('button', { name: 'Remove the 2 addresses that are not valid' }))
  expect(chips()).toEqual(['a@x.org', 'b@x.org', 'c@x.org'])
  expect(screen.getByText('Removed bad1, bad@@2.')).toBeInTheDocument()
  expect(recipientsInput()).toHaveFocus()
})
