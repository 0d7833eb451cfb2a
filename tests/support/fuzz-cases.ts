/**
 * Malformed requests for the fuzz test (tests/integration/fuzz.test.ts): for every contract call, bodies and
 * queries of the wrong type, size, encoding and nesting, content types that lie, files whose bytes lie, and
 * missing or wrong headers; plus hostile paths. Deterministic (seeded), so a failure can be replayed.
 */
import type { CallSpec } from '../../src/server/contract/call'

export type FuzzCase = {
  label: string
  method: string
  path: string
  headers: Record<string, string>
  body?: BodyInit
  call?: string
}

/** A small seeded generator (mulberry32): the same cases on every run. */
export function random(seed = 14) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Percent-encodes, leaving a lone surrogate as the broken UTF-8 bytes a hostile client would send. */
const encodeLoosely = (value: string) => {
  try {
    return encodeURIComponent(value)
  } catch {
    return '%ed%a0%80' + encodeURIComponent(value.replace(/[\ud800-\udfff]/g, ''))
  }
}

const nested = (depth: number): unknown => (depth === 0 ? 'x' : [nested(depth - 1)])
const deepJson = (depth: number) => '['.repeat(depth) + ']'.repeat(depth)

/** Values that are wrong for almost any field. */
export const hostileValues: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1e309,
  Number.MAX_SAFE_INTEGER,
  3.14,
  '',
  ' ',
  '\u0000',
  '\uFFFF\uD800',
  'x'.repeat(100_000),
  '💥'.repeat(5000),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../../etc/passwd',
  '%00%ff',
  '${7*7}',
  '{{7*7}}',
  'NaN',
  'Infinity',
  '-0',
  '1e400',
  [],
  [1, 2, 3],
  {},
  { $ne: null },
  { __proto__: { polluted: true } },
  { constructor: { prototype: { polluted: true } } },
  nested(50),
  'a@b.c',
  'x@y.c0m',
  'user@münchen.de',
  '"q"@example.com',
  'a..b@example.com',
  'a@-x.com',
  '2026-02-30',
  '9999-99-99',
  'T00:00:00Z',
  Array.from({ length: 2000 }, (_, i) => i),
  'null',
  'undefined',
  'true',
]

/** Field names worth breaking in a body: those the calls declare, and some they do not. */
const fieldNames = [
  'email',
  'name',
  'phone',
  'token',
  'receipt_no',
  'serial_no',
  'registration_no',
  'voucher_code',
  'action',
  'verification_token',
  'code',
  'challenge',
  'event_slug',
  'participants',
  'consent',
  'message',
  'topic',
  'page',
  'page_size',
  'type',
  'slug',
  'decision',
  'reason',
  'client_id',
  'client_secret',
  'path',
  'kelurahan',
  'postal_code',
  'address',
  'birth_date',
  'nik',
  'signature',
  'photos',
  'is_enabled',
  '__proto__',
  'constructor',
]

const pngHeader = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')
/** Files whose names and types lie about their bytes (made once: the 5 MB one is shared). */
const lyingFiles: [string, Blob][] = [
  ['photo.png', new Blob(['this is not an image'], { type: 'image/png' })],
  ['empty.png', new Blob([], { type: 'image/png' })],
  ['header-only.png', new Blob([pngHeader], { type: 'image/png' })],
  ['junk.png', new Blob([Buffer.concat([pngHeader, Buffer.alloc(4000, 7)])], { type: 'image/png' })],
  ['script.jpg', new Blob(['<?php system($_GET[1]); ?>'], { type: 'image/jpeg' })],
  ['../../evil.png', new Blob(['x'], { type: 'image/png' })],
  ['big.png', new Blob([Buffer.alloc(5 * 1024 * 1024 + 1)], { type: 'image/png' })],
  [
    'svg.png',
    new Blob(['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'], { type: 'image/svg+xml' }),
  ],
]

