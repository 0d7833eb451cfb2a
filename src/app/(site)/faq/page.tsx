import { PageIntro } from '@/components/content/PageIntro'
import { FaqFilter } from '@/components/content/FaqFilter'
import { listFaqGroups } from '@/server/content/faqs'
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
      <FaqFilter groups={groups} />
    </main>
  )
}
