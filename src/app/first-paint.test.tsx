import { describe, expect, it } from 'vitest'
import { renderFirstPaint, routes } from './first-paint'

describe('first paint (rendered at build time into each page’s HTML)', () => {
  it('renders every page at its own address, marked current in the navigation, with nothing loaded yet', async () => {
    const headings: string[] = []
    for (const route of routes) {
      window.history.replaceState(null, '', route)
      const doc = new DOMParser().parseFromString(await renderFirstPaint(route), 'text/html')
      const heading = doc.querySelector('main h1')?.textContent
      expect(heading, route).toBeTruthy()
      headings.push(heading!)
      expect(doc.querySelector('nav[aria-label="Pages"] a[aria-current="page"]')?.getAttribute('href'), route).toBe(route)
      // Saved credentials (read from the store's current state, not its initial one): the count is
      // shown, but no server answer is pretended: it waits for the service.
      const count = doc.querySelector('[data-testid="consignment-count"]')
      expect(count, route).not.toBeNull()
      expect(count?.textContent, route).not.toMatch(/\d/)
    }
    expect(new Set(headings).size).toBe(routes.length)
  })
})
