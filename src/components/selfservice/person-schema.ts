import { z } from 'zod'

import { pdpPersonStep } from '@/server/selfservice/steps'

/** The agreement's person step as the form checks it: the call's fields and having read the text. */
export const personForm = pdpPersonStep.extend({
  agreed: z.literal(true, { message: 'Centang bila Anda sudah membaca dan menyetujui naskah di atas' }),
})
