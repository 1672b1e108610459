import { http } from 'msw'
import { server, testAddresses } from '../mocks/node'

/** /me answers only when the test says so, with `answer`: returns the function that lets it answer. */
export function heldMe(answer: () => Response) {
  let release = () => {}
  const answered = new Promise<void>((resolve) => (release = resolve))
  server.use(
    http.get(`${testAddresses.apiBaseUrl}/me`, async () => {
      await answered
      return answer()
    }),
  )
  return release
}
