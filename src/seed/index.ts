import type { Payload } from 'payload'

import { type SeedContext } from './context'
import { createMediaLibrary } from './media'
import { createRandom } from './random'
import { catalogPictures, seedCatalog } from './steps/catalog'
import { contentPictures, seedContent } from './steps/content'
import { seedOperations } from './steps/operations'
import { seedSettings, settingsPictures } from './steps/settings'
import { seedStock } from './steps/stock'
import { seedStoresAndEvents, storesAndEventsPictures } from './steps/stores-events'

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
  // Every drawn picture starts uploading now, a few at a time (most of the seed's work, off the main thread),
  // while the steps write their rows; each step awaits its own pictures where it needs them.
  const settingsImages = settingsPictures(ctx.media)
  const catalogImages = catalogPictures(ctx.media)
  const contentImages = contentPictures(ctx.media)
  const storeImages = storesAndEventsPictures(ctx.media)
  await seedSettings(ctx, settingsImages)
  const catalog = await seedCatalog(ctx, catalogImages)
  const { serviceIds } = await seedContent(ctx, catalog, contentImages)
  const { storeIds } = await seedStoresAndEvents(ctx, serviceIds, storeImages)
  await seedOperations(ctx, catalog.productIds, storeIds)
  await seedStock(ctx)
  log(`demo content ready in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}
