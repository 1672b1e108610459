#!/usr/bin/env node
// Writes an nginx configuration for a built app: `node deploy/render-nginx.mjs --root dist
// --listen 8080 --out /etc/nginx/consign` (or a temp dir for tests). connect-src is taken from
// the root's config.json, so rerun this after changing the service addresses there.
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

// The templates quote every path, so that a path with spaces is one argument to nginx.
const quotable = (path) => path.replaceAll('\\', '\\\\').replaceAll('"', '\\"')

export function renderNginx({ root, listen, out }) {
  const config = JSON.parse(readFileSync(join(root, 'config.json'), 'utf8'))
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
