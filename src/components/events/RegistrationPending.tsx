'use client'

import { SmartLink } from '@/components/ui/SmartLink'
import { useEffect, useRef } from 'react'

import type { RegistrationConfirmation as Pending } from '@/components/events/actions'
import { type TimeZone, formatEventTime, isTimeZone } from '@/lib/time-zone'

/**
 * What the registrant reads after sending the form: the registration waits for the e-mailed link, holds no
 * seat yet, and the code and calendar file follow the confirmation. The same words whether or not the address
 * was registered already.
 */
export function RegistrationPending({ pending }: { pending: Pending }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const { event } = pending
  const zone: TimeZone = isTimeZone(event.time_zone) ? event.time_zone : 'Asia/Jakarta'
  return (
    <section role="status" aria-labelledby="registration-pending" className="rounded-2xl bg-brand-50 p-6">
      <h2
        id="registration-pending"
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-bold text-brand-800 outline-none"
      >
        Cek email Anda untuk mengonfirmasi pendaftaran
      </h2>
      <p className="mt-3">
        Kami mengirim tautan konfirmasi ke <b>{pending.email}</b>. Pendaftaran <b>belum berlaku</b> dan kursi{' '}
        <b>belum dipesan</b> sampai Anda menekan tombol <b>Konfirmasi pendaftaran</b> di email itu. Tautan
        berlaku 1 hari (paling lama sampai pendaftaran ditutup).
      </p>
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
          <dt className="text-sm text-muted">Peserta yang didaftarkan</dt>
          <dd className="font-semibold">{pending.participants} orang</dd>
        </div>
      </dl>
      <p className="mt-4">
        Setelah Anda mengonfirmasi, kursi kami pesan selama masih tersedia, lalu <b>kode registrasi</b> dan
        file kalender kami kirim lewat email. Bila email ini sudah terdaftar untuk event ini, tidak ada
        pendaftaran ganda: kami kirim ulang kode dari pendaftaran pertama.
      </p>
      <p className="mt-2 text-sm text-muted">
        Email belum masuk dalam beberapa menit? Periksa folder spam atau promosi.
      </p>
      {event.has_gifts && (
        <p className="mt-4 rounded-xl bg-white p-4">
          <b>Ada hadiah untuk peserta.</b> Urutan hadiah mengikuti urutan konfirmasi; setelah konfirmasi, cek
          hadiah Anda di{' '}
          <SmartLink
            href={`/kalender-event/detail/${event.slug}#hadiah`}
            className="font-semibold text-brand-700 underline"
          >
            halaman event
          </SmartLink>
          .
        </p>
      )}
      <p className="mt-5">
        <SmartLink href="/kalender-event" className="font-semibold text-brand-700 underline">
          Lihat event lainnya
        </SmartLink>
      </p>
    </section>
  )
}
