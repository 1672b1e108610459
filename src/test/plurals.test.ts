import { setupI18n, type Messages } from '@lingui/core'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { describe, expect, it } from 'vitest'

/*
 * The real catalogs, compiled as the build compiles them (@lingui/vite-plugin), say a count with
 * every plural form of the language: CLDR's rules, not English's one/other.
 */
async function speak(locale: string, ...parts: string[]) {
  const loaded = await Promise.all(
    parts.map((part) => import(`../locales/${locale}/${part}.po`) as Promise<{ messages: Messages }>),
  )
  const i18n = setupI18n()
  i18n.load(locale, Object.assign({}, ...loaded.map((m) => m.messages)))
  i18n.activate(locale)
  return i18n
}

const added = generateMessageId('{count, plural, one {Added # address.} other {Added # addresses.}}')
const files = generateMessageId('{count, plural, one {# file} other {# files}}, {size}')

describe('plural forms of the catalogs', () => {
  it('Polish: one, few, many (1 adres, 2 adresy, 5 adresów, 22 adresy, 112 adresów)', async () => {
    const i18n = await speak('pl', 'common', 'send')
    expect(i18n._(added, { count: 1 })).toBe('Dodano 1 adres.')
    expect(i18n._(added, { count: 2 })).toBe('Dodano 2 adresy.')
    expect(i18n._(added, { count: 5 })).toBe('Dodano 5 adresów.')
    expect(i18n._(added, { count: 22 })).toBe('Dodano 22 adresy.')
    expect(i18n._(added, { count: 112 })).toBe('Dodano 112 adresów.')
    expect(i18n._(files, { count: 1500, size: '1 kB' })).toContain('1500 plików')
  })

  it('Arabic: six forms, from zero to many, each its own words', async () => {
    const i18n = await speak('ar', 'common')
    const said = [0, 1, 2, 3, 11, 100].map((count) => i18n._(added, { count }))
    // Six counts, six different sentences: every CLDR form of Arabic is written.
    expect(new Set(said).size).toBe(6)
    for (const sentence of said) expect(sentence).not.toMatch(/[A-Za-z]/)
  })

  it('German and Japanese: the count in the language, its form chosen', async () => {
    const de = await speak('de', 'send')
    expect(de._(files, { count: 1, size: '1 kB' })).toMatch(/^1 Datei, 1 kB$/)
    expect(de._(files, { count: 1500, size: '1 kB' })).toMatch(/^1\.500 Dateien, 1 kB$/)
    const ja = await speak('ja', 'send')
    expect(ja._(files, { count: 1500, size: '1 kB' })).toContain('1,500')
  })
})
