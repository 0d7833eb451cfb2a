import { permanentRedirect } from 'next/navigation'

/** The breadcrumb's "Registrasi" step leads back to the calendar. */
export default function EventRegistrationIndex() {
  permanentRedirect('/kalender-event')
}
