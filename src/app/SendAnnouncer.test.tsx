import { virtual } from '@guidepup/virtual-screen-reader'
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { mockStore } from '../mocks/node'
import { renderApp, replaceSender } from '../test/render'

/*
 * What a screen reader says during a send, read with a virtual screen reader
 * (@guidepup/virtual-screen-reader, in happy-dom): it follows every live region of the page as
 * assistive technology does and logs what each change would say ("polite: …", "assertive: …").
 * Before issue 32 a send was told as a stream: each file's count in two regions, "No files yet."
 * at its start, every link re-announced, a refused file as a number.
 */

const named = (n: number, prefix = 'heard') =>
  Array.from({ length: n }, (_, i) => new File([`content ${i + 1}`], `${prefix}-${i + 1}.txt`, { type: 'text/plain' }))

/** What the live regions said so far, in order, without the politeness prefix. */
async function heard() {
  const log = await virtual.spokenPhraseLog()
  return log.filter((p) => /^(polite|assertive): /.test(p)).map((p) => p.replace(/^\w+: /, ''))
}

async function send(user: ReturnType<typeof renderApp>['user'], files: File[]) {
  await user.upload(await screen.findByLabelText('Choose files to send'), files)
  await user.type(screen.getByRole('textbox', { name: 'Recipients' }), 'ann@example.org{Enter}')
  await replaceSender(user, 'Your e-mail', 'me@example.com')
  await user.click(screen.getByRole('button', { name: new RegExp(`^Send ${files.length} files · `) }))
}

describe('what a screen reader hears during a send', () => {
  // The pages' first transform takes seconds on a loaded machine: paid here, not in a test's wait.
  beforeAll(async () => {
    await Promise.all([import('../features/send/SendPage'), import('../features/uploads/UploadPage')])
  }, 60_000)
  beforeEach(async () => {
    await virtual.start({ container: document.body })
  })
  afterEach(async () => {
    await virtual.stop()
  })

  it('a send: its start with the count and the recipient, its end once the links are ready, nothing else', async () => {
    const { user } = renderApp('/')
    await send(user, named(10))
    await waitFor(async () => expect(await heard()).toContain('10 files sent to ann@example.org. Links are ready.'), {
      timeout: 10_000,
    })
    // The end waited for the Send page's summary to make the links: they are there when it says so.
    expect(screen.getAllByRole('button', { name: /^Copy link of heard-/ })).toHaveLength(10)
    const said = await heard()
    expect(said).toContain('10 files added.')
    const fromSend = said.slice(said.indexOf('Sending 10 files to ann@example.org.'))
    expect(fromSend[0]).toBe('Sending 10 files to ann@example.org.')
    expect(fromSend.at(-1)).toBe('10 files sent to ann@example.org. Links are ready.')
    // No stream: no "No files yet.", no per-file counts, no links.
    expect(fromSend.length).toBeLessThanOrEqual(4)
    expect(said.join('\n')).not.toMatch(/No files yet|of 10 files sent\.|http|making a link/)
  })

  it('a send that ends while another page is shown: a plain pointer to its links', async () => {
    // A send that takes a moment, as a person's does: time to open History meanwhile.
    mockStore.control({ latencyMs: 800 })
    const { user } = renderApp('/')
    await send(user, named(3, 'away'))
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'History' }))
    await waitFor(
      async () => expect(await heard()).toContain('3 files sent to ann@example.org. Get the download links on the Send page.'),
      { timeout: 10_000 },
    )
    expect((await heard()).join('\n')).not.toMatch(/Links are ready/)
  })

  it('a refused transfer: the file named, with what to do, and the end with the count', async () => {
    mockStore.control({ faults: [{ endpoint: 'transfers', status: 400, skip: 1, times: 1 }] })
    const { user } = renderApp('/')
    await send(user, named(3, 'refused'))
    await waitFor(async () => expect((await heard()).join('\n')).toMatch(/failed\. Retry them on the Send page\./), {
      timeout: 10_000,
    })
    const said = (await heard()).join('\n')
    expect(said).toMatch(/The transfer of refused-\d\.txt failed\. Retry it on the Send page\./)
    expect(said).toContain('2 of 3 files sent to ann@example.org; 1 failed. Retry them on the Send page.')
  })

  it('the Upload page: its start and its end', async () => {
    // Uploads that take a moment, as a person's do: the start is said before the end comes.
    mockStore.control({ latencyMs: 800 })
    const { user } = renderApp('/upload')
    await user.upload(await screen.findByLabelText('Files to upload'), named(2, 'up'))
    await replaceSender(user, 'E-mail', 'ann@example.com')
    await user.click(screen.getByRole('button', { name: 'Upload 2 files' }))
    await waitFor(
      async () => expect((await heard()).join('\n')).toContain('2 files uploaded. Get their download links on the Upload page.'),
      { timeout: 10_000 },
    )
    const said = (await heard()).join('\n')
    expect(said.indexOf('Uploading 2 files.')).toBeGreaterThanOrEqual(0)
    expect(said.indexOf('Uploading 2 files.')).toBeLessThan(said.indexOf('2 files uploaded.'))
    expect(said).not.toMatch(/Uploading…|Uploaded\./)
  })
})
