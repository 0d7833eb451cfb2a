import { describe, expect, it } from 'vitest'

import { getPayloadClient } from '@/server/payload'
import { confirmSubscription } from '@/server/newsletter/subscribe'

/**
 * A code proves an address, not a row id: SQLite hands a deleted row's id to the next row, so a link opened
 * after its subscriber was erased must not confirm whoever took that id.
 */
describe('newsletter confirmation', () => {
  it('confirms the row only while it holds the address the code was sent to', async () => {
    const payload = await getPayloadClient()
    const doc = await payload.create({
      collection: 'newsletter-subscribers',
      data: { email: `baru.${Date.now()}@contoh.co.id`, status: 'pending' },
      overrideAccess: true,
    })
    await confirmSubscription(String(doc.id), 'terhapus@contoh.co.id')
    const still = await payload.findByID({
      collection: 'newsletter-subscribers',
      id: doc.id,
      overrideAccess: true,
    })
    expect(still.status).toBe('pending')
    await confirmSubscription(String(doc.id), doc.email.toUpperCase())
    const confirmed = await payload.findByID({
      collection: 'newsletter-subscribers',
      id: doc.id,
      overrideAccess: true,
    })
    expect(confirmed.status).toBe('confirmed')
  })
})
