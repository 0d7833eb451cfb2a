import { randomBytes } from 'node:crypto'

import { createEvent } from 'ics'
import { z } from 'zod'

import { seatsTaken } from './events'
import { eventState } from './views'
import { defineCall } from '../contract/call'
import { emailField, nameField, phoneField, slugParam } from '../contract/fields'
import { getPayloadClient } from '../payload'
import type { Outcome } from '../contract/outcome'
import { eventAlreadyRegisteredMail, eventRegistrationMail } from '../mail/messages'
import { mailedRecently, queueMail } from '../mail/outbox'
import type { Event } from '@/payload-types'
import { absoluteSiteUrl } from '@/lib/site-url'

export const eventRegistrationBody = z.object({
  event_slug: slugParam,
  name: nameField,
  email: emailField,
  phone: phoneField,
  participants: z.coerce.number({ message: 'Jumlah peserta wajib diisi' }).int('Jumlah peserta harus bilangan bulat').min(1, 'Minimal 1 peserta').max(10, 'Maksimal 10 peserta'),
})

export const eventRegisterCall = defineCall({
  method: 'POST', path: '/api/event/insert/event/register', tag: 'Events', body: eventRegistrationBody, write: true,
  summary: 'Registers for an event and e-mails the registration code with an .ics file; refuses a past, closed or full event and too many participants. The answer is the same whether or not the e-mail was already registered (the e-mail tells its owner).',
  answer: '{ event: { title, slug, starts_at, venue, city }, participants }',
})

export const eventGiftBody = z.object({
  registration_code: z.string({ message: 'registration_code is required' }).trim().min(4, 'registration_code is required').max(40).transform((v) => v.toUpperCase()),
  email: emailField,
})

export const eventGiftCall = defineCall({
  method: 'POST', path: '/api/event/detail/gift', tag: 'Events', body: eventGiftBody,
  summary: 'The gift a registrant may claim at the event, found by registration code and e-mail (rate-limited per client).', write: true,
  answer: '{ registration_code, event, gifts: { name, description }[], gift_claimed }',
})

const when = (iso: string) => new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Jakarta' }).format(new Date(iso))

/** The event as a calendar file (iCalendar), attached to the confirmation. */
function eventCalendarFile(event: Event, code: string): string | null {
  const { error, value } = createEvent({
    uid: `event-${event.id}-${code}@rumahloka`, title: event.title, start: new Date(event.starts_at).getTime(), end: new Date(event.ends_at).getTime(),
    startInputType: 'utc', startOutputType: 'utc', endInputType: 'utc', endOutputType: 'utc',
    location: [event.venue, event.city].filter(Boolean).join(', '), url: absoluteSiteUrl(`/kalender-event/detail/${event.slug}`),
    description: `Kode registrasi: ${code}`, status: 'CONFIRMED', productId: 'rumahloka/events',
  })
  if (error) console.error('[events] calendar file failed', error)
  return value ?? null
}

export async function registerForEvent(input: z.infer<typeof eventRegistrationBody>, now = new Date()): Promise<Outcome<Record<string, unknown>>> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'events', where: { and: [{ slug: { equals: input.event_slug } }, { is_enabled: { equals: true } }] }, limit: 1, depth: 0, overrideAccess: true })
  const event = docs[0]
  if (!event) return { ok: false, message: 'Event tidak ditemukan.' }
  const taken = (await seatsTaken([event.id])).get(event.id) ?? 0
  const state = eventState(event, taken, now)
  if (state === 'past') return { ok: false, message: 'Event ini sudah berlangsung.' }
  if (state === 'closed') return { ok: false, message: 'Pendaftaran event ini sudah ditutup.' }
  if (state === 'full') return { ok: false, message: 'Maaf, kuota event ini sudah penuh.' }
  const max = event.max_participants_per_registration ?? 4
  if (input.participants > max) return { ok: false, message: `Maksimal ${max} peserta per pendaftaran.` }
  const left = event.capacity - taken
  if (input.participants > left) return { ok: false, message: `Sisa kuota tinggal ${left} kursi.` }
  const facts = { title: event.title, starts_at: event.starts_at, venue: event.venue, city: event.city }
  // Whether or not this address is already registered, the person at the screen reads the same answer.
  const answer: Outcome<Record<string, unknown>> = {
    ok: true,
    message: `Pendaftaran diterima. Kode registrasi dan detail event kami kirim ke email Anda. Sampai jumpa pada ${when(event.starts_at)} WIB di ${event.venue}.`,
    data: { participants: input.participants, event: { title: event.title, slug: event.slug, starts_at: event.starts_at, venue: event.venue, city: event.city } },
  }
  const { docs: earlier } = await payload.find({ collection: 'event-registrations', where: { and: [{ event: { equals: event.id } }, { email: { equals: input.email } }] }, limit: 1, depth: 0, overrideAccess: true })
  if (earlier[0]) {
    // At most one such reminder an hour per address and event, so the form cannot flood someone's mailbox.
    const reminder = eventAlreadyRegisteredMail(input.email, facts, earlier[0].registration_code)
    if (!(await mailedRecently(input.email, 'event-registration', 3_600_000, reminder.subject))) await queueMail(reminder, now)
    return answer
  }
  const registration_code = `EV${event.id}-${randomBytes(3).toString('hex').toUpperCase()}`
  await payload.create({
    collection: 'event-registrations', overrideAccess: true,
    data: { event: event.id, name: input.name, email: input.email, phone: input.phone, participants: input.participants, registration_code },
  })
  await queueMail(eventRegistrationMail(input.email, input.name, facts, registration_code, input.participants, eventCalendarFile(event, registration_code)), now)
  return answer
}

export async function findEventGift(input: z.infer<typeof eventGiftBody>): Promise<Outcome<Record<string, unknown>>> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'event-registrations', where: { and: [{ registration_code: { equals: input.registration_code } }, { email: { equals: input.email } }] }, limit: 1, depth: 1, overrideAccess: true })
  const registration = docs[0]
  if (!registration || typeof registration.event !== 'object') return { ok: false, message: 'Kode registrasi atau email tidak cocok.' }
  const event = registration.event
  const gifts = (event.gifts ?? []).map((g) => ({ name: g.name, description: g.description ?? null }))
  if (!gifts.length) return { ok: false, message: 'Event ini tidak menyediakan hadiah.' }
  return {
    ok: true, message: 'Tunjukkan kode registrasi ini di meja registrasi untuk mengambil hadiah.',
    data: { registration_code: registration.registration_code, event: { title: event.title, slug: event.slug, starts_at: event.starts_at, venue: event.venue }, gifts, gift_claimed: registration.gift_claimed ?? null },
  }
}
