import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { NOT_ADDRESSES, pastedList } from '../test/pasted-recipients'
import { RecipientsInput } from './RecipientsInput'
import { WithI18n } from '../test/lingui'

function Form({ initial = [] }: { initial?: string[] }) {
  const [value, setValue] = useState(initial)
  return (
    <>
      <label htmlFor="to">Recipients</label>
      <RecipientsInput id="to" value={value} onChange={setValue} />
    </>
  )
}

async function paste(text: string, initial?: string[]) {
  const user = userEvent.setup()
  render(<Form initial={initial} />, { wrapper: WithI18n })
  await user.click(screen.getByLabelText('Recipients'))
  await user.paste(text)
  return screen.getByRole('status')
}

const chips = () => within(screen.getByRole('list', { name: /^Recipients:/ })).getAllByRole('listitem')

describe('the note on what a paste added', () => {
  it('counts the 295 addresses added apart from the 5 entries that are not addresses', async () => {
    const note = await paste(pastedList().join('\n'))
    expect(note).toHaveTextContent(`Added 295 addresses. 5 not valid: ${NOT_ADDRESSES.join(', ')}.`)
    // As many chips as the note says, the 5 flagged: nothing split in two.
    expect(chips()).toHaveLength(300)
    expect(chips().filter((li) => li.classList.contains('invalid'))).toHaveLength(5)
    expect(screen.getByRole('list', { name: 'Recipients: 295 addresses, 5 not valid' })).toBeInTheDocument()
  })

  it('counts duplicates in the paste apart from those already in the list', async () => {
    const note = await paste([...pastedList(), 'PERSON1@example.com', 'Eve Example', 'ann@example.com'].join('\n'), [
      'ann@example.com',
    ])
    expect(note).toHaveTextContent(
      `Added 295 addresses. 2 duplicates dropped. 1 already in the list. 5 not valid: ${NOT_ADDRESSES.join(', ')}.`,
    )
    expect(chips()).toHaveLength(301)
  })

  it('names one entry that is not an address as it did; says when all were there already', async () => {
    const note = await paste('ann@example.org, Bob <bob@example.org>;\nANN@example.org not-an-address')
    expect(note).toHaveTextContent(/^Added 2 addresses\. 1 duplicate dropped\. Not valid: not-an-address\.$/)
    await userEvent.setup().paste('bob@example.org ANN@example.org')
    expect(note).toHaveTextContent(/^2 already in the list\.$/)
  })

  it('writes thousands with separators and names only the first 10 entries that are not addresses', async () => {
    const valid = Array.from({ length: 1200 }, (_, i) => `p${i}@example.com`)
    const invalid = Array.from({ length: 12 }, (_, i) => `bad${i}`)
    const note = await paste([...valid, ...invalid].join('\n'))
    expect(note).toHaveTextContent(
      /^Added 1,200 addresses\. 12 not valid: bad0, bad1, bad2, bad3, bad4, bad5, bad6, bad7, bad8, bad9 and 2 more\.$/,
    )
  })
})

describe('what the note says as the list changes', () => {
  it('says nothing as it opens, then each entry, the same words again too', async () => {
    const user = userEvent.setup()
    render(<Form initial={['kept@example.org']} />, { wrapper: WithI18n })
    const note = screen.getByRole('status')
    expect(note).toHaveTextContent(/^$/)
    await user.type(screen.getByLabelText('Recipients'), 'ann@example.org{Enter}')
    expect(note).toHaveTextContent(/^Added 1 address\.$/)
    await user.type(screen.getByLabelText('Recipients'), 'bob@example.org{Enter}')
    // The same words for a new entry: emptied a moment, then said again.
    expect(note).toHaveTextContent(/^$/)
    await waitFor(() => expect(note).toHaveTextContent(/^Added 1 address\.$/))
    expect(chips()).toHaveLength(3)
  })
})
