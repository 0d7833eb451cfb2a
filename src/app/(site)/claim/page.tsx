import Link from 'next/link'

import { PageIntro } from '@/components/content/PageIntro'
import { WarrantyClaim } from '@/components/warranty/WarrantyClaim'
import { seoMetadata } from '@/server/seo/metadata'

export const generateMetadata = () => seoMetadata('/claim')

export default function ClaimWarrantyPage() {
  return (
    <main id="main" className="container pb-12">
      <PageIntro
        title="Klaim Garansi"
        intro="Ajukan klaim untuk produk bergaransi yang rusak, atau lihat status klaim Anda. Siapkan struk belanja, label nomor seri, dan foto kerusakan."
      >
        <p className="mt-2">
          Garansi belum terdaftar?{' '}
          <Link href="/register" className="font-semibold text-brand-700 underline">
            Registrasi garansi
          </Link>
        </p>
      </PageIntro>
      <noscript>
        <p className="mb-4 rounded-xl bg-amber-50 p-3">
          Klaim garansi membutuhkan JavaScript. Aktifkan JavaScript, atau hubungi layanan pelanggan kami.
        </p>
      </noscript>
      <WarrantyClaim />
    </main>
  )
}
