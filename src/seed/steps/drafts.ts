import type { SeedContext } from '../context'
import { days, ensure } from '../context'
import { richText } from '../lexical'

/** When the demo's scheduled promotion goes live: three days from now, at midnight in Jakarta. */
export const scheduledPromotionDays = 3

/**
 * What shows the drafting feature (docs/back-office.md, "Drafts"): a campaign being prepared (a draft no
 * shopper sees) and one that goes live by itself at a set time (a draft with a scheduled publish in Payload's
 * jobs queue, listed on the dashboard).
 */
export async function seedDrafts(ctx: SeedContext, banner: number, products: number[]): Promise<void> {
  const { payload, now } = ctx
  const common = (title: string, startDays: number) => ({
    title,
    summary: `${title}: disiapkan oleh tim pemasaran, belum terlihat oleh pengunjung.`,
    category: 'Furnitur',
    banner,
    start_at: days(now, startDays, 0),
    end_at: days(now, startDays + 14, 23),
    terms: richText(['Syarat dan ketentuan menyusul setelah disetujui.']),
    products: products.slice(0, 6),
  })
  await ensure(
    ctx,
    'promotions',
    { slug: { equals: 'gajian-desember' } },
    () => ({
      ...common('Promo Gajian Desember (draf)', 10),
      slug: 'gajian-desember',
    }),
    { draft: true },
  )
  const scheduled = await ensure(
    ctx,
    'promotions',
    { slug: { equals: 'akhir-tahun-hemat' } },
    () => ({
      ...common('Akhir Tahun Hemat', scheduledPromotionDays),
      slug: 'akhir-tahun-hemat',
    }),
    { draft: true },
  )
  const { docs: queued } = await payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: 'schedulePublish' } },
    limit: 100,
    depth: 0,
    overrideAccess: true,
  })
  const doc = (job: (typeof queued)[number]) => (job.input as { doc?: { value?: unknown } } | null)?.doc
  if (queued.some((job) => String(doc(job)?.value) === String(scheduled))) return
  await payload.jobs.queue({
    task: 'schedulePublish',
    input: { type: 'publish', doc: { relationTo: 'promotions', value: scheduled } },
    waitUntil: new Date(days(now, scheduledPromotionDays, 0)),
  })
}
