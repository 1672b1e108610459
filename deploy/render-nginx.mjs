#!/usr/bin/env node
// Writes an nginx configuration for a built app: `node deploy/render-nginx.mjs --root dist
// --listen 8080 --out /etc/nginx/consign` (or a temp dir for tests). connect-src is taken from
// the root's config.json, so rerun this after changing the service addresses there.
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

export function renderNginx({ root, listen, out }) {
  const config = JSON.parse(readFileSync(join(root, 'config.json'), 'utf8'))
  const fill = (template) =>
    readFileSync(join(here, template), 'utf8')
      .replaceAll('{{ROOT}}', resolve(root))
      .replaceAll('{{LISTEN}}', String(listen))
      .replaceAll('{{TMP}}', resolve(out))
      .replaceAll('{{CONNECT_SRC}}', connectSources(config))
  mkdirSync(out, { recursive: true })
  writeFileSync(join(out, 'security-headers.conf'), fill('security-headers.conf.template'))
  writeFileSync(join(out, 'nginx.conf'), fill('nginx.conf.template'))
  return join(resolve(out), 'nginx.conf')
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(`--${name}`)
    return i > 0 ? process.argv[i + 1] : fallback
  }
  const file = renderNginx({ root: arg('root', 'dist'), listen: arg('listen', '8080'), out: arg('out', 'deploy/out') })
  console.log(`nginx -c ${file} -g 'daemon off;'`)
}
