import { openDB, type DBSchema } from 'idb'

/*
 * Files shared to the app from another app (the manifest's share_target). The service worker
 * takes the share sheet's POST and keeps it here; the Send page lists its files until a send
 * takes them, so a share waits (named) through a sign-in, a reload or a closed tab. A database of
 * its own, not history's: the worker writes it, and must never carry history's schema nor wait
 * on (or block) an upgrade of it by an open tab (decision 0013).
 */

export type Share = {
  id: string
  at: number
  /** kept as the browser gave them: blobs on disk, never read into memory here */
  files: File[]
  title: string
  text: string
  url: string
}

interface SharesDb extends DBSchema {
  shares: { key: string; value: Share }
}

const open = () => openDB<SharesDb>('consign-shares', 1, { upgrade: (db) => db.createObjectStore('shares', { keyPath: 'id' }) })

const field = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

/** What a share sheet's multipart POST holds, by the names the manifest's share_target gives. */
export function readShareForm(form: FormData): Omit<Share, 'id' | 'at'> {
  // A string in `files` is no file (a share of text only sends none); size 0 with no name neither.
  const files = form.getAll('files').filter((f): f is File => typeof f !== 'string' && (f.size > 0 || f.name !== ''))
  return { files, title: field(form, 'title'), text: field(form, 'text'), url: field(form, 'url') }
}

/** Keeps a share until a send takes it; its id goes into the address the share opens. */
export async function keepShare(share: Omit<Share, 'id' | 'at'>): Promise<string> {
  const id = crypto.randomUUID()
  const db = await open()
  try {
    await db.put('shares', { ...share, id, at: Date.now() })
  } finally {
    db.close()
  }
  return id
}

/** Every share not yet sent, oldest first. */
export async function listShares(): Promise<Share[]> {
  const db = await open()
  try {
    return (await db.getAll('shares')).sort((a, b) => a.at - b.at)
  } finally {
    db.close()
  }
}

export async function dropShares(ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return
  const db = await open()
  try {
    const tx = db.transaction('shares', 'readwrite')
    await Promise.all([...ids.map((id) => tx.store.delete(id)), tx.done])
  } finally {
    db.close()
  }
}
