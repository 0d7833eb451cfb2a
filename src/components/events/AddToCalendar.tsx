import { CalendarIcon } from '../ui/icons'

export type CalendarLinks = { ics: string; google: string }

/**
 * "Tambahkan ke kalender": an .ics file for any calendar app and a Google Calendar link (hrefs built on the
 * server).
 */
export function AddToCalendar({ links }: { links: CalendarLinks }) {
  const linkClass =
    'inline-flex min-h-11 items-center gap-2 rounded-full border border-sand-200 bg-white px-4 font-semibold hover:bg-sand-100'
  return (
    <div>
      <p className="font-semibold">Tambahkan ke kalender</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <a href={links.ics} download className={linkClass}>
          <CalendarIcon className="size-5" />
          File kalender (.ics)
        </a>
        <a href={links.google} target="_blank" rel="noopener noreferrer" className={linkClass}>
          Google Calendar<span className="sr-only"> (tab baru)</span>
        </a>
      </div>
    </div>
  )
}
