import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, render, renderHook, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createFileIntake } from '../lib/file-intake'
import { AddingFiles } from './AddingFiles'
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
