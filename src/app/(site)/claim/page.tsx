import { NeedsScript, PageIntro } from '@/components/content/PageIntro'
import { WarrantyClaim } from '@/components/warranty/WarrantyClaim'
import { seoMetadata } from '@/server/seo/metadata'

export const generateMetadata = () => seoMetadata('/claim')

export default function ClaimWarrantyPage() {
  return (
    <main id="main" className="container pb-12">
      <PageIntro
        title="Klaim Garansi"
        intro="Ajukan klaim untuk produk bergaransi yang rusak, atau lihat status klaim Anda. Siapkan struk belanja, label nomor seri, dan foto kerusakan."
        related={{ question: 'Garansi belum terdaftar?', label: 'Registrasi garansi', href: '/register' }}
      />
      <NeedsScript subject="Klaim garansi" />
      <WarrantyClaim />
    </main>
  )
}
