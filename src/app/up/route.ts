import { checkHealth } from '@/server/health'

export const dynamic = 'force-dynamic'

/** Health check for operators and load balancers: 200 when serving, 503 when the database is unreachable. */
export async function GET() {
  const health = await checkHealth()
  return Response.json(health, { status: health.status === 'ok' ? 200 : 503, headers: { 'Cache-Control': 'no-store' } })
}
