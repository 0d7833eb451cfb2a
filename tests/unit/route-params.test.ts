import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { isCacheableRequest } from '../../scripts/page-cache.mjs'
import { createRouteMatcher, routeParams, routesOfBuild } from '../../scripts/route-params.mjs'
import { contractCalls } from '../../src/server/contract/calls'

const appDir = path.resolve(import.meta.dirname, '../../src/app')
const table = routeParams as Record<string, string[] | null>

/** Every page and route handler under src/app as [route shape, file], route groups left out. */
function appRoutes(): [string, string][] {
  const found: [string, string][] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (/^(page\.tsx|route\.ts)$/.test(entry.name)) {
        const segments = path
          .relative(appDir, dir)
          .split(path.sep)
          .filter((s) => s && !/^\(.*\)$/.test(s))
        found.push([`/${segments.join('/')}`, full])
      }
    }
  }
  walk(appDir)
  // Metadata routes: src/app/robots.ts is /robots.txt, src/app/sitemap.ts /sitemap.xml.
  for (const [file, route] of [
    ['robots.ts', '/robots.txt'],
    ['sitemap.ts', '/sitemap.xml'],
  ] as const)
    if (fs.existsSync(path.join(appDir, file))) found.push([route, path.join(appDir, file)])
  return found
}

/** A path the route serves: each dynamic segment filled in. */
const examplePath = (route: string) =>
  route.replace(/\[\[?\.\.\.[^\]]+\]\]?/g, 'a/b').replace(/\[[^\]]+\]/g, 'x') || '/'

/**
 * The query parameters a page's source reads from its `searchParams`: `params.name` (after `const params =
 * await searchParams`), `(await searchParams).name` and `const { a, b } = await searchParams`.
 */
function readsOf(source: string): string[] | null {
  if (!/searchParams/.test(source)) return []
  const names = new Set<string>()
  for (const m of source.matchAll(/\bparams\.(\w+)/g)) names.add(m[1]!)
  for (const m of source.matchAll(/\(await searchParams\)\.(\w+)/g)) names.add(m[1]!)
  for (const m of source.matchAll(/\{([^{}]*)\}\s*=\s*await searchParams/g))
    for (const part of m[1]!.split(',')) if (part.trim()) names.add(part.split(/[:=]/)[0]!.trim())
  return names.size ? [...names].sort() : null
}

describe('the parameters each route reads (scripts/route-params.mjs)', () => {
  const routes = appRoutes()

  it('lists every route of the app, and no other', () => {
    const missing = routes.map(([route]) => route).filter((route) => !(route in table))
    expect(missing, 'add these routes to scripts/route-params.mjs with the parameters they read').toEqual([])
    const shapes = new Set(routes.map(([route]) => route))
    expect(Object.keys(table).filter((route) => !shapes.has(route))).toEqual([])
  })

  it('keeps no answer of a route listed as never kept', () => {
    for (const [route, reads] of Object.entries(table)) {
      if (reads === null)
        expect(isCacheableRequest({ method: 'GET', url: examplePath(route), headers: {} }), route).toBe(false)
    }
    // Whatever a route's request says, as for the route-prefix lists (tests/unit/routes.test.ts).
    expect(isCacheableRequest({ method: 'GET', url: '/claim?x=1', headers: {} })).toBe(false)
    expect(isCacheableRequest({ method: 'GET', url: '/api/subscribe', headers: {} })).toBe(false)
  })

  it("lists for each contract read exactly its query schema's parameters", () => {
    // The cached contract family is /api/ (page-cache.mjs): its GET calls read their query schema.
    const reads = contractCalls.filter((c) => c.method === 'GET' && c.path.startsWith('/api/'))
    for (const call of reads) {
      const schema = call.query as unknown as { shape: Record<string, unknown> } | undefined
      expect(table[call.path]?.toSorted(), call.path).toEqual(Object.keys(schema?.shape ?? {}).sort())
    }
    const api = Object.entries(table).filter(([route, r]) => route.startsWith('/api') && r !== null)
    expect(api.map(([route]) => route).sort()).toEqual(reads.map((c) => c.path).sort())
  })

  it('lists for each page exactly what its searchParams read', () => {
    for (const [route, file] of routes) {
      if (!table[route] || route.startsWith('/api/')) continue
      const segments = [...route.matchAll(/\[(?:\.\.\.)?(\w+)\]/g)].map((m) => m[1])
      const reads = readsOf(fs.readFileSync(file, 'utf8'))
      expect(reads, `${file}: name the parameters it reads in the table by hand`).not.toBeNull()
      expect(table[route]!.toSorted(), `${route} (${path.relative(appDir, file)})`).toEqual(
        reads!.filter((name) => !segments.includes(name)),
      )
    }
  })

  it('has no client component reading the query while it renders, but the progress bar and worker', () => {
    // useSearchParams renders on the server too: a component using it makes its page read the query.
    const users: string[] = []
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name)
        if (entry.isDirectory()) walk(full)
        else if (/\.tsx?$/.test(entry.name) && /\buseSearchParams\(/.test(fs.readFileSync(full, 'utf8')))
          users.push(path.relative(path.resolve(appDir, '..'), full))
      }
    }
    walk(path.resolve(appDir, '..'))
    // The back-office is never cached; the progress bar compares locations in effects (its markup is one),
    // and OfflineReady tells the service worker of each location from an effect (it renders nothing).
    expect(users.filter((file) => !file.startsWith('components/admin/')).sort()).toEqual([
      'components/layout/OfflineReady.tsx',
      'components/layout/ProgressBar.tsx',
    ])
  })

  it('lists no tracking parameter, which stays out of every key', () => {
    const tracking = Object.values(table)
      .flatMap((reads) => reads ?? [])
      .filter((name) => /^(utm_|mc_)|^(fbclid|gclid|dclid|msclkid|yclid|_ga|_gl|igshid)$/.test(name))
    expect(tracking).toEqual([])
  })
})

describe('matching a path to its route', () => {
  const match = createRouteMatcher()
  it('prefers a static segment to a dynamic one to a catch-all, as Next does', () => {
    expect(match('/')?.route).toBe('/')
    expect(match('/search')?.route).toBe('/search')
    expect(match('/kalender-event/detail')?.route).toBe('/kalender-event/detail')
    expect(match('/kalender-event/detail/demo')?.route).toBe('/kalender-event/detail/[slug]')
    expect(match('/kalender-event/detail/demo/kalender.ics')?.route).toBe(
      '/kalender-event/detail/[slug]/kalender.ics',
    )
    expect(match('/kalender-event/detail/demo/other')?.route).toBe('/[...slug]')
    expect(match('/tentang-kami')?.route).toBe('/[...slug]')
    expect(match('/store-locations/list-maps/')?.route).toBe('/store-locations/list-maps')
    expect(match('/sear%63h')?.route).toBe('/search')
    expect(match('/api/subscribe')).toEqual({ route: '/api/subscribe', params: null })
    expect(match('/admin')).toEqual({ route: '/admin/[[...segments]]', params: null })
  })
  it('gives a route of the build that the table does not list no parameters (never cached)', () => {
    const built = createRouteMatcher(
      routesOfBuild({ '/(site)/new/page': '/new', '/(site)/faq/page': '/faq' }),
    )
    expect(built('/new')).toEqual({ route: '/new', params: null })
    expect(built('/faq')).toEqual({ route: '/faq', params: [] })
    expect(built('/elsewhere')).toBeNull()
    expect(routesOfBuild({ '/_not-found/page': '/_not-found', '/robots.txt/route': '/robots.txt' })).toEqual([
      '/robots.txt',
    ])
  })
})
