import { PageIntro } from '@/components/content/PageIntro'
import { FaqFilter } from '@/components/content/FaqFilter'
import { FaqItem } from '@/components/content/FaqList'
import { StaticPart } from '@/components/layout/StaticPart'
import { JsonLdOnce } from '@/components/ui/JsonLdOnce'
import { listFaqGroups } from '@/server/content/faqs'
import { faqPageData } from '@/server/seo/structured-data'
import { seoMetadata } from '@/server/seo/metadata'

export const generateMetadata = () => seoMetadata('/faq')

export default async function FaqPage() {
  const groups = await listFaqGroups()
  return (
    <main id="main" className="container pb-8">
      <PageIntro
        title="Pertanyaan Umum"
        intro="Jawaban cepat seputar belanja, pengiriman, garansi, membership dan retur."
        related={{ question: 'Belum menemukan jawabannya?', label: 'Hubungi kami', href: '/contact-us' }}
      />
      {/* The entries are printed once, as static markup; the filter hides and opens them in place. */}
      <FaqFilter>
        <StaticPart prefetch={false} className="" madeFrom={{ source: groups, part: 'entries' }}>
          {groups.map((g, i) => (
            <section key={g.topic} aria-labelledby={`faq-topic-${i}`} className="mt-6">
              <h2 id={`faq-topic-${i}`} className="mb-3 text-xl font-bold">
                {g.topic}
              </h2>
              <div className="divide-y divide-sand-200 rounded-xl border border-sand-200">
                {g.faqs.map((faq) => (
                  <FaqItem key={faq.id} faq={faq} />
                ))}
              </div>
            </section>
          ))}
        </StaticPart>
      </FaqFilter>
      <JsonLdOnce source={groups} part="faq" data={() => faqPageData(groups.flatMap((g) => g.faqs))} />
    </main>
  )
}
