import { z } from 'zod'

import { emailField, nameField, phoneField, slugParam } from '../contract/fields'

const consentMessage = { message: 'Setujui pemberitahuan privasi untuk mendaftar' }

/**
 * The event registration's fields, shared by the form, its server action and POST
 * /api/event/insert/event/register.
 */
export const eventRegistrationBody = z.object({
  event_slug: slugParam,
  name: nameField,
  email: emailField,
  phone: phoneField,
  participants: z.coerce
    .number({ message: 'Jumlah peserta wajib diisi' })
    .int('Jumlah peserta harus bilangan bulat')
    .min(1, 'Minimal 1 peserta')
    .max(10, 'Maksimal 10 peserta'),
  note: z
    .string()
    .trim()
    .max(500, 'Catatan maksimal 500 karakter')
    .optional()
    .transform((v) => v || undefined),
  // A checkbox posts "on"; JSON callers send true. Absent or anything else is no consent. (Each option
  // carries the message: the form's resolver reports a union's first option's issue.)
  consent: z
    .union(
      [z.literal(true, consentMessage), z.literal('true', consentMessage), z.literal('on', consentMessage)],
      consentMessage,
    )
    .transform(() => true as const),
})

export type EventRegistrationInput = z.input<typeof eventRegistrationBody>
