import { getPayloadClient } from './payload'
import packageJson from '../../package.json'

export type Health = { status: 'ok' | 'unavailable'; version: string; database: 'reachable' | 'unreachable'; checked_at: string }

/** Whether this instance can serve: the database answers a trivial read. */
export async function checkHealth(): Promise<Health> {
  const base = { version: packageJson.version, checked_at: new Date().toISOString() }
  try {
    const payload = await getPayloadClient()
    await payload.count({ collection: 'website-config', overrideAccess: true })
    return { status: 'ok', database: 'reachable', ...base }
  } catch {
    return { status: 'unavailable', database: 'unreachable', ...base }
  }
}
