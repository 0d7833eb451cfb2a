import { openNowClass } from './open-now-text'
import { openState } from '@/lib/opening-hours'
import type { StoreView } from '@/server/stores/stores'

/**
 * A store's open-now line as plain markup, for lists printed as static markup: the line carries the store's
 * hours and zone, and one `OpenNowClock` on the page keeps every such line true by the visitor's clock.
 */
export function OpenNowText({
  store,
  now,
}: {
  store: Pick<StoreView, 'opening_hours' | 'time_zone'>
  now: Date
}) {
  const state = openState(store.opening_hours, store.time_zone, now)
  if (!state) return null
  return (
    <p
      data-open-now={JSON.stringify({ hours: store.opening_hours, zone: store.time_zone })}
      data-open={state.open}
      className={openNowClass(state.open)}
    >
      {state.text}
    </p>
  )
}
