import { NeedsScript, PageIntro } from '@/components/content/PageIntro'
import { WarrantyRegistration } from '@/components/warranty/WarrantyRegistration'
import { seoMetadata } from '@/server/seo/metadata'

export const generateMetadata = () => seoMetadata('/register')

export default function RegisterWarrantyPage() {
  return (
    <main id="main" className="container pb-12">
      <PageIntro
        title="Registrasi Garansi"
        intro="Daftarkan garansi produk Rumah Loka dalam empat langkah. Siapkan struk belanja dan label produk Anda."
        related={{
          question: 'Produk sudah terdaftar dan ada kerusakan?',
          label: 'Ajukan klaim garansi',
          href: '/claim',
        }}
      />
      <NeedsScript subject="Registrasi garansi" />
      <WarrantyRegistration />
    </main>
  )
}
