import { headers } from 'next/headers'

import { clientAddress } from './client-address'
import { consume } from './rate-limit'

/**
 * The write allowance of a call, spent by the server action that does the same work without JavaScript:
 * the form is no way around the call's limit (they share the key). Null when the action may go ahead,
 * else the message to show.
 */
export async function actionRefusal(callPath: string): Promise<string | null> {
  const wait = await consume('write', `${clientAddress(await headers())} ${callPath}`)
  return wait > 0 ? `Terlalu banyak percobaan. Coba lagi dalam ${wait} detik.` : null
}
