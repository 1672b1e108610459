import { createRoot } from 'react-dom/client'
import { afterEach, expect, it, vi } from 'vitest'
import { underReactScheduling } from '../test/react-scheduling'
import { ResultCard } from './ResultCard'

underReactScheduling()
afterEach(() => document.body.replaceChildren())

/** Where focus is at the first moment the card's line is in the page (a MutationObserver's callback). */
function focusWhenShown(container: HTMLElement) {
  return new Promise<Element | null>((resolve) => {
    const observer = new MutationObserver(() => {
      if (!container.querySelector('.result-id')) return
      observer.disconnect()
      resolve(document.activeElement)
    })
    observer.observe(container, { childList: true, subtree: true })
  })
}

it('has the focus on its line from the moment it is shown, and again for each new result', async () => {
  // The form's button held the focus, and goes with the form.
  const form = document.createElement('button')
  const container = document.createElement('div')
  document.body.append(form, container)
  form.focus()
  const root = createRoot(container)
  const card = (key: string) => (
    <ResultCard id="made" title="Made" focusKey={key} idLine={`made ${key}`}>
      <button type="button">Next</button>
    </ResultCard>
  )

  const shown = focusWhenShown(container)
  form.remove()
  root.render(card('a'))
  // Not a moment later, in a passive effect: until then focus was on the page itself, and a
  // screen reader would not have read the new id out.
  expect(await shown).toBe(container.querySelector('.result-id'))

  container.querySelector<HTMLButtonElement>('button')!.focus()
  root.render(card('b'))
  // Waited for, not a fixed 20 ms: under a busy machine (CI beside other work) React's own
  // scheduling took longer, and the test failed while the app did right.
  await vi.waitFor(() => expect(document.activeElement).toHaveTextContent('made b'))
  expect(document.activeElement).toBe(container.querySelector('.result-id'))
  root.unmount()
})
