import { permanentRedirect } from 'next/navigation'

/** The breadcrumb's "Detail" step leads back to the calendar. */
export default function EventDetailIndex() {
  permanentRedirect('/kalender-event')
}
