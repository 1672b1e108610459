/**
 * Run in the page (Playwright's evaluate, or an engine's run): what this browser keeps for the
 * service worker to carry a send (lib/send/carrier-protocol.ts), its leases and answers.
 */
export const carrierKeepsInPage = () =>
  new Promise<{ leases: number; answers: number }>((resolve, reject) => {
    const open = indexedDB.open('consign-carrier')
    open.onerror = () => reject(open.error)
    open.onsuccess = () => {
      const db = open.result
      if (!db.objectStoreNames.contains('leases')) return resolve({ leases: 0, answers: 0 })
      const tx = db.transaction(['leases', 'answers'])
      const leases = tx.objectStore('leases').count()
      const answers = tx.objectStore('answers').count()
      tx.oncomplete = () => resolve({ leases: leases.result, answers: answers.result })
    }
  })
