import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { online } from '../lib/connectivity'
import { renderApp } from '../test/render'

afterEach(() => online.set(true))

describe('the app offline', () => {
  it('says so at the top of every page, then that it is back', async () => {
    renderApp('/history')
    await screen.findByRole('heading', { level: 1, name: 'History' })
    act(() => online.set(false))
    expect(screen.getByText(/^Offline: every page opens, and History and your drafts are here\./)).toBeInTheDocument()
    act(() => online.set(true))
    expect(screen.getByText('Back online.')).toBeInTheDocument()
    expect(screen.queryByText(/^Offline:/)).not.toBeInTheDocument()
  })
})
