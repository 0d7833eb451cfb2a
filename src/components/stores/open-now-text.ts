import { type OpenState, type OpeningHours, openState } from '@/lib/opening-hours'
import type { TimeZone } from '@/lib/time-zone'

/** What a store's open-now line reads from: its hours and zone, carried on the printed line. */
export type OpenNowSource = { hours: OpeningHours[]; zone: TimeZone }

export const openNowClass = (open: boolean) =>
  `mt-1 text-sm font-semibold ${open ? 'text-brand-700' : 'text-red-800'}`

/**
 * Brings every printed open-now line under `root` (`OpenNowText`) to the time `now`: its text and colour are
 * rewritten only when they changed. The lines are static markup React does not manage, so writing them is
 * safe.
 */
export function refreshOpenNow(root: ParentNode, now = new Date()): void {
  for (const line of root.querySelectorAll<HTMLElement>('[data-open-now]')) {
    let source: OpenNowSource
    try {
      source = JSON.parse(line.dataset.openNow!) as OpenNowSource
    } catch {
      continue
    }
    const state: OpenState | null = openState(source.hours, source.zone, now)
    line.hidden = !state
    if (!state || line.textContent === state.text) continue
    line.textContent = state.text
    line.dataset.open = String(state.open)
    line.className = openNowClass(state.open)
  }
}
