import { checkHealth, isReady } from '@/server/health'

export const dynamic = 'force-dynamic'

/**
 * Readiness for operators and load balancers (the same as /up/ready): 200 while this instance should get
 * traffic (`ok`, or `degraded` without Redis), 503 when the database is unreachable, migrations are missing,
 * or it is draining.
 */
export async function GET() {
  const health = await checkHealth()
  return Response.json(health, {
    status: isReady(health) ? 200 : 503,
    headers: { 'Cache-Control': 'no-store' },
  })
}