export function casesFor(
  spec: CallSpec,
  goodHeaders: Record<string, string>,
  count: number,
  rnd: () => number,
): FuzzCase[] {
  const cases: FuzzCase[] = []
  const pick = <T>(list: T[]) => list[Math.floor(rnd() * list.length)]!
  const add = (label: string, c: Partial<FuzzCase>) =>
    cases.push({
      label: `${spec.path} ${label}`,
      method: spec.method,
      path: spec.path,
      headers: goodHeaders,
      call: spec.path,
      ...c,
    })
  // Headers: none, wrong key, wrong company, garbage.
  add('no headers', { headers: {} })
  add('wrong key', { headers: { ...goodHeaders, 'x-website-key': 'nope' } })
  add('wrong company', { headers: { ...goodHeaders, 'x-company-code': 'X'.repeat(5000) } })
  add('bearer junk', {
    headers: {
      ...goodHeaders,
      authorization: 'Bearer ' + 'a.'.repeat(2000),
      'x-business-unit': 'HCI',
      'x-site-code': '../x',
    },
  })
  while (cases.length < count) {
    const r = rnd()
    if (spec.method === 'GET') {
      const name = pick([
        'page',
        'page_size',
        'slug',
        'type',
        'is_enabled',
        'status',
        'search',
        'city',
        'lat',
        'lng',
        'config_name',
        'kelurahan',
        'q',
        'tab',
        'url_key',
      ])
      const value = pick(hostileValues)
      const encoded = encodeLoosely(
        typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined'),
      )
      const query =
        r < 0.1
          ? `${name}=%ff%fe`
          : r < 0.2
            ? `${name}=1&${name}=2&${name}[]=3`
            : r < 0.25
              ? `${name}[$gt]=&${name}[__proto__][x]=1`
              : `${name}=${encoded}`
      add(`query ${name}`, { path: `${spec.path}?${query}` })
      continue
    }
    if (spec.bodyType === 'multipart' && r < 0.5) {
      const form = new FormData()
      for (let i = 0; i < 1 + Math.floor(rnd() * 4); i++) {
        const [fileName, blob] = pick(lyingFiles)
        form.append(pick(['photos', 'signature', 'PDP_SIGNATURE', 'file', 'photo']), blob, fileName)
      }
      for (let i = 0; i < Math.floor(rnd() * 4); i++)
        form.append(pick(fieldNames), String(pick(hostileValues)).slice(0, 2000))
      add('multipart lying files', { body: form })
      continue
    }
    if (r < 0.06)
      add('not json', {
        body: pick([
          '{',
          '{"a":',
          'null',
          '"str"',
          '[]',
          '1',
          '\u0000\u0001',
          '<xml/>',
          '{"a":1}{"b":2}',
          '\uFEFF{}',
        ]),
        headers: { ...goodHeaders, 'content-type': 'application/json' },
      })
    else if (r < 0.1)
      add('deep nesting', {
        body: deepJson(pick([100, 1000, 10_000, 100_000])),
        headers: { ...goodHeaders, 'content-type': 'application/json' },
      })
    else if (r < 0.14)
      add('wrong content type', {
        body: JSON.stringify({ email: 'a@example.com' }),
        headers: {
          ...goodHeaders,
          'content-type': pick([
            'text/plain',
            'application/xml',
            'multipart/form-data',
            'application/x-www-form-urlencoded',
            'application/json; charset=utf-7',
            '',
          ]),
        },
      })
    else if (r < 0.16)
      add('over 1 MB', {
        body: JSON.stringify({ email: 'x'.repeat(1024 * 1024 + 10) }),
        headers: { ...goodHeaders, 'content-type': 'application/json' },
      })
    else if (r < 0.2)
      add('latin-1 bytes', {
        body: Buffer.from([
          0x7b, 0x22, 0x6e, 0x61, 0x6d, 0x65, 0x22, 0x3a, 0x22, 0xe9, 0xff, 0xfe, 0x22, 0x7d,
        ]),
        headers: { ...goodHeaders, 'content-type': 'application/json' },
      })
    else {
      const body: Record<string, unknown> = {}
      for (let i = 0; i < 1 + Math.floor(rnd() * 5); i++) body[pick(fieldNames)] = pick(hostileValues)
      add('hostile fields', {
        body: JSON.stringify(body),
        headers: { ...goodHeaders, 'content-type': 'application/json' },
      })
    }
  }
  return cases
}

/** Paths an attacker tries: traversal, encodings, lengths, framework internals, other methods. */
export function hostilePaths(count: number, rnd: () => number): FuzzCase[] {
  const fixed = [
    '/%ff',
    '/%',
    '/%%',
    '/services/%ff',
    '/api/%ff',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/..%2f..%2fetc%2fpasswd',
    '/%00',
    '/index.php',
    '/.env',
    '/.git/config',
    '/admin/../cms-api/users',
    '/cms-api/users',
    '/cms-api/users/me',
    '/cms-api/pdp-agreements',
    '/cms-api/private-uploads',
    '/cms-api/private-uploads/file/x.png',
    '/_next/static/../../package.json',
    '/_next/image?url=http://169.254.169.254/&w=64&q=75',
    '/_next/image?url=/etc/passwd&w=64&q=75',
    '/_next/image?url=%2F%2Fevil.example%2Fx.png&w=64&q=75',
    '/api/openapi.json/..',
    '/' + 'a'.repeat(8000),
    '/kalender-event/detail/' + '%e2%80%ae'.repeat(50),
    '/refund/' + 'x'.repeat(3000),
    '/voucher-claim/%ff',
    '/detail_receipt/..%2f..',
    '/self-service/%E0%A4%A',
    '/inspirations?page=-1',
    '/inspirations?page=1e309',
    '/search?q=%ff',
    '/search?q=' + 'a'.repeat(5000),
    '/store-locations?city=%00',
    '/kalender-event?month=9999-99',
    '/api',
    '/apiwarranty',
    '/apiwarranty/warranty/../../cms-api/users',
    '//evil.example/',
    '/\\evil.example',
  ]
  const cases: FuzzCase[] = fixed.map((path) => ({
    label: `path ${path.slice(0, 60)}`,
    method: 'GET',
    path,
    headers: {},
  }))
  const segments = [
    'faq',
    'services',
    'api',
    'refund',
    'claim',
    'register',
    'inspirations',
    'kalender-event',
    'cms-api',
    'admin',
    '_next',
    'self-service',
    'room-of-inspiration',
  ]
  const junk = [
    '%ff',
    '%c0%af',
    '..',
    '.',
    '%2e%2e',
    '%00',
    '\u202e',
    'ä',
    '%e2%82',
    ';',
    '%3Cscript%3E',
    '*',
    '~',
    '!',
    '$',
    '@',
    '%u0041',
    '%2F',
  ]
  const methods = ['GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']
  while (cases.length < count) {
    const parts = Array.from(
      { length: 1 + Math.floor(rnd() * 4) },
      () =>
        (rnd() < 0.5 ? segments : junk)[Math.floor(rnd() * (rnd() < 0.5 ? segments.length : junk.length))] ??
        'x',
    )
    const method = methods[Math.floor(rnd() * methods.length)]!
    cases.push({
      label: `path ${method} /${parts.join('/')}`,
      method,
      path: `/${parts.join('/')}`,
      headers: {},
      body: method === 'POST' || method === 'PUT' ? '{"a":1}' : undefined,
    })
  }
  return cases
}
