import { seedDrafts } from './drafts'
import { PDFDocument } from 'pdf-lib'
import sharp from 'sharp'

import type { DrawingName } from '../art/furniture'
import { drawings } from '../art/furniture'
import { bannerSvg, brandMarkSvg, cataloguePageSvg, roomLayouts, roomSvg, saleBadgeSvg } from '../art/scenes'
import { type SeedContext, days, ensure } from '../context'
import type { MediaLibrary } from '../media'
import { roomCategories } from '../data/catalog'
import {
  articleBody,
  articles,
  csrStories,
  faqs,
  groupBrands,
  heroBanners,
  looks,
  promoTerms,
  promotions,
  roomTitles,
  services,
} from '../data/content'
import { richText } from '../lexical'
import type { CatalogIds } from './catalog'
import { slugify } from '../../lib/slug'

const drawingNames = Object.keys(drawings) as DrawingName[]

/** The rooms of inspiration, each with its category and drawn layout. */
const roomScenes = roomCategories.flatMap((room) =>
  (roomTitles[room.key] ?? []).map((title) => ({ room, title, layout: roomLayouts[room.layout]! })),
)

/** Starts uploading the content's pictures (a few at a time, media.ts); seedContent takes them in order. */
export function contentPictures(media: MediaLibrary) {
  const brandIcons = media.images(
    groupBrands.map((brand, i) => [
      `brand-${slugify(brand.code)}`,
      `Logo ${brand.name}`,
      () => brandMarkSvg(i),
    ]),
  )
  const heroImages = heroBanners.map((hero, i) =>
    media.images([
      [`banner-hero-${i + 1}`, hero.title, () => bannerSvg(1920, 720, hero.layout, i + 1)],
      [`banner-hero-${i + 1}-mobile`, hero.title, () => bannerSvg(800, 1000, hero.layout, i + 1)],
    ]),
  )
  const bannerImages = media.images([
    ['banner-secondary-float', 'Flash Sale Akhir Pekan', saleBadgeSvg],
    [
      'banner-popup',
      'Diskon 10% untuk pembelian pertama di aplikasi',
      () => bannerSvg(900, 900, 'bedroom', 4),
    ],
  ])
  const serviceImages = media.images(
    services.map((service, i) => [
      `service-${slugify(service.title)}`,
      service.title,
      () => roomSvg(1600, 900, Object.values(roomLayouts)[i % 8]!, i + 2),
    ]),
  )
  const promoBanners = media.images(
    promotions.map((promo, i) => [
      `promo-${promo.slug}`,
      promo.title,
      () => bannerSvg(1600, 800, promo.layout, i),
    ]),
  )
  const cataloguePages = promotions.slice(0, 4).map((promo, i) =>
    media.images(
      Array.from({ length: 4 }, (_, p) => {
        const names = Array.from(
          { length: 4 },
          (_, k) => drawingNames[(i * 5 + p * 4 + k) % drawingNames.length]!,
        )
        return [
          `catalogue-${promo.slug}-page-${p + 1}`,
          `${catalogueTitle(promo)} halaman ${p + 1}`,
          () => cataloguePageSvg(names, i + p),
        ]
      }),
    ),
  )
  const articleCovers = media.images(
    articles.map((article, i) => [
      `article-${i + 1}`,
      article.title,
      () =>
        roomSvg(1600, 900, roomLayouts[roomCategories.find((r) => r.key === article.room)!.layout]!, i + 3),
    ]),
  )
  const roomImages = roomScenes.map(({ title, layout }, k) =>
    media.images([
      [`room-${slugify(title)}`, title, () => roomSvg(1600, 900, layout, k + 1)],
      [`room-${slugify(title)}-look-1`, `${title}, tampilan utama`, () => roomSvg(1600, 900, layout, k + 2)],
      [
        `room-${slugify(title)}-look-2`,
        `${title}, detail dekorasi`,
        () => roomSvg(1600, 900, [...layout].reverse(), k + 3),
      ],
    ]),
  )
  const lookImages = media.images(
    looks.map((look, i) => [
      `look-${slugify(look.title)}`,
      look.title,
      () => roomSvg(1600, 900, roomLayouts[look.layout]!, i + 4),
    ]),
  )
  const csrGalleries = csrStories.map((story, i) =>
    media.images(
      Array.from({ length: 3 }, (_, g) => [
        `csr-${i + 1}-${g + 1}`,
        `${story.title}, foto ${g + 1}`,
        () => roomSvg(1200, 800, Object.values(roomLayouts)[(i + g) % 8]!, i + g),
      ]),
    ),
  )

  return {
    brandIcons,
    heroImages,
    bannerImages,
    serviceImages,
    promoBanners,
    cataloguePages,
    articleCovers,
    roomImages,
    lookImages,
    csrGalleries,
  }
}

