import type { DrawingName } from '../art/furniture'
import { productSvg, roomLayouts, roomSvg } from '../art/scenes'
import { type SeedContext, ensure } from '../context'
import type { MediaLibrary } from '../media'
import { colours, departments, roomCategories, seriesNames, styles } from '../data/catalog'
import { productBrands } from '../data/content'
import { importMissing } from '../import'
import { slugify } from '../../lib/slug'
import { type ProductRow, upsertProductRows } from '@/server/integration/products'

const PRODUCTS_PER_CATEGORY = 26
const IMAGE_VARIANTS = 3

/** Rounds to a shop-like price ending in 9.000 (Rp 2.499.000). */
const shopPrice = (value: number) => Math.max(49_000, Math.round(value / 10_000) * 10_000 - 1_000)

export type CatalogIds = {
  roomIds: Record<string, number>
  productIds: number[]
  productsByRoom: Record<string, number[]>
  productsByDrawing: Partial<Record<DrawingName, number[]>>
}

/** Starts uploading the catalogue's pictures (a few at a time, media.ts); seedCatalog takes them in order. */
export function catalogPictures(media: MediaLibrary) {
  const roomImages = media.images(
    roomCategories.map((room, i) => [
      `room-category-${room.key}`,
      room.name,
      () => roomSvg(1600, 900, roomLayouts[room.layout]!, i),
    ]),
  )
  const departmentImages = media.images(
    departments.map((department, d) => [
      `department-${slugify(department.name)}`,
      department.name,
      () => productSvg(department.leaves[0]!.drawing, d),
    ]),
  )
  const leafImages = departments.map((department, d) =>
    department.leaves.map((leaf, l) =>
      media.images(
        Array.from({ length: IMAGE_VARIANTS }, (_, v) => [
          `product-${slugify(leaf.name)}-${v + 1}`,
          `${leaf.name} — varian ${v + 1}`,
          () => productSvg(leaf.drawing, d * 3 + l + v * 2),
        ]),
      ),
    ),
  )
  return { roomImages, departmentImages, leafImages }
}

export async function seedCatalog(
  ctx: SeedContext,
  pictures: ReturnType<typeof catalogPictures>,
): Promise<CatalogIds> {
  const { random } = ctx
  const { roomImages, departmentImages, leafImages } = pictures
  const roomIds: Record<string, number> = {}
  for (const [i, room] of roomCategories.entries()) {
    roomIds[room.key] = await ensure(ctx, 'room-categories', { slug: { equals: room.key } }, async () => ({
      name: room.name,
      slug: room.key,
      description: room.description,
      sort: i,
      image: (await roomImages)[i]!,
    }))
  }

  for (const [i, name] of productBrands.entries())
    await ensure(ctx, 'brands', { code: { equals: slugify(name).toUpperCase() } }, () => ({
      code: slugify(name).toUpperCase(),
      name,
      type: 'product',
      sort: i,
    }))

  const productIds: number[] = []
  const productsByRoom: Record<string, number[]> = {}
  const productsByDrawing: Partial<Record<DrawingName, number[]>> = {}
  let sequence = 0
  for (const [d, department] of departments.entries()) {
    const parent = await ensure(
      ctx,
      'categories',
      { slug: { equals: slugify(department.name) } },
      async () => ({
        name: department.name,
        // The ERP's category codes, as product imports name them.
        code: `RL-${String(d + 1).padStart(2, '0')}`,
        description: department.description,
        sort: d,
        slug: slugify(department.name),
        image: (await departmentImages)[d]!,
      }),
    )
    for (const [l, leaf] of department.leaves.entries()) {
      const images = await leafImages[d]![l]!
      const categoryCode = `RL-${String(d + 1).padStart(2, '0')}${String(l + 1).padStart(2, '0')}`
      await ensure(ctx, 'categories', { slug: { equals: slugify(leaf.name) } }, () => ({
        name: leaf.name,
        code: categoryCode,
        parent,
        sort: l,
        slug: slugify(leaf.name),
        image: images[0],
      }))
      // The catalogue's ERP fields go through the import (as the retailer's ERP sends them); what staff add
      // in /admin (pictures, room, style, marketplace link, …) is set on the products the import created.
      const rows: ProductRow[] = []
      const extras = new Map<string, Record<string, unknown>>()
      for (let n = 0; n < PRODUCTS_PER_CATEGORY; n++) {
        sequence++
        const series = seriesNames[(n + l * 5 + d * 3) % seriesNames.length]!
        const noun = leaf.nouns[n % leaf.nouns.length]!
        const material = leaf.materials[(n + d) % leaf.materials.length]!
        const colour = colours[(n * 7 + l) % colours.length]!
        const sku = `RL-${String(d + 1).padStart(2, '0')}${String(l + 1).padStart(2, '0')}-${String(n + 1).padStart(3, '0')}`
        const [low, high] = leaf.price
        const price = shopPrice(low + ((high - low) * ((n * 37) % 100)) / 100)
        const onSale = n % 3 === 0
        const name = `${noun} ${series} ${material}`
        const brand = productBrands[(n + l) % productBrands.length]!
        rows.push({
          sku,
          name,
          category_code: categoryCode,
          brand_code: slugify(brand).toUpperCase(),
          price,
          sale_price: onSale ? shopPrice(price * (0.6 + random.next() * 0.25)) : null,
          description: `${noun} ${series} dari ${material.toLowerCase()} berwarna ${colour.toLowerCase()}. Dirancang untuk iklim tropis, mudah dirawat, dan nyaman dipakai setiap hari.`,
          dimensions: leaf.dimensions[n % leaf.dimensions.length],
          // A few products are switched off, as a real catalogue has.
          enabled: sequence % 97 !== 0,
        })
        extras.set(sku, {
          images: [images[n % IMAGE_VARIANTS]!, images[(n + 1) % IMAGE_VARIANTS]!],
          room: roomIds[leaf.room],
          style: styles[(n + d) % styles.length],
          color: colour,
          material,
          tags: leaf.tags,
          marketplace_url: `https://www.tokopedia.com/rumahloka/${slugify(`${name} ${sku}`)}`,
          warranty_months: leaf.warrantyMonths,
          sold_count: random.int(0, 1800),
          is_new: n >= PRODUCTS_PER_CATEGORY - 4,
          is_informab2b: n === PRODUCTS_PER_CATEGORY - 1,
        })
      }
      const { ids, created } = await importMissing(ctx, 'products', 'sku', rows, (batch) =>
        upsertProductRows(ctx.payload, batch, []),
      )
      for (const row of rows) {
        const id = ids.get(row.sku)!
        if (created.has(row.sku))
          await ctx.payload.update({
            collection: 'products',
            id,
            data: extras.get(row.sku)!,
            overrideAccess: true,
            depth: 0,
            context: { skipRevalidate: true },
          })
        productIds.push(id)
        ;(productsByRoom[leaf.room] ??= []).push(id)
        if (row.enabled) (productsByDrawing[leaf.drawing] ??= []).push(id)
      }
    }
    ctx.log(`catalogue: ${department.name} done (${productIds.length} products)`)
  }
  return { roomIds, productIds, productsByRoom, productsByDrawing }
}
