import type { Metadata } from 'next'

import { NeedsScript, PageIntro } from '@/components/content/PageIntro'
import { CustomerServiceContact } from '@/components/customer-links/LinkNotice'
import { VoucherCodeForm } from '@/components/customer-links/VoucherCodeForm'

export const metadata: Metadata = {
  title: 'Klaim Voucher | Rumah Loka',
  robots: { index: false, follow: true },
}

/**
 * /voucher-claim without a link: a shopper types the code printed on a voucher. A bare code must not reveal
 * its voucher, so the page never shows one; it e-mails the voucher's own claim link to the address the
 * voucher was issued to and names that address masked (docs/customer-links.md).
 */
export default function VoucherCodePage() {
  return (
    <main id="main" className="container pb-12">
      <PageIntro
        title="Klaim Voucher"
        intro="Punya kode voucher Rumah Loka? Ketik kodenya. Kami mengirim tautan klaim ke alamat email penerima voucher; buka tautan itu untuk melihat voucher dan mengklaimnya."
      >
        <NeedsScript subject="Halaman ini" className="mt-4" />
      </PageIntro>
      <VoucherCodeForm />
      <div className="max-w-xl">
        <CustomerServiceContact />
      </div>
    </main>
  )
}
