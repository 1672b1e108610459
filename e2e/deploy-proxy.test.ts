import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { renderNginx, type Upstreams, type UpstreamTls } from '../deploy/render-nginx.mjs'

/** deploy/'s nginx configuration for a built app whose config.json is `config`. */
function render(config: object, upstreams?: Upstreams, tls?: UpstreamTls) {
  const dir = mkdtempSync(join(tmpdir(), 'consign-deploy-'))
  mkdirSync(join(dir, 'root'))
  writeFileSync(join(dir, 'root', 'config.json'), JSON.stringify(config))
  writeFileSync(join(dir, 'root', 'index.html'), '<!doctype html><script>1</script><style>a{}</style>')
  try {
    const file = renderNginx({ root: join(dir, 'root'), listen: '127.0.0.1:8080', out: join(dir, 'out'), upstreams, tls })
    return { conf: readFileSync(file, 'utf8'), headers: readFileSync(join(dir, 'out', 'security-headers.conf'), 'utf8') }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const onOrigin = { apiBaseUrl: '/api/v1/public', storageUrl: '/files/' }
const upstreams = { api: 'https://service.internal:8443/v1/public/', storage: 'http://storage.internal/storage' }

/** The body of the location `where` (`= /path`, `~ regex`, `/prefix/`), or undefined. */
function location(conf: string, where: string) {
  const start = conf.indexOf(`location ${where} {\n`)
  return start < 0 ? undefined : conf.slice(start, conf.indexOf('\n    }', start))
}

describe("deploy/: the service on the app's own origin", () => {
  it("passes on the contract's operations only, each with its method; every other path of the service is nginx's 404", () => {
    const { conf, headers } = render(onOrigin, upstreams)
    const doors = [
      ['= /api/v1/public/consignments', 'POST', 'https://service.internal:8443/v1/public/consignments'],
      ['= /api/v1/public/consignments/count', 'GET', 'https://service.internal:8443/v1/public/consignments/count'],
      ['= /api/v1/public/me', 'GET', 'https://service.internal:8443/v1/public/me'],
      ['= /files/upload', 'POST', 'http://storage.internal/storage/upload'],
      ['= /files/download', 'POST', 'http://storage.internal/storage/download'],
    ]
    for (const [where, method, target] of doors) {
      expect(location(conf, where)).toContain(`limit_except ${method} { deny all; }`)
      expect(location(conf, where)).toContain(`proxy_pass ${target};`)
    }
    // A transfer names its consignment in one path segment, passed as it came.
    const transfers = location(conf, '~ ^/api/v1/public/transfers/consignments/[^/]+$')
    expect(transfers).toContain(
      'rewrite ^/api/v1/public/transfers/consignments/([^/]+)$ /v1/public/transfers/consignments/$1 break;',
    )
    expect(transfers).toContain('proxy_pass https://service.internal:8443;')
    expect(conf.match(/proxy_pass /g)).toHaveLength(6)
    for (const prefix of ['/api/v1/public/', '/files/']) expect(location(conf, prefix)).toMatch(/{\n\s+return 404;$/)
    // No cookie either way, nor a header that reaches beyond the request; the client's address as nginx saw it.
    for (const line of [
      'proxy_set_header Cookie "";',
      'proxy_hide_header Set-Cookie;',
      'proxy_hide_header Clear-Site-Data;',
      'proxy_hide_header Access-Control-Allow-Origin;',
      'proxy_set_header X-Forwarded-For $remote_addr;',
    ])
      expect(conf).toContain(line)
    expect(conf).not.toContain('$proxy_add_x_forwarded_for')
    expect(headers).toContain("connect-src 'self';")
  })

  it('gives the JSON operations small bodies and the time of a request; an upload no size limit, as long as it moves, 32 per client', () => {
    const { conf } = render({ ...onOrigin, requestTimeoutMs: 90_000 }, upstreams)
    const count = location(conf, '= /api/v1/public/consignments/count')
    expect(count).toContain('client_max_body_size 1m;')
    expect(count).toContain('proxy_read_timeout 120s;')
    const upload = location(conf, '= /files/upload')!
    for (const line of [
      'client_max_body_size 0;',
      'proxy_request_buffering off;',
      'client_body_timeout 60s;',
      'limit_conn per_client 32;',
    ])
      expect(upload).toContain(line)
    expect(conf).toContain('worker_connections 4096;')
    expect(conf).toContain('limit_conn_zone $binary_remote_addr zone=per_client:10m;')
  })

  it("checks an https service's certificate and sends its name; an operator's CA file, or no check when told what it costs", () => {
    const ca = join(mkdtempSync(join(tmpdir(), 'consign-ca-')), 'private-ca.pem')
    writeFileSync(ca, '')
    const me = location(render(onOrigin, upstreams, { ca }).conf, '= /api/v1/public/me')!
    for (const line of [
      'proxy_ssl_verify on;',
      `proxy_ssl_trusted_certificate "${ca}";`,
      'proxy_ssl_server_name on;',
      'proxy_ssl_name service.internal;',
    ])
      expect(me).toContain(line)
    // The plain-http storage gets no TLS directive.
    expect(location(render(onOrigin, upstreams, { ca }).conf, '= /files/upload')).not.toContain('proxy_ssl')
    expect(() => render(onOrigin, upstreams, { ca: '/nowhere/ca.pem' })).toThrow(
      'no file of trusted CAs at /nowhere/ca.pem to check https://service.internal:8443 with: give one with --upstream-ca',
    )
    const insecure = location(render(onOrigin, upstreams, { insecure: true }).conf, '= /api/v1/public/me')!
    expect(insecure).toContain('proxy_ssl_verify off;')
    expect(insecure).toContain('whoever answers between nginx and')
  })

  it('refuses a path or an address it cannot write safely, naming the field', () => {
    const refusals: Array<[object, Upstreams, string]> = [
      [
        { apiBaseUrl: '/api x; return 200 hi; #', storageUrl: '/files' },
        upstreams,
        `config.json's apiBaseUrl is "/api x; return 200 hi; #": a path of the app's origin may hold only`,
      ],
      [{ ...onOrigin, storageUrl: '/files/../api' }, upstreams, `config.json's storageUrl is "/files/../api"`],
      [{ ...onOrigin, apiBaseUrl: '/' }, upstreams, `config.json's apiBaseUrl is "/": the service needs a path of its own`],
      [
        onOrigin,
        { ...upstreams, api: 'ftp://service.internal/v1' },
        '--api-upstream "ftp://service.internal/v1": it must be http: or https:',
      ],
      [
        onOrigin,
        { ...upstreams, storage: 'http://storage.internal/x;y' },
        '--storage-upstream "http://storage.internal/x;y": its host and path',
      ],
      [onOrigin, { ...upstreams, storage: 'http://user:pw@storage.internal/' }, 'it may not hold a user or password'],
      [
        { apiBaseUrl: 'https://a"b;c.example/v1', storageUrl: '/files' },
        upstreams,
        `config.json's apiBaseUrl "https://a\\"b;c.example/v1": its host and path`,
      ],
      [
        { ...onOrigin, apiBaseUrl: 'javascript:alert(1)' },
        upstreams,
        `config.json's apiBaseUrl "javascript:alert(1)": it must be http: or https:`,
      ],
    ]
    for (const [config, given, message] of refusals) expect(() => render(config, given)).toThrow(message)
  })

  it('refuses a path with no address for it, naming the flag that gives one', () => {
    expect(() => render({ apiBaseUrl: '/api/v1/public', storageUrl: 'https://files.example.org/storage' })).toThrow(
      /names the api service by the path \/api\/v1\/public: give its address with --api-upstream/,
    )
  })

  it("serves download links on the app's origin only when told, each an attachment of no runnable type in a sandbox", () => {
    expect(location(render(onOrigin, upstreams).conf, '^~ /downloads/')).toBeUndefined()
    const { conf } = render(onOrigin, { ...upstreams, downloadPath: '/downloads/', download: 'http://storage.internal/files' })
    const downloads = location(conf, '^~ /downloads/')!
    for (const line of [
      'limit_except GET { deny all; }',
      'proxy_pass http://storage.internal/files/;',
      'proxy_hide_header Set-Cookie;',
      `add_header Content-Security-Policy "sandbox; default-src 'none'" always;`,
      'add_header Content-Disposition "attachment" always;',
      'add_header Content-Type "application/octet-stream" always;',
      'add_header X-Content-Type-Options "nosniff" always;',
    ])
      expect(downloads).toContain(line)
    expect(() => render(onOrigin, { ...upstreams, downloadPath: '/downloads' })).toThrow(
      '--download-path and --download-upstream go together',
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
