/**
 * Sent with every request a spec makes itself (the mock's switches, its state, the built files):
 * each goes on a new connection. Playwright keeps an idle connection open with no time limit,
 * while a Node server (the mock, `vite preview`) closes one after 5 s idle; a request written
 * just as the server closes is answered by nothing, "socket hang up" (a preview spec failed so on
 * CI). A new connection per request has nothing to lose to that race. The page's own requests
 * are the browser's, untouched.
 */
export const HARNESS_HEADERS = { connection: 'close' }
