import { renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { speak, WithI18n } from '../../test/lingui'
import { useTitleProgress } from './title-progress'

type Progress = Parameters<typeof useTitleProgress>[0]

const title = (progress: Progress) =>
  renderHook((p: Progress) => useTitleProgress(p), { initialProps: progress, wrapper: WithI18n })

describe('the tab title while a send goes', () => {
  beforeEach(() => {
    document.title = 'Consign'
  })

  it('says how far it is and how many files go, one or more, then gives the title back', () => {
    const view = title({ percent: 42, files: 1 })
    expect(document.title).toBe('42% · Sending 1 file')
    view.rerender({ percent: 43, files: 3 })
    expect(document.title).toBe('43% · Sending 3 files')
    view.rerender(null)
    expect(document.title).toBe('Consign')
  })

  it('comes from the catalog of the language shown, in its numbers', () => {
    speak('de', {
      '{percent}% · Sending {files, plural, one {# file} other {# files}}':
        '{percent} % · {files, plural, one {# Datei wird gesendet} other {# Dateien werden gesendet}}',
    })
    title({ percent: 7, files: 1_500 })
    expect(document.title).toBe('7 % · 1.500 Dateien werden gesendet')
  })
})
