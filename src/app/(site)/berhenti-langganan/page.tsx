import type { Metadata } from 'next'
import { SmartLink } from '@/components/ui/SmartLink'

import { unsubscribeNewsletter } from './actions'
import { PageIntro } from '@/components/content/PageIntro'
import { Button } from '@/components/ui/Button'
import { unsubscribeView } from '@/server/newsletter/unsubscribe'

export const metadata: Metadata = {
  title: 'Berhenti berlangganan newsletter | Rumah Loka',
  robots: { index: false, follow: false },
}

type Props = { searchParams: Promise<{ s?: string; t?: string; status?: string }> }

const homeLink = (
  <p className="mt-4">
    <SmartLink href="/" className="font-semibold text-brand-700 underline">
      Kembali ke beranda
    </SmartLink>
  </p>
)

/** Where the unsubscribe link of every newsletter e-mail leads: one button, no sign-in, no script needed. */
export default async function NewsletterUnsubscribePage({ searchParams }: Props) {
  const { s, t, status } = await searchParams
  if (status === 'done')
    return (
      <Frame>
        <PageIntro
          title="Anda sudah berhenti berlangganan"
          intro="Alamat ini tidak akan menerima newsletter Rumah Loka lagi. Anda dapat berlangganan kembali kapan saja lewat kotak newsletter di bagian bawah halaman."
        >
          {homeLink}
        </PageIntro>
      </Frame>
    )
  const view = status === 'failed' ? ({ state: 'invalid' } as const) : await unsubscribeView(s, t)
  if (view.state === 'invalid')
    return (
      <Frame>
        <PageIntro
          title="Tautan tidak dapat digunakan"
          intro="Tautan berhenti berlangganan ini tidak lengkap atau salah. Buka lagi tautan dari email newsletter terbaru Anda, atau hubungi kami lewat halaman Hubungi Kami."
        >
          {homeLink}
        </PageIntro>
      </Frame>
    )
  if (view.state === 'unsubscribed')
    return (
      <Frame>
        <PageIntro
          title="Anda sudah berhenti berlangganan"
          intro={`${view.maskedEmail} tidak lagi menerima newsletter Rumah Loka.`}
        >
          {homeLink}
        </PageIntro>
      </Frame>
    )
  return (
    <Frame>
      <PageIntro
        title="Berhenti berlangganan newsletter"
        intro={`Tekan tombol di bawah dan ${view.maskedEmail} tidak akan menerima newsletter Rumah Loka lagi.`}
      >
        <form action={unsubscribeNewsletter} className="mt-6">
          <input type="hidden" name="s" value={s} />
          <input type="hidden" name="t" value={t} />
          <Button type="submit">Berhenti berlangganan</Button>
        </form>
      </PageIntro>
    </Frame>
  )
}

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <main id="main" className="container pb-12">
      <div className="max-w-2xl">{children}</div>
    </main>
  )
}
