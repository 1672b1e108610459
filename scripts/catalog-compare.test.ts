import { describe, expect, it } from 'vitest'
import { catalogFailures, type Part } from './catalog-compare'

/*
 * `npm run i18n:check`'s verdict on catalogs in memory: one part whose sources use "Send" and
 * "{count, plural, one {# file} other {# files}}", in English, German and pseudo.
 */
const languages = { locales: ['en', 'de', 'pseudo'], sourceLocale: 'en', pseudoLocale: 'pseudo' }
const files = '{count, plural, one {# file} other {# files}}'
const extracted = { send: { message: 'Send' }, files: { message: files } }
const english = {
  send: { message: 'Send', translation: 'Send' },
  files: { message: files, translation: files },
}
const german = {
  send: { message: 'Send', translation: 'Senden' },
  files: { message: files, translation: '{count, plural, one {# Datei} other {# Dateien}}' },
}
const partWith = (de: Part['stored'][string], en: Part['stored'][string] = english): Part => ({
  part: 'send',
  extracted,
  stored: { en, de, pseudo: en },
})

describe('npm run i18n:check compares each catalog with the sources', () => {
  it('passes a clean catalog, every message translated, and counts it', () => {
    expect(catalogFailures([partWith(german)], languages)).toEqual({ failures: [], counts: ['de/send: 2 of 2'] })
  })

  it('fails on a message the sources use that a catalog lacks', () => {
    const { send } = german
    expect(catalogFailures([partWith({ send })], languages).failures).toEqual([
      `de/send.po lacks "${files}" (npm run i18n:extract)`,
    ])
  })

  it('fails on a message a catalog lacks but keeps as obsolete', () => {
    const de = { ...german, send: { ...german.send, obsolete: true } }
    expect(catalogFailures([partWith(de)], languages).failures).toEqual(['de/send.po lacks "Send" (npm run i18n:extract)'])
  })

  it('fails on a message a catalog keeps that no source uses, in English too', () => {
    const gone = { message: 'Upload', translation: 'Upload' }
    const { failures } = catalogFailures(
      [partWith({ ...german, gone: { ...gone, translation: 'Hochladen' } }, { ...english, gone })],
      languages,
    )
    expect(failures).toEqual([
      'en/send.po keeps "Upload", which no source uses (npm run i18n:extract)',
      'de/send.po keeps "Upload", which no source uses (npm run i18n:extract)',
      'pseudo/send.po keeps "Upload", which no source uses (npm run i18n:extract)',
    ])
  })

  it('fails on an empty translation, though the message is there', () => {
    const de = { ...german, send: { message: 'Send', translation: '' } }
    expect(catalogFailures([partWith(de)], languages).failures).toEqual(['de/send.po: no translation of "Send"'])
  })

  it('fails on a language with no file for a part', () => {
    expect(catalogFailures([partWith(null)], languages).failures).toEqual(['de/send.po: missing (npm run i18n:extract)'])
  })

  it('fails on one message translated two ways in two parts', () => {
    const other: Part = { ...partWith({ ...german, send: { message: 'Send', translation: 'Absenden' } }), part: 'shell' }
    expect(catalogFailures([partWith(german), other], languages).failures).toEqual([
      'de: "Send" is "Senden" in send.po but "Absenden" in shell.po; at run time one id holds one translation (give the two a context if they must differ)',
    ])
  })
})
