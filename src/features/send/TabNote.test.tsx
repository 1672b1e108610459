import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { QueueItem } from '../../lib/upload-queue/upload-queue'
import { carriedSends, workerWakes } from '../../shared/page-carrier'
import { TabNote } from './TabNote'

const item = {
  state: 'uploading',
  steps: { upload: 'todo' },
  file: new File(['x'.repeat(1000)], 'a.txt'),
} as unknown as QueueItem

function noteFor(wakes: boolean) {
  act(() => {
    carriedSends.setState(new Set(['s1']), true)
    workerWakes.setState(wakes, true)
  })
  render(
    <I18nProvider i18n={i18n}>
      <TabNote sendIds={['s1']} items={[item]} />
    </I18nProvider>,
  )
  return screen.getByTestId('tab-note').textContent
}

describe('what the page says of closing the tab during a send the worker carries', () => {
  afterEach(() => {
    carriedSends.setState(new Set(), true)
    workerWakes.setState(false, true)
  })

  it('the browser starts the worker again if it stops it (Background Sync): the tab may close', () => {
    expect(noteFor(true)).toMatch(/^You can close this tab: the send goes on\./)
  })

  it('no such wake (Firefox): the worker may carry it a while, but the page promises nothing', () => {
    expect(noteFor(false)).toBe('Keep this tab open until the send ends.')
  })
})
