import { describe, expect, it } from 'vitest'

import { eventConfirmRequestMail } from '../../src/server/mail/messages'
import { confirmVerdict, dedupeKey, linkMinutes, pendingExpiry } from '../../src/server/events/pending'
import { retentionRules } from '../../src/server/privacy/retention'

const now = new Date('2026-12-01T03:00:00Z')

describe('event registrations awaiting confirmation', () => {
  it('keep one confirmed and one pending registration per event and address, and none when cancelled', () => {
    expect(dedupeKey('registered', 7, 'Siti@Contoh.co.id')).toBe('7:siti@contoh.co.id')
    expect(dedupeKey('pending', 7, 'siti@contoh.co.id')).toBe('7:siti@contoh.co.id:pending')
    expect(dedupeKey('cancelled', 7, 'siti@contoh.co.id')).toBeNull()
  })

  it('lapse after a day, or when registration closes if sooner', () => {
    expect(pendingExpiry(now, '2026-12-20T08:00:00Z').toISOString()).toBe('2026-12-02T03:00:00.000Z')
    expect(pendingExpiry(now, '2026-12-01T10:00:00Z').toISOString()).toBe('2026-12-01T10:00:00.000Z')
    expect(linkMinutes(now, new Date('2026-12-02T03:00:00Z'))).toBe(1440)
    expect(linkMinutes(now, now)).toBe(1)
  })

  it('take seats on confirmation only when the event is open, not lapsed, and the seats are still free', () => {
    const base = {
      state: 'open' as const,
      capacity: 10,
      taken: 6,
      participants: 4,
      expiresAt: '2026-12-02T03:00:00Z',
      now,
    }
    expect(confirmVerdict(base)).toEqual({ take: true })
    expect(confirmVerdict({ ...base, taken: 7 })).toEqual({ take: false, why: 'full', left: 3 })
    expect(confirmVerdict({ ...base, state: 'full', taken: 10 })).toEqual({
      take: false,
      why: 'full',
      left: 0,
    })
    expect(confirmVerdict({ ...base, state: 'closed' })).toMatchObject({ take: false, why: 'closed' })
    expect(confirmVerdict({ ...base, state: 'past' })).toMatchObject({ take: false, why: 'past' })
    expect(confirmVerdict({ ...base, expiresAt: '2026-12-01T02:59:59Z' })).toMatchObject({
      take: false,
      why: 'lapsed',
    })
    // Made before confirmation existed: no deadline of its own.
    expect(confirmVerdict({ ...base, expiresAt: null })).toEqual({ take: true })
  })

  it('are swept by the retention job a week after they lapsed', () => {
    const rules = retentionRules(now, 730).filter(
      (r) => r.collection === 'event-registrations' && r.action === 'delete',
    )
    expect(rules).toEqual([
      expect.objectContaining({
        where: {
          and: [{ status: { equals: 'pending' } }, { expires_at: { less_than: '2026-11-24T03:00:00.000Z' } }],
        },
      }),
    ])
  })

  it('ask for confirmation in a mail carrying only the event, the count and the link (nothing the sender typed)', () => {
    const mail = eventConfirmRequestMail(
      'siti@contoh.co.id',
      {
        title: 'Workshop Styling',
        starts_at: '2026-12-05T08:00:00Z',
        ends_at: '2026-12-05T10:00:00Z',
        time_zone: 'Asia/Jakarta',
        venue: 'Rumah Loka Cipinang',
        city: 'Jakarta Timur',
        url: 'https://rumahloka.test/kalender-event/detail/workshop',
      },
      2,
      '123456',
      'https://rumahloka.test/konfirmasi-event?c=abc&k=123456',
      1440,
    )
    expect(mail.kind).toBe('verification-code')
    expect(mail.attachments).toBeUndefined()
    expect(mail.subject).toMatch(/123456$/)
    const text = JSON.stringify(mail.blocks)
    expect(text).toContain('Konfirmasi pendaftaran')
    expect(text).toContain('https://rumahloka.test/konfirmasi-event?c=abc&k=123456')
    expect(text).toContain('belum memesan kursi')
    expect(text).not.toMatch(/Halo|Kode registrasi/)
  })
})
