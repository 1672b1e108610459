import { describe, expect, it } from 'vitest'
import { chooseLocale } from './locale-choice'
import { localeCodes } from './locale'

const known = localeCodes(false)

describe('chooseLocale: the language the app opens in', () => {
  it.each([
    [['de-AT', 'en'], 'de', 'by language: Austrian German reads German'],
    [['sv', 'fr-CA', 'de'], 'fr', "the first of the person's languages the app has, in their order"],
    [['zh-CN'], 'zh-Hans', 'mainland Chinese reads Simplified'],
    [['zh-SG'], 'zh-Hans', 'Singapore too'],
    [['zh-Hans-HK'], 'zh-Hans', 'Simplified named by its script'],
    [['zh'], 'zh-Hans', 'plain Chinese'],
    [['zh-TW', 'ja'], 'ja', 'Traditional Chinese has no match: the next language decides'],
    [['zh-Hant'], 'en', 'Traditional Chinese alone: English'],
    [['AR-eg'], 'ar', 'tags are not case-sensitive'],
    [['pt-BR', 'it'], 'en', 'none the app has: English'],
    [[], 'en', 'no language at all: English'],
  ])('%j → %s (%s)', (languages, expected) => {
    expect(chooseLocale(null, languages, known)).toBe(expected)
  })

  it("keeps the person's remembered choice over the browser's languages", () => {
    expect(chooseLocale('ja', ['de-DE'], known)).toBe('ja')
  })

  it('forgets a remembered choice the app no longer has (or the pseudo-locale in a production build)', () => {
    expect(chooseLocale('pseudo', ['pl-PL'], known)).toBe('pl')
    expect(chooseLocale('pseudo', ['pl-PL'], localeCodes(true))).toBe('pseudo')
  })
})
