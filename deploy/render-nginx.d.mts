type ServiceConfig = { apiBaseUrl?: unknown; storageUrl?: unknown; requestTimeoutMs?: unknown }
export function connectSources(config: ServiceConfig): string
/**
 * The operator's addresses of the services config.json names by a path of the app's origin, and
 * where the storage's download links are served on the app's origin, if they must be.
 */
export type Upstreams = { api?: string; storage?: string; downloadPath?: string; download?: string }
/** How nginx checks an https upstream: against `ca` (a file of trusted CAs), or not at all. */
export type UpstreamTls = { ca?: string; insecure?: boolean }
export const SYSTEM_CA: string
export function checkedPath(field: string, value: string): string
export function checkedAddress(flag: string, value: string): { origin: string; host: string; path: string; https: boolean }
export function proxyLocations(config: ServiceConfig, upstreams?: Upstreams, tls?: UpstreamTls): string
export function renderNginx(options: {
  root: string
  listen: string | number
  out: string
  upstreams?: Upstreams
  tls?: UpstreamTls
}): string
export function inlineScriptHashes(html: string): string
export function inlineStyleHashes(html: string): string
