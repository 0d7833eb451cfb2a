import type { Access, CollectionConfig } from 'payload'
import { describe, expect, it } from 'vitest'

// The config first: collections reach services that import it, so it must start the import cycle.
import '../../src/payload.config'
import { collections, draftedCollections } from '../../src/collections'

/**
 * Every collection states access for every operation it has: Payload's default for a missing rule is "any
 * signed-in user", which let editors read warranty registrants through the versions API. And a version holds
 * the same data as its document, so no one may read versions who cannot read the collection.
 */

type Principal = { label: string; user: { id: number; role: string; collection: string } | null }
const principals: Principal[] = [
  { label: 'anonymous', user: null },
  ...['editor', 'publisher', 'privacy', 'admin'].map((role) => ({
    label: role,
    user: { id: 1, role, collection: 'users' },
  })),
]

/** false < a where query (some documents) < true (all of them). */
async function breadth(rule: Access, user: Principal['user']): Promise<number> {
  const result = await rule({
    req: { user, payload: { config: { admin: { user: 'users' } } } },
  } as unknown as Parameters<Access>[0])
  if (result === true) return 2
  if (!result) return 0
  return 1
}

const operationsOf = (collection: CollectionConfig) => [
  'read',
  'create',
  'update',
  'delete',
  ...(collection.versions ? ['readVersions'] : []),
  ...(collection.auth ? ['unlock'] : []),
]

describe('collection access', () => {
  it('every collection states a rule for every operation it has', () => {
    const missing = collections.flatMap((collection) =>
      operationsOf(collection)
        .filter((operation) => typeof collection.access?.[operation as 'read'] !== 'function')
        .map((operation) => `${collection.slug}.${operation}`),
    )
    expect(missing).toEqual([])
  })

  it('no one reads versions (or unlocks accounts) beyond what they may read', async () => {
    const wider: string[] = []
    for (const collection of collections) {
      const access = collection.access ?? {}
      for (const operation of ['readVersions', 'unlock'] as const) {
        const rule = access[operation]
        if (!rule || !access.read) continue
        for (const { label, user } of principals) {
          if ((await breadth(rule, user)) > (await breadth(access.read, user)))
            wider.push(`${collection.slug}.${operation} for ${label}`)
        }
      }
    }
    expect(wider).toEqual([])
  })

  it('versioned personal data is for the personal-data officer and administrators only', async () => {
    const versioned = collections.filter((c) => c.versions && c.access?.readVersions)
    expect(versioned.map((c) => c.slug)).toContain('warranty-registrations')
    const registrations = versioned.find((c) => c.slug === 'warranty-registrations')!
    const allowed = []
    for (const { label, user } of principals)
      if (await breadth(registrations.access!.readVersions!, user)) allowed.push(label)
    expect(allowed).toEqual(['privacy', 'admin'])
  })

  it('only administrators unlock staff accounts', async () => {
    const users = collections.find((c) => c.slug === 'users')!
    const allowed = []
    for (const { label, user } of principals)
      if (await breadth(users.access!.unlock!, user)) allowed.push(label)
    expect(allowed).toEqual(['admin'])
  })

  // Issue 39: a principal that is not a staff account (a Payload API-key user, a future auth collection, an
  // account whose role was never set) passes no staff check, whatever role it claims.
  it('gives a signed-in principal that is not a staff account no more than an anonymous visitor', async () => {
    const strangers = [
      { id: 1, role: 'admin', collection: 'integrations' },
      { id: 1, role: 'admin', collection: 'api-users' },
      { id: 1, role: null, collection: 'users' },
      { id: 1, role: 'owner', collection: 'users' },
    ]
    const wider: string[] = []
    for (const collection of collections)
      for (const operation of operationsOf(collection)) {
        const rule = collection.access?.[operation as 'read']
        if (!rule) continue
        const anonymous = await breadth(rule, null)
        for (const stranger of strangers)
          if ((await breadth(rule, stranger as Principal['user'])) > anonymous)
            wider.push(`${collection.slug}.${operation} for ${stranger.collection}/${stranger.role}`)
      }
    expect(wider).toEqual([])
  })
})

// Issue 55: content shoppers read is drafted by editors and published by publishers and administrators.
describe('drafted collections', () => {
  const drafted = collections.filter((c) => Object.keys(draftedCollections).includes(c.slug))
  const user = (role: string) => ({ id: 1, role, collection: 'users' })
  const rule = async (access: Access | undefined, who: Principal['user'], data?: Record<string, unknown>) =>
    access?.({
      req: { user: who, payload: { config: { admin: { user: 'users' } } } },
      data,
    } as unknown as Parameters<Access>[0])

  it('are every collection of the issue, each with drafts and scheduled publishing', () => {
    expect(drafted.map((c) => c.slug).sort()).toEqual(Object.keys(draftedCollections).sort())
    expect(drafted.length).toBe(15)
    for (const c of drafted) expect(c.versions).toMatchObject({ drafts: { schedulePublish: true } })
  })

  it('show visitors published documents only, and their versions to staff only', async () => {
    const wrong: string[] = []
    for (const c of drafted) {
      const read = JSON.stringify(await rule(c.access?.read, null))
      if (!read.includes('"_status":{"equals":"published"}')) wrong.push(`${c.slug}.read: ${read}`)
      if ((await rule(c.access?.readVersions, null)) !== false) wrong.push(`${c.slug}.readVersions`)
      if ((await rule(c.access?.read, user('editor'))) !== true) wrong.push(`${c.slug}.read for staff`)
    }
    expect(wrong).toEqual([])
  })

  it('let editors save drafts, and only publishers and administrators publish or delete what is live', async () => {
    const table: Record<string, string[]> = {}
    for (const role of ['editor', 'privacy', 'publisher', 'admin']) {
      const rights: string[] = []
      for (const c of drafted) {
        const a = c.access!
        const may = async (name: string, access: Access | undefined, data?: Record<string, unknown>) => {
          const result = await rule(access, user(role), data)
          if (result === true) rights.push(`${c.slug}.${name}`)
          else if (result) rights.push(`${c.slug}.${name}:${JSON.stringify(result)}`)
        }
        await may('draft', a.update, { _status: 'draft' })
        await may('publish', a.update, { _status: 'published' })
        await may('create-published', a.create, { _status: 'published' })
        await may('delete', a.delete)
      }
      table[role] = [...new Set(rights.map((r) => r.replace(/^[^.]+\./, '')))]
    }
    expect(table).toEqual({
      editor: ['draft', 'delete:{"_status":{"not_equals":"published"}}'],
      privacy: ['draft', 'delete:{"_status":{"not_equals":"published"}}'],
      publisher: ['draft', 'publish', 'create-published', 'delete'],
      admin: ['draft', 'publish', 'create-published', 'delete'],
    })
    expect(await rule(drafted[0]!.access!.update, null, { _status: 'draft' })).toBe(false)
  })
})
