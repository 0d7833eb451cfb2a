import type { Metadata } from 'next'
import { SmartLink } from '@/components/ui/SmartLink'

import { confirmEventRegistrationAction } from './actions'
import { AddToCalendar } from '@/components/events/AddToCalendar'
import { PageIntro } from '@/components/content/PageIntro'
import { Button } from '@/components/ui/Button'
import { formatEventTime } from '@/lib/time-zone'
import { routes } from '@/lib/routes'
import { calendarLinks } from '@/server/events/calendar-file'
import { readEvent } from '@/server/events/events'

export const metadata: Metadata = {
  title: 'Konfirmasi pendaftaran event | Rumah Loka',
  robots: { index: false, follow: false },
}

type Props = {
  searchParams: Promise<{ c?: string; k?: string; status?: string; event?: string; next?: string }>
}

const link = 'font-semibold text-brand-700 underline'

const words: Record<string, { title: string; intro: string }> = {
  confirmed: {
    title: 'Pendaftaran dikonfirmasi',
    intro:
      'Kursi Anda sudah kami pesan. Kode registrasi dan file kalender kami kirim ke email Anda; tunjukkan kode itu di meja registrasi.',
  },
  already: {
    title: 'Pendaftaran sudah dikonfirmasi',
    intro:
      'Anda sudah mengonfirmasi pendaftaran ini sebelumnya; kursi Anda tetap terpesan dan tidak ada yang berubah. Kode registrasi ada di email Anda.',
  },
  full: {
    title: 'Maaf, event ini sudah penuh',
    intro:
      'Kursi event ini habis sebelum Anda mengonfirmasi, jadi pendaftaran Anda tidak berlaku dan tidak ada kursi yang kami pesan.',
  },
  closed: {
    title: 'Pendaftaran sudah ditutup',
    intro:
      'Pendaftaran event ini ditutup sebelum Anda mengonfirmasi, jadi pendaftaran Anda tidak berlaku dan tidak ada kursi yang kami pesan.',
  },
  past: {
    title: 'Event sudah berlangsung',
    intro: 'Pendaftaran untuk event ini tidak dapat dikonfirmasi lagi.',
  },
  lapsed: {
    title: 'Batas waktu konfirmasi sudah lewat',
    intro: 'Pendaftaran ini tidak dikonfirmasi tepat waktu dan sudah tidak berlaku. Silakan daftar lagi.',
  },
  cancelled: {
    title: 'Pendaftaran dibatalkan',
    intro: 'Pendaftaran ini sudah dibatalkan oleh tim Rumah Loka.',
  },
  busy: {
    title: 'Terlalu banyak percobaan',
    intro: 'Tunggu satu menit, lalu buka lagi tautan konfirmasi dari email Anda.',
  },
  invalid: {
    title: 'Tautan tidak dapat digunakan',
    intro:
      'Tautan konfirmasi ini salah, sudah kedaluwarsa atau sudah dipakai. Bila Anda sudah mengonfirmasi, kode registrasi ada di email Anda; bila belum, daftar lagi lewat halaman event.',
  },
}

/**
 * Where the registration's confirmation e-mail leads: a button confirms (docs/events.md), then the outcome in
 * plain words — seats taken, already confirmed, or the event filled meanwhile with the next session offered.
 */
export default async function EventConfirmPage({ searchParams }: Props) {
  const { c, k, status, event: slug, next: nextSlug } = await searchParams
  if (!status && c && k)
    return (
      <main id="main" className="container pb-12">
        <div className="max-w-2xl">
          <PageIntro
            title="Konfirmasi pendaftaran event"
            intro="Satu langkah lagi: tekan tombol di bawah untuk mengonfirmasi pendaftaran. Kursi kami pesan saat itu, selama masih tersedia."
          >
            <form action={confirmEventRegistrationAction} className="mt-6">
              <input type="hidden" name="c" value={c} />
              <input type="hidden" name="k" value={k} />
              <Button type="submit" className="min-h-12 px-6">
                Konfirmasi pendaftaran
              </Button>
            </form>
          </PageIntro>
        </div>
      </main>
    )
  const said = words[status ?? ''] ?? words.invalid!
  const event = slug ? await readEvent(slug) : null
  const next = nextSlug ? await readEvent(nextSlug) : null
  const took = status === 'confirmed' || status === 'already'
  return (
    <main id="main" className="container pb-12">
      <div className="max-w-2xl">
        <PageIntro title={said.title} intro={said.intro}>
          {event && (
            <section
              aria-label="Event"
              className={`mt-6 rounded-2xl p-5 ${took ? 'bg-brand-50' : 'border border-sand-200'}`}
            >
              <p className="text-lg font-bold">
                <SmartLink href={event.path} className="hover:underline">
                  {event.title}
                </SmartLink>
              </p>
              <p className="mt-1">
                <time dateTime={event.starts_at}>
                  {formatEventTime(event.starts_at, event.ends_at, event.time_zone)}
                </time>
              </p>
              <p className="text-muted">
                {event.venue}, {event.city}
              </p>
              {took && (
                <div className="mt-4">
                  <AddToCalendar links={calendarLinks(event)} />
                </div>
              )}
            </section>
          )}
          {next && (status === 'full' || status === 'closed') && (
            <section aria-label="Sesi berikutnya" className="mt-6 rounded-2xl bg-brand-50 p-5">
              <p className="font-bold">Sesi berikutnya masih ada kursi</p>
              <p className="mt-1">
                {next.title}, {formatEventTime(next.starts_at, next.ends_at, next.time_zone)}, {next.venue}
              </p>
              <p className="mt-3">
                <SmartLink href={routes.eventRegistration(next.slug)} className={link}>
                  Daftar sesi ini
                </SmartLink>
              </p>
            </section>
          )}
          <p className="mt-6">
            {status === 'lapsed' && event ? (
              <SmartLink href={routes.eventRegistration(event.slug)} className={link}>
                Daftar lagi
              </SmartLink>
            ) : (
              <SmartLink href={routes.events} className={link}>
                Lihat event lainnya
              </SmartLink>
            )}
          </p>
        </PageIntro>
      </div>
    </main>
  )
}
