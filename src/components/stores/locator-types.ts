import type { OpenState } from '@/lib/opening-hours'
import type { StoreView } from '@/server/stores/stores'

/**
 * A store as the locator shows it, with only what the list and popups use (it travels to the browser as
 * props), and its open state computed by the server for the first paint.
 */
export type LocatorStore = Pick<
  StoreView,
  | 'slug'
  | 'name'
  | 'address'
  | 'city'
  | 'phone'
  | 'lat'
  | 'lng'
  | 'opening_hours'
  | 'time_zone'
  | 'distance_km'
> & { open: OpenState | null }

/** The store chosen last, where it was chosen, and a counter so choosing the same store again flies again. */
export type MapSelection = { slug: string; from: 'list' | 'map'; n: number }
