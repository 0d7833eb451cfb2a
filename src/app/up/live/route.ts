export const dynamic = 'force-dynamic'

/**
 * Liveness: the process answers. No database read, so a slow database never gets a healthy instance
 * restarted.
 */
export function GET() {
  return Response.json(
    { status: 'live', uptime_s: Math.round(process.uptime()) },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}
