import type { Payload } from 'payload'

import { type SeedContext } from './context'
import { createMediaLibrary } from './media'
import { createRandom } from './random'
import { seedCatalog } from './steps/catalog'
import { seedContent } from './steps/content'
import { seedOperations } from './steps/operations'
import { seedSettings } from './steps/settings'
import { seedStoresAndEvents } from './steps/stores-events'

/** True when the database holds no demo or staff content yet. */
export async function isDatabaseEmpty(payload: Payload): Promise<boolean> {
  const [products, banners] = await Promise.all([
    payload.count({ collection: 'products', overrideAccess: true }),
    payload.count({ collection: 'banners', overrideAccess: true }),
  ])
  return products.totalDocs === 0 && banners.totalDocs === 0
}

/** Fills every collection with the Rumah Loka demo content. Safe to run again: nothing is duplicated. */
export async function seedDemoContent(
  payload: Payload,
  log: (message: string) => void = console.log,
): Promise<void> {
  const ctx: SeedContext = {
    payload,
    media: createMediaLibrary(payload),
    random: createRandom(),
    now: new Date(),
    log,
  }
  const started = Date.now()
  await seedSettings(ctx)
  const catalog = await seedCatalog(ctx)
  const { serviceIds } = await seedContent(ctx, catalog)
  const { storeIds } = await seedStoresAndEvents(ctx, serviceIds)
  await seedOperations(ctx, catalog.productIds, storeIds)
  log(`demo content ready in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}
