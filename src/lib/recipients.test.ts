import { describe, expect, it } from 'vitest'
import { isValidEmail, mergeRecipients, splitRecipients } from './recipients'
import { NOT_ADDRESSES, pastedList } from '../test/pasted-recipients'

describe('splitRecipients', () => {
  it('splits on commas, semicolons, spaces and new lines', () => {
    const addresses = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => `${name}@x.org`)
    expect(splitRecipients('a@x.org, b@x.org;c@x.org d@x.org\ne@x.org\r\n\tf@x.org,,;')).toEqual(addresses)
  })

  it('keeps what is not an address, so the person sees it flagged', () => {
    const parts = splitRecipients('ann@x.org not-an-address bob@')
    expect(parts).toEqual(['ann@x.org', 'not-an-address', 'bob@'])
    expect(parts.map(isValidEmail)).toEqual([true, false, false])
  })

  // What a paste becomes, entry by entry: each case says why.
  it.each([
    {
      why: 'display-name forms reduced to the address, quoted names with commas included',
      paste: 'Ann Lee <ann@x.org>, "Doe, John" <john@x.org>; <bare@x.org> mailto:m@x.org',
      entries: ['ann@x.org', 'john@x.org', 'bare@x.org', 'm@x.org'],
    },
    { why: 'an address written next to a named one kept', paste: 'a@x.org Ann <ann@x.org>', entries: ['ann@x.org', 'a@x.org'] },
    {
      why: 'words that are no address, written together, one entry: flagged as written, not as two',
      paste: 'Eve Example\nbob at example dot org, Ann Lee ann@x.org;a@x.org b;c@x.org',
      entries: ['Eve Example', 'bob at example dot org', 'Ann Lee', 'ann@x.org', 'a@x.org', 'b', 'c@x.org'],
    },
    { why: 'spaces around and inside such words folded', paste: '  Eve   Example  ', entries: ['Eve Example'] },
  ])('$why', ({ paste, entries }) => {
    expect(splitRecipients(paste)).toEqual(entries)
  })

  it('takes 300 pasted lines of which 5 are not addresses as 300 entries', () => {
    const parts = splitRecipients(pastedList().join('\r\n'))
    expect(parts).toHaveLength(300)
    expect(parts.filter((p) => !isValidEmail(p))).toEqual(NOT_ADDRESSES)
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
  it('drops duplicates case-insensitively, against the list and within the new ones, and counts each kind apart', () => {
    const merged = mergeRecipients(['Ann@x.org'], ['ann@X.org', 'bob@x.org', 'BOB@x.org', 'carl@x.org', 'carl', 'CARL'])
    expect(merged).toEqual({
      list: ['Ann@x.org', 'bob@x.org', 'carl@x.org', 'carl'],
      added: ['bob@x.org', 'carl@x.org'],
      invalid: ['carl'],
      repeated: 2,
      already: 1,
    })
  })

  it('counts 300 pasted lines with 5 not valid, 2 given twice and 1 already listed: 295 + 5 + 2 + 1, as many as went in', () => {
    const lines = pastedList()
    const incoming = [...lines, 'PERSON1@example.com', 'Eve Example', 'ann@example.com']
    const merged = mergeRecipients(['ann@example.com'], incoming)
    expect(merged.added).toHaveLength(295)
    expect(merged.invalid).toEqual(NOT_ADDRESSES)
    expect([merged.repeated, merged.already]).toEqual([2, 1])
    expect(merged.list).toEqual(['ann@example.com', ...lines])
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
