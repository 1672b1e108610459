import { i18n } from '@lingui/core'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { act, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../test/render'

const english = 'Consign — send files'

describe("the tab's title", () => {
  it('comes from the catalog, and follows the language chosen', async () => {
    document.title = ''
    renderApp('/history')
    await screen.findByRole('heading', { level: 1, name: 'History' })
    expect(document.title).toBe(english)
    // A catalog that translates it (the words are the source's until the catalogs are translated).
    act(() =>
      i18n.loadAndActivate({
        locale: 'de',
        messages: {
          [generateMessageId(english)]: 'Consign — Dateien senden',
        },
      }),
    )
    await waitFor(() => expect(document.title).toBe('Consign — Dateien senden'))
  })
})
