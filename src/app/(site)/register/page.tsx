import Link from 'next/link'

import { PageIntro } from '@/components/content/PageIntro'
import { WarrantyRegistration } from '@/components/warranty/WarrantyRegistration'
import { seoMetadata } from '@/server/seo/metadata'

export const generateMetadata = () => seoMetadata('/register')

export default function RegisterWarrantyPage() {
  return (
    <main id="main" className="container pb-12">
      <PageIntro
        title="Registrasi Garansi"
        intro="Daftarkan garansi produk Rumah Loka dalam empat langkah. Siapkan struk belanja dan label produk Anda."
      >
        <p className="mt-2">
          Produk sudah terdaftar dan ada kerusakan?{' '}
          <Link href="/claim" className="font-semibold text-brand-700 underline">
            Ajukan klaim garansi
          </Link>
        </p>
      </PageIntro>
      <noscript>
        <p className="mb-4 rounded-xl bg-amber-50 p-3">
          Registrasi garansi membutuhkan JavaScript. Aktifkan JavaScript, atau hubungi layanan pelanggan kami.
        </p>
      </noscript>
      <WarrantyRegistration />
    </main>
  )
}
