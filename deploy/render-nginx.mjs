#!/usr/bin/env node
// Writes an nginx configuration for a built app: `node deploy/render-nginx.mjs --root dist
// --listen 8080 --out /etc/nginx/consign` (or a temp dir for tests). connect-src is taken from
// the root's config.json, so rerun this after changing the service addresses there. Where
// config.json names a service by a path of the app's own origin (`/api/v1/public`), nginx
// proxies that path to the service's address the operator gives (`--api-upstream`,
// `--storage-upstream`): no preflight, and the browser may carry a send on its own (README).
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))

/** The origins the app talks to; a relative address is the app's own origin ('self'). */
export function connectSources(config) {
  const origins = new Set()
  for (const field of ['apiBaseUrl', 'storageUrl']) {
    const address = config[field]
    if (typeof address !== 'string' || address.startsWith('/')) continue
    origins.add(checkedAddress(`config.json's ${field}`, address).origin)
  }
  return [...origins].join(' ')
}

/**
 * The hashes of the inline scripts of the built pages' HTML, for script-src: the one inline script
 * is the language choice before the first paint (src/lib/locale-choice.ts, decision 0014). Every
 * page carries the same one; a page with another would be refused by the browser, so all count.
 */
export function inlineScriptHashes(html) {
  return inlineHashes(html, /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)
}

/**
 * The hashes of the inline stylesheets of the built pages' HTML, for style-src: the app's one
 * stylesheet, inlined so that the first paint waits for no request (vite.config.ts, decision
 * 0015). Style attributes stay refused.
 */
export function inlineStyleHashes(html) {
  return inlineHashes(html, /<style[^>]*>([\s\S]*?)<\/style>/g)
}

function inlineHashes(html, pattern) {
  const hashes = new Set()
  for (const [, body] of html.matchAll(pattern))
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  return [...hashes].join(' ')
}

/**
 * The service's response headers that never reach the browser: cookies, what could reach beyond
 * the request (clear the app's storage, widen its worker's scope), and CORS, which a page of the
 * app's own origin never needs and which would open its responses to other sites.
 */
const PROXY_HIDDEN = [
  'Set-Cookie',
  'Clear-Site-Data',
  'Service-Worker-Allowed',
  'Refresh',
  ...['Origin', 'Credentials', 'Methods', 'Headers'].map((what) => `Access-Control-Allow-${what}`),
  'Access-Control-Expose-Headers',
  'Access-Control-Max-Age',
]

/** What nginx is given as it is: a path of plain characters, never a word of its own syntax. */
const PLAIN_PATH = /^(\/[A-Za-z0-9._~-]+)*\/?$/

/** A path config.json names, checked before it is written into nginx's configuration. */
export function checkedPath(field, value) {
  if (!PLAIN_PATH.test(value) || value.split('/').some((part) => part === '.' || part === '..'))
    throw new Error(
      `${field} is ${JSON.stringify(value)}: a path of the app's origin may hold only letters, digits, '/', '.', '_', '~' and '-'`,
    )
  const path = value.replace(/\/+$/, '')
  if (!path) throw new Error(`${field} is "/": the service needs a path of its own, such as /api`)
  return path
}

/** The address of a service: http(s), a plain host and path, nothing more (nothing nginx or a CSP would read as syntax). */
export function checkedAddress(flag, value) {
  let url
  try {
    url = new URL(value)
  } catch {
    throw new Error(`${flag} ${JSON.stringify(value)} is not an address`)
  }
  const why =
    url.protocol !== 'http:' && url.protocol !== 'https:'
      ? 'it must be http: or https:'
      : url.username || url.password
        ? 'it may not hold a user or password'
        : url.search || url.hash
          ? 'it may not hold a query or fragment'
          : !/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)$/.test(url.hostname) || !PLAIN_PATH.test(url.pathname)
            ? 'its host and path may hold only letters, digits, "/", ".", "_", "~" and "-"'
            : ''
  if (why) throw new Error(`${flag} ${JSON.stringify(value)}: ${why}`)
  return {
    origin: url.origin,
    host: url.hostname.replace(/^\[|\]$/g, ''),
    path: url.pathname.replace(/\/+$/, ''),
    https: url.protocol === 'https:',
  }
}

/**
 * The contract's operations (../shared/spec/service-interface.md), the only paths of each service
 * nginx passes on: anything else under the service's path is a 404 of nginx's own, so nothing the
 * service serves besides (a stored file above all) can become a page or script of the app's origin.
 */
