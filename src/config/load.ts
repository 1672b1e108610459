import { configDefaults } from './defaults'
import type { AppConfig } from './schema'

export class ConfigError extends Error {
  constructor(
    message: string,
    readonly details: string[] = [],
  ) {
    super(message)
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

type Issue = { code: string; message: string; keys?: string[]; values?: unknown[]; expected?: string }

function describeIssue(issue: Issue) {
  if (issue.code === 'unrecognized_keys') return `unknown key ${issue.keys?.join(', ')}`
  if (issue.code === 'invalid_value') return `must be one of ${issue.values?.map(String).join(', ')}`
  if (issue.code === 'invalid_type') return `must be a ${issue.expected}`
  return issue.message
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
    throw new ConfigError(`config.json could not be fetched from ${url}.`)
  }
  if (!response.ok) throw new ConfigError(`config.json is missing (${response.status} from ${url}).`)
  let raw: unknown
  try {
    raw = await response.json()
  } catch {
    throw new ConfigError('config.json is not valid JSON.')
  }
  const { parseConfig } = await checker
  const parsed = parseConfig(raw, envDefaults(), window.location.origin)
  if (!parsed.success) {
    throw new ConfigError(
      'config.json has invalid settings.',
      parsed.error.issues.map((i) => `${i.path.join('.') || '(file)'}: ${describeIssue(i)}`),
    )
  }
  return parsed.data
}
