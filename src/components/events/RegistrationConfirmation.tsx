'use client'

import Link from 'next/link'
import { useEffect, useRef } from 'react'

import { AddToCalendar, type CalendarLinks } from './AddToCalendar'
import type { RegistrationConfirmation as Confirmation } from '@/components/events/actions'
import { type TimeZone, formatEventTime, isTimeZone } from '@/lib/time-zone'

/**
 * What the registrant reads after registering: what, when, where, where the code went, the calendar and the
 * gift.
 */
export function RegistrationConfirmation({
  confirmation,
  links,
}: {
  confirmation: Confirmation
  links: CalendarLinks
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const { event } = confirmation
  const zone: TimeZone = isTimeZone(event.time_zone) ? event.time_zone : 'Asia/Jakarta'
  return (
    <section role="status" aria-labelledby="registration-done" className="rounded-2xl bg-brand-50 p-6">
      <h2
        id="registration-done"
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-bold text-brand-800 outline-none"
      >
        Pendaftaran diterima
      </h2>
      <dl className="mt-4 grid gap-3 medium:grid-cols-2">
        <div>
          <dt className="text-sm text-muted">Event</dt>
          <dd className="font-semibold">{event.title}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Waktu</dt>
          <dd className="font-semibold">{formatEventTime(event.starts_at, event.ends_at, zone)}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Tempat</dt>
          <dd className="font-semibold">
            {event.venue}, {event.city}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Peserta didaftarkan</dt>
          <dd className="font-semibold">{confirmation.participants} orang</dd>
        </div>
      </dl>
      <p className="mt-4">
        <b>Kode registrasi</b> kami kirim ke <b>{confirmation.email}</b> bersama file kalender. Tunjukkan kode
        itu di meja registrasi. Bila email ini sudah terdaftar untuk event ini, tidak ada pendaftaran ganda:
        kami kirim ulang kode dan jumlah peserta dari pendaftaran pertama.
      </p>
      <p className="mt-2 text-sm text-muted">
        Email belum masuk dalam beberapa menit? Periksa folder spam atau promosi.
      </p>
      {event.has_gifts && (
        <p className="mt-4 rounded-xl bg-white p-4">
          <b>Ada hadiah untuk peserta.</b> Ambil di meja registrasi dengan menunjukkan kode registrasi Anda;
          cek hadiah Anda kapan saja di{' '}
          <Link
            href={`/kalender-event/detail/${event.slug}#hadiah`}
            className="font-semibold text-brand-700 underline"
          >
            halaman event
          </Link>
          .
        </p>
      )}
      <div className="mt-5">
        <AddToCalendar links={links} />
      </div>
      <p className="mt-5">
        <Link href="/kalender-event" className="font-semibold text-brand-700 underline">
          Lihat event lainnya
        </Link>
      </p>
    </section>
  )
}
