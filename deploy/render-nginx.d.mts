export function connectSources(config: { apiBaseUrl?: unknown; storageUrl?: unknown }): string
/** The operator's addresses of the services config.json names by a path of the app's origin. */
export type Upstreams = { api?: string; storage?: string }
export function proxyLocations(config: { apiBaseUrl?: unknown; storageUrl?: unknown }, upstreams?: Upstreams): string
export function renderNginx(options: { root: string; listen: string | number; out: string; upstreams?: Upstreams }): string
export function inlineScriptHashes(html: string): string
export function inlineStyleHashes(html: string): string
