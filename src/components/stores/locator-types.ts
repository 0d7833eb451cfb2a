import type { OpenState } from '@/lib/opening-hours'
import type { StoreView } from '@/server/stores/stores'

/** A store as the locator shows it: its open state computed by the server for the first paint. */
export type LocatorStore = StoreView & { open: OpenState | null }

/** The store chosen last, where it was chosen, and a counter so choosing the same store again flies again. */
export type MapSelection = { slug: string; from: 'list' | 'map'; n: number }
