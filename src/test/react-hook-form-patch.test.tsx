import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { useForm } from 'react-hook-form'
import { expect, it } from 'vitest'
import { underReactScheduling } from './react-scheduling'

// patches/react-hook-form+7.92.0.patch: useForm says "ready" from a passive effect. Its layout
// effect's state update made React finish the first page's load in one long task on a phone:
// every passive effect flushed and the form rendered again inside the commit (Lighthouse's
// blocking time on the Send page, docs/benchmarks.md).
underReactScheduling()

it('useForm renders once in its commit; "ready" comes after, as an update of its own', async () => {
  const seen: boolean[] = []
  function Form() {
    const { formState } = useForm()
    seen.push(formState.isReady)
    return null
  }
  const root = createRoot(document.createElement('div'))
  flushSync(() => root.render(<Form />))
  // The commit is over and nothing was rendered again inside it.
  expect(seen).toEqual([false])
  // Then the form hears it is ready, in a render of its own.
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(seen.at(-1)).toBe(true)
  root.unmount()
})
