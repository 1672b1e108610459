import { render, screen, waitFor } from '@testing-library/react'
import { useEffect } from 'react'
import { describe, expect, it } from 'vitest'
import { speak, WithI18n } from '../../test/lingui'
import { FilePicker } from './FilePicker'
import { useStagedFiles } from './staged-files'

const files = (n: number) => Array.from({ length: n }, (_, i) => new File(['x'], `f-${i}.txt`, { lastModified: 1 }))

/** The picker, `add` given to its intake as one drop each time it changes. */
function Picker({ add }: { add: readonly File[] }) {
  const staged = useStagedFiles()
  useEffect(() => staged.intake.addFiles(add), [add, staged.intake])
  return <FilePicker staged={staged} />
}

const summary = () => screen.getByTestId('staged-summary')

describe('the files listed for a send', () => {
  it('counts them, one or more, in one sentence with their size and those added twice', async () => {
    const view = render(<Picker add={files(1)} />, { wrapper: WithI18n })
    await waitFor(() => expect(summary()).toHaveTextContent(/^1 file, 1 byte$/))
    view.rerender(<Picker add={files(2)} />)
    await waitFor(() => expect(summary()).toHaveTextContent(/^2 files, 2 bytes — 1 already in the list, not added again$/))
  })

  it('writes the counts in the numbers of the language shown (1.500 in German)', async () => {
    speak('de')
    const many = files(1_500)
    const view = render(<Picker add={many} />, { wrapper: WithI18n })
    await waitFor(() => expect(summary()).toHaveTextContent(/^1\.500 files, 1,5 kB$/), { timeout: 20_000 })
    expect(screen.getByText('and 1.300 more')).toBeInTheDocument()
    view.rerender(<Picker add={[...many]} />)
    await waitFor(() => expect(summary()).toHaveTextContent('— 1.500 already in the list, not added again'), {
      timeout: 20_000,
    })
  })
})

describe('what the list says as it grows', () => {
  const added = () => screen.getByTestId('staged-added')
  const named = (prefix: string, n: number) =>
    Array.from({ length: n }, (_, i) => new File(['x'], `${prefix}-${i}.txt`, { lastModified: 1 }))

  it('says nothing as it opens, then each addition, the same words again too', async () => {
    const view = render(<Picker add={[]} />, { wrapper: WithI18n })
    expect(added()).toHaveTextContent(/^$/)
    view.rerender(<Picker add={named('a', 2)} />)
    await waitFor(() => expect(added()).toHaveTextContent(/^2 files added\.$/))
    view.rerender(<Picker add={named('b', 1)} />)
    await waitFor(() => expect(added()).toHaveTextContent(/^1 file added\.$/))
    view.rerender(<Picker add={named('c', 1)} />)
    // The same words for a new drop: emptied a moment, then said again.
    await waitFor(() => expect(added()).toHaveTextContent(/^$/))
    await waitFor(() => expect(added()).toHaveTextContent(/^1 file added\.$/))
  })
})
