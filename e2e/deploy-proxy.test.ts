import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { renderNginx } from '../deploy/render-nginx.mjs'

/** deploy/'s nginx configuration for a built app whose config.json is `config`. */
function render(config: object, upstreams?: { api?: string; storage?: string }) {
  const dir = mkdtempSync(join(tmpdir(), 'consign-deploy-'))
  mkdirSync(join(dir, 'root'))
  writeFileSync(join(dir, 'root', 'config.json'), JSON.stringify(config))
  writeFileSync(join(dir, 'root', 'index.html'), '<!doctype html><script>1</script><style>a{}</style>')
  try {
    const file = renderNginx({ root: join(dir, 'root'), listen: '127.0.0.1:8080', out: join(dir, 'out'), upstreams })
    return { conf: readFileSync(file, 'utf8'), headers: readFileSync(join(dir, 'out', 'security-headers.conf'), 'utf8') }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

describe("deploy/: the service on the app's own origin", () => {
  it('proxies each path config.json names to the address the operator gives, bodies streamed, connections to itself only', () => {
    const { conf, headers } = render(
      { apiBaseUrl: '/api/v1/public', storageUrl: '/files/' },
      { api: 'https://service.internal:8443/v1/public/', storage: 'http://storage.internal/storage' },
    )
    expect(conf).toContain('location ^~ /api/v1/public/ {\n      proxy_pass https://service.internal:8443/v1/public/;')
    expect(conf).toContain('location ^~ /files/ {\n      proxy_pass http://storage.internal/storage/;')
    for (const line of ['proxy_request_buffering off;', 'proxy_buffering off;', 'client_max_body_size 0;'])
      expect(conf.split(line)).toHaveLength(3)
    expect(headers).toContain("connect-src 'self';")
  })

  it('refuses a path with no address for it, naming the flag that gives one', () => {
    expect(() => render({ apiBaseUrl: '/api/v1/public', storageUrl: 'https://files.example.org/storage' })).toThrow(
      /names the api service by the path \/api\/v1\/public: give its address with --api-upstream/,
    )
  })

  it('leaves a service on another origin as it was: no proxy, its origin allowed', () => {
    const { conf, headers } = render({
      apiBaseUrl: 'https://api.example.org/v1/public',
      storageUrl: 'https://files.example.org/storage',
    })
    expect(conf).not.toContain('proxy_pass')
    expect(headers).toContain("connect-src 'self' https://api.example.org https://files.example.org;")
  })
})
