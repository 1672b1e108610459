// Times the app's own uploader (XHR multipart) on the file picked in the input.
import { initCredentials } from '../../src/api/credentials'
import { createStorageApi } from '../../src/api/storage-api'
import { configDefaults } from '../../src/config/defaults'

export type UploadRun = { ms: number; size: string; checksum: string; sentMs?: number }
export type UploadBench = { upload: (storageUrl: string) => Promise<UploadRun> }

const input = document.querySelector<HTMLInputElement>('#file')!
initCredentials({ token: 'dev-token', publicKey: 'dev-public-key' })

const bench: UploadBench = {
  async upload(storageUrl) {
    const file = input.files?.[0]
    if (!file) throw new Error('no file picked')
    const api = createStorageApi({ ...configDefaults(false), storageUrl })
    const start = performance.now()
    let sentMs = 0
    const onSent = () => (sentMs = performance.now() - start)
    const result = await api.upload(file, { email: 'bench@example.com', store: true, source: 'transfer' }, { onSent })
    return { ms: performance.now() - start, size: String(result.size), checksum: result.checksum, sentMs }
  },
}
Object.assign(window, { bench })
document.title = 'bench: upload ready'
