import { beforeEach, describe, expect, it, vi } from 'vitest'

// The signed-in person of the request, as Payload's auth would find them from its session cookie.
let signedIn: { id: number; role: string; collection: string } | null = null
vi.mock('next/headers', () => ({ headers: async () => new Headers() }))
vi.mock('@/server/payload', () => ({
  getPayloadClient: async () => ({ auth: async () => ({ user: signedIn }) }),
}))

const { serverFunctionRefusal } = await import('@/server/staff/publish-rights')

describe("the back-office's scheduling server functions (src/server/staff/publish-rights.ts)", () => {
  beforeEach(() => {
    signedIn = null
  })

  it('are refused to editors and the personal-data officer, with the reason', async () => {
    for (const role of ['editor', 'privacy']) {
      signedIn = { id: 7, role, collection: 'users' }
      for (const name of ['schedule-publish', 'get-upcoming-scheduled-publish'])
        expect(await serverFunctionRefusal(name)).toMatch(/publisher/)
    }
    signedIn = null
    expect(await serverFunctionRefusal('schedule-publish')).toMatch(/publisher/)
  })

  it('are open to publishers and administrators', async () => {
    for (const role of ['publisher', 'admin']) {
      signedIn = { id: 7, role, collection: 'users' }
      expect(await serverFunctionRefusal('schedule-publish')).toBeNull()
    }
  })

  it("leave every other server function to Payload's own checks", async () => {
    signedIn = { id: 7, role: 'editor', collection: 'users' }
    expect(await serverFunctionRefusal('form-state')).toBeNull()
    expect(await serverFunctionRefusal('render-document')).toBeNull()
  })
})
