import { yieldToBrowser } from '../lib/yield-to-browser'
import { configDefaults } from './defaults'
import type { AppConfig } from './schema'

/** One thing wrong in config.json, as zod found it: where (`path`, "(file)" for the whole), and what. */
export type ConfigIssue = {
  path: string
  code: string
  /** zod's own words, or the code of a check of schema.ts ('at-most-one-hour') */
  message: string
  keys?: string[]
  values?: string[]
  expected?: string
}

/** Why config.json could not be used, as data: the interface says it (src/components/config-words.ts). */
export type ConfigTrouble =
  | { reason: 'unreachable'; url: string }
  | { reason: 'missing'; url: string; status: number }
  | { reason: 'not-json' }
  | { reason: 'invalid'; issues: ConfigIssue[] }

export class ConfigError extends Error {
  constructor(readonly trouble: ConfigTrouble) {
    super(`config.json: ${trouble.reason}`)
    this.name = 'ConfigError'
  }
}

function envDefaults(): AppConfig {
  const d = configDefaults(import.meta.env.DEV)
  const env = import.meta.env
  return {
    ...d,
    apiBaseUrl: env.VITE_API_BASE_URL || d.apiBaseUrl,
    storageUrl: env.VITE_STORAGE_URL || d.storageUrl,
  }
}

type Issue = { path: PropertyKey[]; code: string; message: string; keys?: string[]; values?: unknown[]; expected?: string }

function issueOf({ path, code, message, keys, values, expected }: Issue): ConfigIssue {
  return { path: path.map(String).join('.') || '(file)', code, message, keys, values: values?.map(String), expected }
}

export async function loadConfig(url = `${import.meta.env.BASE_URL}config.json`): Promise<AppConfig> {
  // The check (zod) is a chunk of its own, not part of the start: src/boot.ts asks for it with
  // the first page, side by side with the start; here it is usually there already.
  const checker = import('./schema')
  checker.catch(() => undefined) // told below, once config.json is read
  let response: Response
  try {
    // The default cache mode: index.html preloads config.json, and the server says "no-cache", so
    // the browser revalidates it at every start.
    response = await fetch(url)
  } catch {
    throw new ConfigError({ reason: 'unreachable', url })
  }
  if (!response.ok) throw new ConfigError({ reason: 'missing', url, status: response.status })
  let raw: unknown
  try {
    raw = await response.json()
  } catch {
    throw new ConfigError({ reason: 'not-json' })
  }
  const { configSchema, parseConfig } = await checker
  // The check built in one task, used in the next: neither makes a long task on a slow phone.
  configSchema()
  await yieldToBrowser()
  const parsed = parseConfig(raw, envDefaults(), window.location.origin)
  if (!parsed.success) {
    throw new ConfigError({ reason: 'invalid', issues: parsed.error.issues.map(issueOf) })
  }
  return parsed.data
}
