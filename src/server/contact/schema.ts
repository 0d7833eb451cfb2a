import { z } from 'zod'

import { emailField, nameField, phoneField } from '../contract/fields'
import { contactTopics } from './topics'

/**
 * The contact form's fields, shared by the form, its server action and POST /api/contact-us/add.
 */
export const contactBody = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField,
  topic: z.enum(contactTopics, { message: 'Pilih topik pesan' }),
  message: z
    .string({ message: 'Pesan wajib diisi' })
    .trim()
    .min(10, 'Pesan minimal 10 karakter')
    .max(2000, 'Pesan maksimal 2000 karakter'),
})
export type ContactInput = z.input<typeof contactBody>
