import { z } from 'zod'
import { configDefaults, parseConfig, type AppConfig } from './schema'

export class ConfigError extends Error {
  constructor(message: string, readonly details: string[] = []) {
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

export async function loadConfig(url = `${import.meta.env.BASE_URL}config.json`): Promise<AppConfig> {
  let response: Response
  try {
    response = await fetch(url, { cache: 'no-store' })
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
  const parsed = parseConfig(raw, envDefaults(), window.location.origin)
  if (!parsed.success) {
    throw new ConfigError(
      'config.json has invalid settings.',
      parsed.error.issues.map((i) => `${i.path.join('.') || '(file)'}: ${z.prettifyError(new z.ZodError([i])).replace(/^✖ /, '').split('\n')[0]}`),
    )
  }
  return parsed.data
}
