'use client'

import { refreshOpenNow } from './open-now-text'
import { useMinuteClock } from './use-minute-clock'

const refreshPage = () => refreshOpenNow(document)

/**
 * Keeps every printed open-now line of the page (`OpenNowText`) true by the visitor's clock, each minute: one
 * component for a list of tens of stores, where a client component per store would each hydrate.
 */
export function OpenNowClock() {
  useMinuteClock(refreshPage)
  return null
}