const DOORS = {
  api: [
    { path: '/consignments', method: 'POST' },
    { path: '/consignments/count', method: 'GET' },
    { path: '/me', method: 'GET' },
    { path: '/transfers/consignments/', id: true, method: 'POST' },
  ],
  storage: [
    { path: '/upload', method: 'POST', upload: true },
    { path: '/download', method: 'POST' },
  ],
}

/** What every door to the service shares: no cookie either way, the client's address as nginx saw it (not as the client said). */
const PROXY_COMMON = [
  "# The service on the app's own origin (config.json names it by a path): its operations only.",
  'proxy_http_version 1.1;',
  'proxy_set_header Connection "";',
  'proxy_set_header Cookie "";',
  'proxy_set_header X-Forwarded-For $remote_addr;',
  'proxy_set_header X-Forwarded-Proto $scheme;',
  ...PROXY_HIDDEN.map((header) => `proxy_hide_header ${header};`),
  'proxy_connect_timeout 10s;',
  'proxy_send_timeout 30s;',
].join('\n    ')

/** Debian's bundle of the public CAs: what an https upstream's certificate is checked against by default. */
export const SYSTEM_CA = '/etc/ssl/certs/ca-certificates.crt'

/** nginx's directives to an https upstream: its name sent (SNI), its certificate checked (or not, when the operator says so). */
function tlsTo(upstream, tls) {
  if (!upstream.https) return []
  if (tls.insecure)
    return [
      '# --insecure-upstream-tls: the certificate is not checked; whoever answers between nginx and',
      '# the service reads and changes every token, key and file.',
      'proxy_ssl_verify off;',
      'proxy_ssl_server_name on;',
    ]
  if (!existsSync(tls.ca))
    throw new Error(`no file of trusted CAs at ${tls.ca} to check ${upstream.origin} with: give one with --upstream-ca`)
  return [
    'proxy_ssl_verify on;',
    'proxy_ssl_verify_depth 4;',
    `proxy_ssl_trusted_certificate "${quotable(tls.ca)}";`,
    'proxy_ssl_server_name on;',
    `proxy_ssl_name ${upstream.host};`,
  ]
}

/**
 * A location per operation of each service config.json names by a path of the app's origin, proxied
 * to the operator's `upstreams` (`api`, `storage`: the service's base address); every other path
 * under it refused. JSON bodies are small and answered within the app's own request timeout; an
 * upload streams through (no buffering, no size limit), as long as it keeps moving, a few at a time
 * per client. With `downloads`, the storage's download links on the app's origin too, served so
 * that they can never run in it.
 */
export function proxyLocations(config, upstreams = {}, tls = { ca: SYSTEM_CA }) {
  const services = [
    ['api', 'apiBaseUrl', '--api-upstream'],
    ['storage', 'storageUrl', '--storage-upstream'],
  ]
  const answerWithin = `${Math.ceil((Number(config.requestTimeoutMs) || 30_000) / 1000) + 30}s`
  const blocks = []
  for (const [name, field, flag] of services) {
    const address = config[field]
    if (typeof address !== 'string' || !address.startsWith('/')) continue
    const path = checkedPath(`config.json's ${field}`, address)
    if (!upstreams[name])
      throw new Error(`config.json names the ${name} service by the path ${address}: give its address with ${flag}`)
    const upstream = checkedAddress(flag, upstreams[name])
    for (const door of DOORS[name]) {
      const target = `${upstream.origin}${upstream.path}${door.path}`
      const lines = [
        `limit_except ${door.method} { deny all; }`,
        ...(door.id
          ? // The consignment's id, one path segment: passed as the browser encoded it.
            [
              `rewrite ^${path.replaceAll('.', '\\.')}${door.path}([^/]+)$ ${upstream.path}${door.path}$1 break;`,
              `proxy_pass ${upstream.origin};`,
            ]
          : [`proxy_pass ${target};`]),
        ...tlsTo(upstream, tls),
        ...(door.upload
          ? [
              'client_max_body_size 0;',
              'proxy_request_buffering off;',
              'proxy_buffering off;',
              'client_body_timeout 60s;',
              'proxy_send_timeout 60s;',
              'proxy_read_timeout 10m;',
              'limit_conn per_client 32;',
            ]
          : ['client_max_body_size 1m;', `proxy_read_timeout ${answerWithin};`]),
      ]
      const where = door.id ? `~ ^${path.replaceAll('.', '\\.')}${door.path}[^/]+$` : `= ${path}${door.path}`
      blocks.push(`location ${where} {\n      ${lines.join('\n      ')}\n    }`)
    }
    // Not ^~: the transfers' location is a regular expression, looked at after this prefix.
    blocks.push(`location ${path}/ {\n      return 404;\n    }`)
  }
  const downloads = downloadLocation(upstreams, tls)
  if (downloads) blocks.push(downloads)
  return blocks.join('\n\n    ')
}