export async function seedContent(
  ctx: SeedContext,
  catalog: CatalogIds,
  pictures: ReturnType<typeof contentPictures>,
): Promise<{ serviceIds: number[] }> {
  const { media, now, random } = ctx
  /** The products a drawn scene shows: for each placed piece, a product of its own category. */
  const productsOfScene = (pieces: { name: DrawingName }[], offset: number) =>
    pieces.map((piece, k) => {
      const pool = catalog.productsByDrawing[piece.name] ?? catalog.productIds
      return pool[(offset * 5 + k * 3) % pool.length]!
    })
  const pickProducts = (room: string, count: number, offset = 0) => {
    const pool = catalog.productsByRoom[room] ?? catalog.productIds
    return Array.from({ length: count }, (_, i) => pool[(offset * 7 + i * 5) % pool.length]!)
  }

  for (const [i, brand] of groupBrands.entries()) {
    await ensure(ctx, 'brands', { code: { equals: brand.code } }, async () => ({
      code: brand.code,
      name: brand.name,
      type: 'store',
      url_link: brand.url,
      sort: i,
      img_icon: (await pictures.brandIcons)[i]!,
    }))
  }

  for (const [i, hero] of heroBanners.entries()) {
    await ensure(ctx, 'banners', { title: { equals: hero.title } }, async () => ({
      title: hero.title,
      section_name: 'hero',
      url_link: hero.link,
      sort: i,
      img_main: (await pictures.heroImages[i]!)[0]!,
      img_mobile: (await pictures.heroImages[i]!)[1]!,
    }))
  }
  await ensure(ctx, 'banners', { section_name: { equals: 'secondary-float' } }, async () => ({
    title: 'Flash Sale Akhir Pekan',
    section_name: 'secondary-float',
    url_link: '/home-promotion/harbolnas-12-12',
    img_main: (await pictures.bannerImages)[0]!,
  }))
  await ensure(ctx, 'banners', { section_name: { equals: 'popup' } }, async () => ({
    title: 'Diskon 10% untuk Pembelian Pertama di Aplikasi',
    section_name: 'popup',
    url_link: '/membership',
    img_main: (await pictures.bannerImages)[1]!,
    start_at: days(now, -7),
    end_at: days(now, 60),
  }))

  const serviceIds: number[] = []
  for (const [i, service] of services.entries()) {
    serviceIds.push(
      await ensure(ctx, 'services', { slug: { equals: slugify(service.title) } }, async () => ({
        title: service.title,
        slug: slugify(service.title),
        summary: service.summary,
        fee_note: service.fee,
        sort: i,
        image: (await pictures.serviceImages)[i]!,
        content: richText([
          service.summary,
          'Layanan ini tersedia di semua toko Rumah Loka. Tanyakan detailnya kepada staf kami atau hubungi layanan pelanggan.',
        ]),
        steps: service.steps.map(([title, description]) => ({ title: title!, description })),
      })),
    )
  }

  const promotionIds: Record<string, number> = {}
  for (const [i, promo] of promotions.entries()) {
    promotionIds[promo.slug] = await ensure(
      ctx,
      'promotions',
      { slug: { equals: promo.slug } },
      async () => ({
        title: promo.title,
        slug: promo.slug,
        summary: promo.summary,
        category: promo.category,
        sort: i,
        banner: (await pictures.promoBanners)[i]!,
        start_at: days(now, promo.startDays, 0),
        end_at: days(now, promo.endDays, 23),
        terms: richText(promoTerms),
        products: pickProducts(roomCategories[i % roomCategories.length]!.key, 12, i),
      }),
    )
  }

  await seedDrafts(ctx, (await pictures.promoBanners)[0]!, pickProducts(roomCategories[0]!.key, 6, 0))

  for (const [i, promo] of promotions.slice(0, 4).entries()) {
    const title = catalogueTitle(promo)
    const pages = await pictures.cataloguePages[i]!
    await ensure(ctx, 'ecatalogues', { slug: { equals: slugify(title) } }, async () => ({
      title,
      slug: slugify(title),
      promotion: promotionIds[promo.slug],
      cover: pages[0]!,
      pages,
      start_at: days(now, promo.startDays, 0),
      end_at: days(now, promo.endDays, 23),
      file: await media.pdf(`catalogue-${promo.slug}`, title, () => cataloguePdf(i)),
    }))
  }

  await ensure(ctx, 'flash-sales', { type: { equals: 'homepage' } }, async () => {
    const ids = catalog.productIds.filter((_, i) => i % 53 === 7).slice(0, 8)
    const { docs } = await ctx.payload.find({
      collection: 'products',
      where: { id: { in: ids } },
      limit: ids.length,
      depth: 0,
      overrideAccess: true,
    })
    return {
      title: 'Flash Sale Hari Ini',
      type: 'homepage',
      start_at: days(now, -1, 10),
      end_at: days(now, 30, 22),
      // Half price, rounded down to a shop-like 9.000 ending.
      items: docs.map((p) => ({
        product: p.id,
        flash_price: Math.floor(p.price / 20_000) * 10_000 - 1_000,
        stock: random.int(3, 25),
      })),
    }
  })

  for (const [i, article] of articles.entries()) {
    await ensure(ctx, 'articles', { slug: { equals: slugify(article.title) } }, async () => ({
      title: article.title,
      slug: slugify(article.title),
      tags: article.tags,
      excerpt: articleBody(article.title)[0]!,
      author: ['Tim Desain Rumah Loka', 'Dewi Anggraini', 'Raka Pratama'][i % 3],
      cover: (await pictures.articleCovers)[i]!,
      content: richText(articleBody(article.title)),
      published_at: days(now, -(i * 9 + 2), 9),
      room_category: catalog.roomIds[article.room],
      products: pickProducts(article.room, 6, i),
    }))
  }

  for (const [k, { room, title, layout }] of roomScenes.entries()) {
    const r = k + 1
    const [cover, mainLook, detailLook] = await pictures.roomImages[k]!
    await ensure(ctx, 'rooms', { slug: { equals: slugify(title) } }, () => ({
      title,
      slug: slugify(title),
      room_category: catalog.roomIds[room.key]!,
      summary: `${room.description} Lihat produk yang kami pakai untuk menata ${room.name.toLowerCase()} ini.`,
      sort: r,
      cover: cover!,
      looks: [
        {
          title: 'Tampilan utama',
          image: mainLook!,
          products: [...new Set([...productsOfScene(layout, r), ...pickProducts(room.key, 2, r)])],
        },
        {
          title: 'Detail dekorasi',
          image: detailLook!,
          products: [...new Set(productsOfScene(layout, r + 7))],
        },
      ],
    }))
  }

  for (const [i, look] of looks.entries()) {
    const layout = roomLayouts[look.layout]!
    const products = productsOfScene(layout, i + 1)
    await ensure(ctx, 'style-galleries', { slug: { equals: slugify(look.title) } }, async () => ({
      title: look.title,
      slug: slugify(look.title),
      style: look.style,
      sort: i,
      description: `Inspirasi gaya ${look.style.toLowerCase()} lengkap dengan produk yang bisa Anda bawa pulang.`,
      image: (await pictures.lookImages)[i]!,
      // Hotspots sit on the placed pieces: centre x and a little above the floor line, in percent.
      hotspots: layout.map((piece, k) => ({
        product: products[k]!,
        x: Math.round((piece.x / 1600) * 100),
        y: Math.max(8, Math.round(((piece.y - 150 * piece.scale) / 900) * 100)),
      })),
    }))
  }

  for (const [i, story] of csrStories.entries()) {
    const gallery = await pictures.csrGalleries[i]!
    await ensure(ctx, 'csr-events', { slug: { equals: slugify(story.title) } }, () => ({
      title: story.title,
      slug: slugify(story.title),
      date: days(now, -story.daysAgo, 10),
      location: story.location,
      summary: `Kegiatan tanggung jawab sosial Rumah Loka di ${story.location} bersama relawan karyawan dan mitra setempat.`,
      cover: gallery[0]!,
      gallery,
      content: richText([
        `Relawan karyawan Rumah Loka berkumpul di ${story.location} untuk program ini.`,
        '## Dampak',
        '- Melibatkan lebih dari 80 relawan karyawan.',
        '- Bekerja sama dengan pemerintah daerah dan komunitas setempat.',
        'Terima kasih kepada pelanggan yang turut berdonasi melalui program poin Loka Member.',
      ]),
    }))
  }

  let sort = 0
  for (const group of faqs) {
    for (const [question, answer] of group.items) {
      sort++
      await ensure(ctx, 'faqs', { question: { equals: question } }, () => ({
        topic: group.topic,
        question,
        answer,
        sort,
      }))
    }
  }
  ctx.log(
    'content: banners, brands, services, promotions, e-catalogues, articles, rooms, looks, CSR and FAQ done',
  )
  return { serviceIds }
}

const catalogueTitle = (promo: { title: string }) => `E-Katalog ${promo.title.split(':')[0]}`

/** A real, downloadable PDF of the catalogue pages. */
async function cataloguePdf(variant: number): Promise<Buffer> {
  const pdf = await PDFDocument.create()
  for (let p = 0; p < 4; p++) {
    const names = Array.from(
      { length: 4 },
      (_, k) => drawingNames[(variant * 5 + p * 4 + k) % drawingNames.length]!,
    )
    const png = await sharp(Buffer.from(cataloguePageSvg(names, variant + p)))
      .png()
      .toBuffer()
    const image = await pdf.embedPng(png)
    const page = pdf.addPage([595, 842])
    page.drawImage(image, { x: 0, y: 0, width: 595, height: 842 })
  }
  return Buffer.from(await pdf.save())
}
