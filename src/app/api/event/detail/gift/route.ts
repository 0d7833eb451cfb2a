import { outcome } from '@/server/contract/envelope'
import { contractRoute } from '@/server/contract/route'
import { eventGiftCall, findEventGift } from '@/server/events/registration'

export const POST = contractRoute(eventGiftCall, async ({ body }) => outcome(await findEventGift(body)))
