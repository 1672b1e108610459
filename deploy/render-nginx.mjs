#!/usr/bin/env node
// Writes an nginx configuration for a built app: `node deploy/render-nginx.mjs --root dist
// --listen 8080 --out /etc/nginx/consign` (or a temp dir for tests). connect-src is taken from
// the root's config.json, so rerun this after changing the service addresses there. Where
// config.json names a service by a path of the app's own origin (`/api/v1/public`), nginx
// proxies that path to the service's address the operator gives (`--api-upstream`,
// `--storage-upstream`): no preflight, and the browser may carry a send on its own (README).
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))

/** The origins the app talks to; a relative address is the app's own origin ('self'). */
export function connectSources(config) {
  const origins = new Set()
  for (const address of [config.apiBaseUrl, config.storageUrl]) {
    if (typeof address !== 'string' || address.startsWith('/')) continue
    const url = new URL(address)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`not an http(s) address: ${address}`)
    origins.add(url.origin)
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
 * A location per service that config.json names by a path of the app's origin, proxied to the
 * operator's `upstreams` (`api`, `storage`: the service's base address). Bodies stream both ways
 * (no buffering, no size limit: a file goes through as it is sent), with the time a big upload takes.
 */
export function proxyLocations(config, upstreams = {}) {
  const services = [
    ['api', config.apiBaseUrl, '--api-upstream'],
    ['storage', config.storageUrl, '--storage-upstream'],
  ]
  return services
    .filter(([, address]) => typeof address === 'string' && address.startsWith('/'))
    .map(([name, address, flag]) => {
      const upstream = upstreams[name]
      if (!upstream)
        throw new Error(`config.json names the ${name} service by the path ${address}: give its address with ${flag}`)
      const url = new URL(upstream)
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`not an http(s) address: ${upstream}`)
      const path = `${address.replace(/\/+$/, '')}/`
      return [
        `location ^~ ${path} {`,
        `      proxy_pass ${upstream.replace(/\/+$/, '')}/;`,
        '      proxy_http_version 1.1;',
        '      proxy_set_header Connection "";',
        '      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
        '      proxy_set_header X-Forwarded-Proto $scheme;',
        '      proxy_request_buffering off;',
        '      proxy_buffering off;',
        '      client_max_body_size 0;',
        '      proxy_send_timeout 1h;',
        '      proxy_read_timeout 1h;',
        '    }',
      ].join('\n')
    })
    .join('\n\n    ')
}

// The templates quote every path, so that a path with spaces is one argument to nginx.
const quotable = (path) => path.replaceAll('\\', '\\\\').replaceAll('"', '\\"')

export function renderNginx({ root, listen, out, upstreams = {} }) {
  const config = JSON.parse(readFileSync(join(root, 'config.json'), 'utf8'))
  const proxies = proxyLocations(config, upstreams)
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
      .replaceAll(
        '{{PROXIES}}',
        proxies ? `# The service on the app's own origin (config.json names it by a path).\n    ${proxies}` : '',
      )
  mkdirSync(out, { recursive: true })
  // With no other origin to name, connect-src is 'self' alone (no stray space before its ';').
  writeFileSync(join(out, 'security-headers.conf'), fill('security-headers.conf.template').replace(/ +;/g, ';'))
  writeFileSync(join(out, 'nginx.conf'), fill('nginx.conf.template'))
  return join(resolve(out), 'nginx.conf')
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(`--${name}`)
    return i > 0 ? process.argv[i + 1] : fallback
  }
  const file = renderNginx({
    root: arg('root', 'dist'),
    listen: arg('listen', '8080'),
    out: arg('out', 'deploy/out'),
    upstreams: { api: arg('api-upstream'), storage: arg('storage-upstream') },
  })
  console.log(`nginx -c ${file} -g 'daemon off;'`)
}
