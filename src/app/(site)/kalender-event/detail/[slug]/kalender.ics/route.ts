import { eventCalendarFile } from '@/server/events/calendar-file'
import { readEvent } from '@/server/events/events'

/**
 * GET /kalender-event/detail/{slug}/kalender.ics — "Tambahkan ke kalender" for Apple, Outlook and other
 * calendar apps.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const event = await readEvent((await params).slug)
  const file = event && eventCalendarFile(event)
  if (!file)
    return new Response('Event tidak ditemukan.', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    })
  return new Response(file, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="${event.slug}.ics"`,
      'cache-control': 'public, max-age=300',
    },
  })
}
