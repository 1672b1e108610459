import { describe, expect, it } from 'vitest'
import { problemsOf } from './catalog-checks'

describe('a translation is checked against its English message', () => {
  it('passes a sound Polish plural with every form Polish needs', () => {
    const en = '{count, plural, one {# file} other {# files}} sent to {name}'
    const pl = '{count, plural, one {# plik} few {# pliki} many {# plików} other {# pliku}} wysłano do {name}'
    expect(problemsOf(en, pl, 'pl')).toEqual([])
  })

  it('refuses a Polish plural with only the English forms', () => {
    const en = '{count, plural, one {# file} other {# files}}'
    expect(problemsOf(en, '{count, plural, one {# plik} other {# plików}}', 'pl')).toEqual([
      'plural {count} lacks the form(s) few, many that pl needs',
    ])
  })

  it('asks Arabic for its six forms', () => {
    const en = '{n, plural, one {# file} other {# files}}'
    const ar = '{n, plural, zero {لا ملفات} one {ملف واحد} two {ملفان} few {# ملفات} many {# ملفًا} other {# ملف}}'
    expect(problemsOf(en, ar, 'ar')).toEqual([])
    const [problem] = problemsOf(en, '{n, plural, one {ملف} other {# ملفات}}', 'ar')
    for (const form of ['zero', 'two', 'few', 'many']) expect(problem).toContain(form)
  })

  it('refuses a lost or invented placeholder, and a lost tag', () => {
    expect(problemsOf('Remove {name}', 'Entfernen', 'de')[0]).toContain('placeholders')
    expect(problemsOf('Remove {name}', 'Entfernen {nom}', 'de')[0]).toContain('placeholders')
    expect(problemsOf('Read <0>the guide</0>', 'Lesen Sie die Anleitung', 'de')[0]).toContain('tags')
  })

  it('refuses broken ICU syntax', () => {
    expect(problemsOf('{count, plural, one {# file} other {# files}}', '{count, plural, one {# Datei}', 'de')[0]).toMatch(
      /does not parse/,
    )
  })

  it('accepts a Japanese plural with "other" alone, which is all Japanese has', () => {
    expect(problemsOf('{n, plural, one {# file} other {# files}}', '{n, plural, other {# 件のファイル}}', 'ja')).toEqual([])
  })
})
