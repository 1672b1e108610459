import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { speak, WithI18n } from '../../test/lingui'
import { Notify, useFinishedNotice } from './notify'

/** A browser whose answer for this site is `permission`; asking turns 'default' into `answer`. */
function browserSays(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const requestPermission = vi.fn(() => Promise.resolve(answer))
  vi.stubGlobal(
    'Notification',
    Object.assign(function Notification() {}, { permission, requestPermission }),
  )
  return requestPermission
}

const box = () => screen.getByRole('checkbox', { name: /Notify me when this send ends/ })

describe('Notify', () => {
  afterEach(() => {
    // The choice is kept for the visit: each test starts with it off.
    if ((box() as HTMLInputElement).checked) fireEvent.click(box())
    vi.unstubAllGlobals()
  })

  it('with notifications already allowed, the box is ticked by the click itself, without asking again', () => {
    const ask = browserSays('granted')
    render(<Notify />, { wrapper: WithI18n })
    fireEvent.click(box())
    expect(box()).toBeChecked()
    expect(ask).not.toHaveBeenCalled()
    fireEvent.click(box())
    expect(box()).not.toBeChecked()
  })

  it('with notifications already blocked, the click says so at once and the box stays clear', () => {
    const ask = browserSays('denied')
    render(<Notify />, { wrapper: WithI18n })
    fireEvent.click(box())
    expect(box()).not.toBeChecked()
    expect(screen.getByRole('status')).toHaveTextContent('The browser blocks notifications for this site')
    expect(ask).not.toHaveBeenCalled()
  })

  it('with no answer yet, the browser asks, and the box follows the answer', async () => {
    const ask = browserSays('default', 'granted')
    render(<Notify />, { wrapper: WithI18n })
    fireEvent.click(box())
    expect(ask).toHaveBeenCalledOnce()
    await waitFor(() => expect(box()).toBeChecked())
  })
})

describe('the notification of a send that ends in the background', () => {
  /** The notifications shown, as [title, body]. */
  function notifications() {
    const shown: Array<[string, string | undefined]> = []
    vi.stubGlobal(
      'Notification',
      Object.assign(
        function Notification(title: string, options?: NotificationOptions) {
          shown.push([title, options?.body])
        },
        { permission: 'granted', requestPermission: vi.fn() },
      ),
    )
    return shown
  }

  function Ends({ settled, done, failed }: { settled: boolean; done: number; failed: number }) {
    useFinishedNotice(settled, done, failed)
    return <Notify />
  }

  /** The send goes with the box ticked and the tab hidden, then ends with `done` and `failed`. */
  function end(done: number, failed: number) {
    const view = render(<Ends settled={false} done={0} failed={0} />, { wrapper: WithI18n })
    // The choice is kept for the visit: ticked once, it stays ticked.
    if (!(box() as HTMLInputElement).checked) fireEvent.click(box())
    view.rerender(<Ends settled done={done} failed={failed} />)
  }

  beforeEach(() => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
  })
  afterEach(() => {
    if ((box() as HTMLInputElement).checked) fireEvent.click(box())
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('says how many files went, one or more', () => {
    const shown = notifications()
    end(1, 0)
    expect(shown).toEqual([['1 file sent', 'Every file was uploaded, registered and transferred.']])
  })

  it('says how many files need attention, in a whole sentence for one and for many', () => {
    const shown = notifications()
    end(2, 1)
    cleanup()
    end(0, 3)
    expect(shown).toEqual([
      ['1 file needs attention', '2 sent, 1 failed. Open the tab to retry.'],
      ['3 files need attention', '0 sent, 3 failed. Open the tab to retry.'],
    ])
  })

  it('speaks the language shown, from its catalog, with its numbers', () => {
    speak('de', {
      '{failed, plural, one {# file needs attention} other {# files need attention}}':
        '{failed, plural, one {# Datei braucht Aufmerksamkeit} other {# Dateien brauchen Aufmerksamkeit}}',
    })
    const shown = notifications()
    end(2_000, 1_500)
    expect(shown).toEqual([['1.500 Dateien brauchen Aufmerksamkeit', '2.000 sent, 1.500 failed. Open the tab to retry.']])
  })
})
