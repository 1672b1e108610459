import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Notify } from './notify'

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
    render(<Notify />)
    fireEvent.click(box())
    expect(box()).toBeChecked()
    expect(ask).not.toHaveBeenCalled()
    fireEvent.click(box())
    expect(box()).not.toBeChecked()
  })

  it('with notifications already blocked, the click says so at once and the box stays clear', () => {
    const ask = browserSays('denied')
    render(<Notify />)
    fireEvent.click(box())
    expect(box()).not.toBeChecked()
    expect(screen.getByRole('status')).toHaveTextContent('The browser blocks notifications for this site')
    expect(ask).not.toHaveBeenCalled()
  })

  it('with no answer yet, the browser asks, and the box follows the answer', async () => {
    const ask = browserSays('default', 'granted')
    render(<Notify />)
    fireEvent.click(box())
    expect(ask).toHaveBeenCalledOnce()
    await waitFor(() => expect(box()).toBeChecked())
  })
})
