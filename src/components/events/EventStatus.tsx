import type { EventState } from '@/server/events/views'

const styles: Record<EventState, string> = {
  open: 'bg-brand-50 text-brand-800',
  full: 'bg-red-50 text-red-800',
  closed: 'bg-sand-100 text-ink',
  past: 'bg-sand-100 text-muted',
}

/** "Sisa 4 kursi", "Penuh", "Pendaftaran ditutup" or "Selesai". */
export function eventStatusText(state: EventState, seatsLeft: number): string {
  if (state === 'open') return `Sisa ${seatsLeft} kursi`
  if (state === 'full') return 'Penuh'
  if (state === 'closed') return 'Pendaftaran ditutup'
  return 'Selesai'
}

export function EventStatus({
  state,
  seatsLeft,
  className = '',
}: {
  state: EventState
  seatsLeft: number
  className?: string
}) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold ${styles[state]} ${className}`}
    >
      {eventStatusText(state, seatsLeft)}
    </span>
  )
}
