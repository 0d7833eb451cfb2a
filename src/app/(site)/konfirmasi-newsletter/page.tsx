import type { Metadata } from 'next'
import { SmartLink } from '@/components/ui/SmartLink'

import { confirmNewsletter } from './actions'
import { PageIntro } from '@/components/content/PageIntro'
import { Button } from '@/components/ui/Button'
import { duration } from '@/server/mail/messages'
import { newsletterLinkMinutes } from '@/server/newsletter/subscribe'

export const metadata: Metadata = {
  title: 'Konfirmasi newsletter | Rumah Loka',
  robots: { index: false, follow: false },
}

type Props = { searchParams: Promise<{ c?: string; k?: string; status?: string }> }

/** Where the newsletter's confirmation e-mail leads (double opt-in, UU PDP). */
export default async function NewsletterConfirmPage({ searchParams }: Props) {
  const { c, k, status } = await searchParams
  return (
    <main id="main" className="container pb-12">
      <div className="max-w-2xl">
        {status === 'confirmed' ? (
          <PageIntro
            title="Langganan aktif"
            intro="Terima kasih! Mulai sekarang Anda menerima kabar promo, katalog dan event Rumah Loka."
          >
            <p className="mt-4">
              <SmartLink href="/" className="font-semibold text-brand-700 underline">
                Kembali ke beranda
              </SmartLink>
            </p>
          </PageIntro>
        ) : status === 'failed' || !c || !k ? (
          <PageIntro
            title="Tautan tidak dapat digunakan"
            intro={`Tautan konfirmasi ini salah, sudah kedaluwarsa (berlaku ${duration(newsletterLinkMinutes)}) atau sudah terlalu sering dicoba.`}
          >
            <p className="mt-4 text-muted">
              Daftarkan lagi email Anda di kotak newsletter di bagian bawah halaman; kami akan mengirim tautan
              baru.
            </p>
          </PageIntro>
        ) : (
          <PageIntro
            title="Konfirmasi langganan newsletter"
            intro="Satu langkah lagi: tekan tombol di bawah untuk mengonfirmasi bahwa alamat email ini milik Anda."
          >
            <form action={confirmNewsletter} className="mt-6">
              <input type="hidden" name="c" value={c} />
              <input type="hidden" name="k" value={k} />
              <Button type="submit">Konfirmasi langganan</Button>
            </form>
          </PageIntro>
        )}
      </div>
    </main>
  )
}
