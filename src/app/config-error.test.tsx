import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { server } from '../mocks/node'

/** The real start-up path (src/main.tsx): a broken config.json must end on a readable page. */
async function start(respond: () => Response) {
  server.use(http.get('*/config.json', respond))
  vi.resetModules()
  await import('../main')
  return screen.findByRole('heading', { level: 1, name: 'The app is not configured' })
}

beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div>'
})

describe('start-up with a bad config.json', () => {
  it('explains a missing file', async () => {
    await start(
      () => new HttpResponse('<h1>Internal Server Error</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } }),
    )
    expect(screen.getByRole('alert')).toHaveTextContent(/config\.json is missing \(500 from \/config\.json\)\./)
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument()
    expect(document.querySelector('h1')?.textContent).not.toMatch(/Internal Server Error/)
  })

  it('lists each invalid setting as text', async () => {
    await start(() => HttpResponse.json({ checksumAlgorithm: 'crc32', colour: '<b>red</b>' }))
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('config.json has invalid settings.')
    const items = within(alert)
      .getAllByRole('listitem')
      .map((li) => li.textContent)
    expect(items).toEqual(
      expect.arrayContaining([expect.stringMatching(/colour/), expect.stringMatching(/^checksumAlgorithm: must be one of/)]),
    )
    expect(alert.querySelector('b')).toBeNull()
  })
})
