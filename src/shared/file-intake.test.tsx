import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, render, renderHook, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { createStore } from 'zustand/vanilla'
import { createFileIntake, type FileIntake, type IntakeProgress } from '../lib/file-intake'
import { AddingFiles, StillAdding } from './AddingFiles'
import { useIntakeGate } from './file-intake'

const files = (n: number) => Array.from({ length: n }, (_, i) => new File([`file ${i}`], `file-${i}.txt`))

/** An intake that shows its progress at once and publishes at every slice of 10 files. */
function quickIntake() {
  return createFileIntake(
    { take: () => {}, publish: () => {} },
    { sliceSize: 10, publishEveryMs: 0, showAfterMs: 0, yieldTo: () => new Promise((resolve) => setTimeout(resolve, 0)) },
  )
}

describe("a page's intake in React", () => {
  it('counts a drop in as it comes, for the person', async () => {
    const intake = quickIntake()
    const seen: string[] = []
    intake.progress.subscribe(() => queueMicrotask(() => seen.push(screen.getByTestId('adding-files').textContent ?? '')))
    render(
      <I18nProvider i18n={i18n}>
        <AddingFiles intake={intake} />
      </I18nProvider>,
    )
    await act(async () => {
      intake.addFiles(files(50))
      await intake.idle()
    })
    expect(seen).toContain('Adding 30 of 50 files…')
    expect(screen.getByTestId('adding-files')).toHaveTextContent('')
  })

  it('re-renders the Send or Upload button when a drop starts and ends, not at each count', async () => {
    const intake = quickIntake()
    const published: number[] = []
    intake.progress.subscribe((progress) => published.push(progress.taken))
    let renders = 0
    const gate = renderHook(() => {
      renders++
      return useIntakeGate(intake)
    })
    const before = renders
    await act(async () => {
      intake.addFiles(files(50))
      await new Promise((resolve) => setTimeout(resolve, 0))
      expect(gate.result.current.ready()).toBe(false)
      await intake.idle()
    })
    expect(published.length).toBeGreaterThanOrEqual(5)
    // adding: true, the refusal, adding: false
    expect(renders - before).toBeLessThanOrEqual(3)
    expect(gate.result.current.stillAdding).toBe(false)
  })
})

describe('the words of an intake', () => {
  const inEnglish = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>
  /** What AddingFiles says at this point of a drop. */
  const said = (progress: Partial<IntakeProgress>) => {
    const state: IntakeProgress = { adding: true, shown: true, taken: 0, expected: null, ...progress }
    const intake = { progress: createStore<IntakeProgress>()(() => state) } as unknown as FileIntake
    const { container } = render(<AddingFiles intake={intake} />, { wrapper: inEnglish })
    return container.textContent
  }

  it('counts the files of a drop, one as one', () => {
    expect(said({ taken: 1200, expected: 5000 })).toBe('Adding 1,200 of 5,000 files…')
    expect(said({ taken: 0, expected: 1 })).toBe('Adding 0 of 1 file…')
    expect(said({ taken: 1, expected: null })).toBe('Adding files from folders… 1 so far.')
    expect(said({ taken: 2500, expected: null })).toBe('Adding files from folders… 2,500 so far.')
  })

  it('refuses a send or an upload in its own words', () => {
    const { container, rerender } = render(<StillAdding gate={{ stillAdding: true }} action="send" />, { wrapper: inEnglish })
    expect(container).toHaveTextContent('Some files are still being added: send once they are all listed.')
    rerender(<StillAdding gate={{ stillAdding: true }} action="upload" />)
    expect(container).toHaveTextContent('Some files are still being added: upload once they are all listed.')
  })
})