/**
 * Where the storage's download links must be served from the app's origin (`--download-path`, to
 * `--download-upstream`): each file as an attachment in a sandbox of its own origin, never sniffed,
 * so an uploaded page or script cannot run as the app.
 */
function downloadLocation(upstreams, tls) {
  if (!upstreams.downloadPath && !upstreams.download) return ''
  if (!upstreams.downloadPath || !upstreams.download)
    throw new Error("--download-path and --download-upstream go together: the path of the app's origin and where it leads")
  const path = checkedPath('--download-path', upstreams.downloadPath)
  const upstream = checkedAddress('--download-upstream', upstreams.download)
  return [
    `location ^~ ${path}/ {`,
    '      limit_except GET { deny all; }',
    `      proxy_pass ${upstream.origin}${upstream.path}/;`,
    ...tlsTo(upstream, tls).map((line) => `      ${line}`),
    ...PROXY_HIDDEN.map((header) => `      proxy_hide_header ${header};`),
    '      proxy_hide_header Content-Disposition;',
    '      proxy_hide_header Content-Security-Policy;',
    '      proxy_hide_header Content-Type;',
    // Never a type the browser would run or render, whatever the uploader said: with nosniff, a
    // <script> or stylesheet of this type is refused.
    '      add_header Content-Type "application/octet-stream" always;',
    '      add_header Content-Security-Policy "sandbox; default-src \'none\'" always;',
    '      add_header Content-Disposition "attachment" always;',
    '      add_header X-Content-Type-Options "nosniff" always;',
    '      add_header Referrer-Policy "no-referrer" always;',
    '      add_header Cross-Origin-Resource-Policy "same-origin" always;',
    '    }',
  ].join('\n')
}

// The templates quote every path, so that a path with spaces is one argument to nginx.
const quotable = (path) => path.replaceAll('\\', '\\\\').replaceAll('"', '\\"')

export function renderNginx({ root, listen, out, upstreams = {}, tls = {} }) {
  const config = JSON.parse(readFileSync(join(root, 'config.json'), 'utf8'))
  const proxies = proxyLocations(config, upstreams, { ca: tls.ca ?? SYSTEM_CA, insecure: tls.insecure })
  // Every page's HTML carries the same inline script and stylesheet as index.html.
  const index = readFileSync(join(root, 'index.html'), 'utf8')
  const fill = (template) =>
    readFileSync(join(here, template), 'utf8')
      .replaceAll('{{ROOT}}', quotable(resolve(root)))
      .replaceAll('{{LISTEN}}', String(listen))
      .replaceAll('{{TMP}}', quotable(resolve(out)))
      .replaceAll('{{CONNECT_SRC}}', connectSources(config))
      .replaceAll('{{SCRIPT_HASHES}}', inlineScriptHashes(index))
      .replaceAll('{{STYLE_HASHES}}', inlineStyleHashes(index))
      .replaceAll('{{PROXIES}}', proxies ? `${PROXY_COMMON}\n\n    ${proxies}` : '')
  mkdirSync(out, { recursive: true })
  // With no other origin to name, connect-src is 'self' alone (no stray space before its ';').
  writeFileSync(join(out, 'security-headers.conf'), fill('security-headers.conf.template').replace(/ +;/g, ';'))
  writeFileSync(join(out, 'nginx.conf'), fill('nginx.conf.template'))
  return join(resolve(out), 'nginx.conf')
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.on('uncaughtException', (error) => {
    console.error(`render-nginx: ${error.message}`)
    process.exit(1)
  })
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(`--${name}`)
    return i > 0 ? process.argv[i + 1] : fallback
  }
  const file = renderNginx({
    root: arg('root', 'dist'),
    listen: arg('listen', '8080'),
    out: arg('out', 'deploy/out'),
    upstreams: {
      api: arg('api-upstream'),
      storage: arg('storage-upstream'),
      downloadPath: arg('download-path'),
      download: arg('download-upstream'),
    },
    tls: { ca: arg('upstream-ca'), insecure: process.argv.includes('--insecure-upstream-tls') },
  })
  if (process.argv.includes('--insecure-upstream-tls'))
    console.warn(
      "--insecure-upstream-tls: the service's certificate is not checked; tokens, keys and files go to whoever answers",
    )
  console.log(`nginx -c ${file} -g 'daemon off;'`)
}
