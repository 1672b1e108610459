export function connectSources(config: { apiBaseUrl?: unknown; storageUrl?: unknown }): string
export function renderNginx(options: { root: string; listen: string | number; out: string }): string
export function inlineScriptHashes(html: string): string
export function inlineStyleHashes(html: string): string
