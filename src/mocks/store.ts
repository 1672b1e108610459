import type { ConsignmentRequest, TransferRequest } from '../api/schemas'
import type { ChecksumAlgorithm } from '../config/schema'
import { digestBytes } from '../lib/checksum'
import { spellChecksum, type ChecksumFormat } from './checksum-format'
import type { Fault, MockEndpoint } from './faults'
import { createStore } from 'zustand/vanilla'

export type StoredFile = {
  fileId: string
  containerId: string
  name: string
  mime: string
  bytes: Uint8Array
  checksum: string
}

export type MockState = {
  consignments: Record<string, ConsignmentRequest & { id: string }>
  /** `at`: when it was made (ms since 1970), for the benchmarks' pace */
  transfers: Record<string, TransferRequest & { id: string; consignmentId: string; at?: number }>
  files: Record<string, StoredFile>
  links: Record<string, string>
  consignmentLimit: number
}

const emptyState = (): MockState => ({ consignments: {}, transfers: {}, files: {}, links: {}, consignmentLimit: 1000 })

export const DEV_TOKEN = 'dev-token'
export const DEV_PUBLIC_KEY = 'dev-public-key'

/** The mock service's memory: what a real service would keep in its database and disk. */
export function createMockStore(algorithm: ChecksumAlgorithm, initial?: MockState) {
  let state = initial ?? emptyState()
  let faults: Array<Fault & { seen: number; used: number }> = []
  let latencyMs = 0
  let checksumFormat: ChecksumFormat = 'hex'
  /** How many resets so far: a call that arrived before the last one is not let change what follows it. */
  let generation = 0
  // A count of changes, for those who show the mock's state (the dev panel, the browser's copy).
  const changes = createStore<number>()(() => 0)
  const changed = () => changes.setState((n) => n + 1, true)

  return {
    get state() {
      return state
    },
    get latencyMs() {
      return latencyMs
    },
    get checksumFormat() {
      return checksumFormat
    },
    get generation() {
      return generation
    },
    /** The checksum of a stored file as this mock is set to spell it. */
    checksumOf(file: StoredFile) {
      return spellChecksum(checksumFormat, file.checksum, algorithm, file.bytes)
    },
    get faults(): Fault[] {
      return faults
    },
    onChange: (listener: () => void) => changes.subscribe(() => listener()),
    reset() {
      generation += 1
      state = emptyState()
      faults = []
      latencyMs = 0
      checksumFormat = 'hex'
      changed()
    },
    control(input: { latencyMs?: number; consignmentLimit?: number; checksumFormat?: ChecksumFormat; faults?: Fault[] }) {
      if (input.latencyMs !== undefined) latencyMs = input.latencyMs
      if (input.checksumFormat !== undefined) checksumFormat = input.checksumFormat
      if (input.consignmentLimit !== undefined) state.consignmentLimit = input.consignmentLimit
      if (input.faults) faults = input.faults.map((f) => ({ ...f, seen: 0, used: 0 }))
      changed()
    },
    /** The fault that applies to this call, if any; counts the call either way. */
    takeFault(endpoint: MockEndpoint): Fault | undefined {
      for (const fault of faults) {
        if (fault.endpoint !== endpoint) continue
        fault.seen += 1
        if (fault.seen <= fault.skip) continue
        if (fault.times !== undefined && fault.used >= fault.times) continue
        fault.used += 1
        return fault
      }
      return undefined
    },
    addConsignment(input: ConsignmentRequest) {
      const id = crypto.randomUUID()
      state.consignments[id] = { ...input, id }
      changed()
      return id
    },
    addTransfer(consignmentId: string, input: TransferRequest) {
      const id = crypto.randomUUID()
      state.transfers[id] = { ...input, id, consignmentId, at: Date.now() }
      changed()
      return id
    },
    async addFile(name: string, mime: string, bytes: Uint8Array): Promise<StoredFile> {
      const file: StoredFile = {
        fileId: crypto.randomUUID(),
        containerId: `ctr-${crypto.randomUUID().slice(0, 8)}`,
        name,
        mime,
        bytes,
        checksum: await digestBytes(algorithm, bytes),
      }
      state.files[file.fileId] = file
      changed()
      return file
    },
    newLink(fileId: string) {
      const token = crypto.randomUUID()
      state.links[token] = fileId
      changed()
      return token
    },
    fileForLink(token: string): StoredFile | undefined {
      const fileId = state.links[token]
      return fileId ? state.files[fileId] : undefined
    },
  }
}

export type MockStore = ReturnType<typeof createMockStore>
