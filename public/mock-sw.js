/* The dev mock's service worker: MSW's own (mockServiceWorker.js, generated, left as it is),
 * except for the scripts of Web Workers, which never go through it. In Firefox a module
 * worker's static imports, fetched through MSW's worker, never arrive: the worker never runs
 * and checksums stay at 0% under `npm run dev` (msw issue 2654). The mock answers no script,
 * so nothing is lost. */
addEventListener('fetch', (event) => {
  const destination = event.request.destination
  if (destination === 'worker' || destination === 'sharedworker') event.stopImmediatePropagation()
})
importScripts('./mockServiceWorker.js')
