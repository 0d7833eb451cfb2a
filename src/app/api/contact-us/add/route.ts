import { ok } from '@/server/contract/envelope'
import { contractRoute } from '@/server/contract/route'
import { addContactMessage, contactCall } from '@/server/contact/messages'

export const POST = contractRoute(contactCall, async ({ body }) =>
  ok(
    await addContactMessage(body),
    'Terima kasih, pesan Anda sudah kami terima. Tim kami akan membalas dalam 1×24 jam kerja.',
  ),
)
