import { describe, expect, it } from 'vitest'
import { isValidEmail, mergeRecipients, splitRecipients } from './recipients'

describe('splitRecipients', () => {
  it('splits on commas, semicolons, spaces and new lines', () => {
    const addresses = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => `${name}@x.org`)
    expect(splitRecipients('a@x.org, b@x.org;c@x.org d@x.org\ne@x.org\r\n\tf@x.org,,;')).toEqual(addresses)
  })

  it('reduces display-name forms to the address, quoted names with commas included', () => {
    expect(splitRecipients('Ann Lee <ann@x.org>, "Doe, John" <john@x.org>; <bare@x.org> mailto:m@x.org')).toEqual([
      'ann@x.org',
      'john@x.org',
      'bare@x.org',
      'm@x.org',
    ])
  })

  it('keeps an address written next to a named one', () => {
    expect(splitRecipients('a@x.org Ann <ann@x.org>')).toEqual(['ann@x.org', 'a@x.org'])
  })

  it('keeps what is not an address, so the person sees it flagged', () => {
    const parts = splitRecipients('ann@x.org not-an-address bob@')
    expect(parts).toEqual(['ann@x.org', 'not-an-address', 'bob@'])
    expect(parts.map(isValidEmail)).toEqual([true, false, false])
  })

  it('handles a pasted list of 200 addresses', () => {
    const text = Array.from({ length: 200 }, (_, i) => `user${i}@example.com`).join(',\n')
    const parts = splitRecipients(text)
    expect(parts).toHaveLength(200)
    expect(parts[199]).toBe('user199@example.com')
    expect(parts.every(isValidEmail)).toBe(true)
  })
})

describe('mergeRecipients', () => {
  it('drops duplicates case-insensitively, against the list and within the new ones, and counts them', () => {
    const { list, dropped } = mergeRecipients(['Ann@x.org'], ['ann@X.org', 'bob@x.org', 'BOB@x.org', 'carl@x.org'])
    expect(list).toEqual(['Ann@x.org', 'bob@x.org', 'carl@x.org'])
    expect(dropped).toBe(2)
  })
})

describe('isValidEmail', () => {
  it.each([
    ['a@b.co', true],
    ['first.last+tag@sub.example.org', true],
    ['no-at-sign', false],
    ['two@@x.org', false],
    ['<script>@x.org', false],
    ['', false],
  ])('%s → %s', (value, ok) => expect(isValidEmail(value)).toBe(ok))
})
