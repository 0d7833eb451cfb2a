/**
 * Which hotspots can sit on a photo without covering one another at the smallest width we
 * support (a 16:9 photo about 380 px wide, buttons 36 px): a spot too close to an earlier one
 * is left off the photo (its product still shows in the list under it).
 */
export function separatedSpots<T extends { x: number; y: number }>(
  spots: T[],
  widthPx = 380,
  aspect = 16 / 9,
  minPx = 40,
): T[] {
  const heightPx = widthPx / aspect
  const kept: T[] = []
  for (const spot of spots) {
    const clear = kept.every(
      (k) => Math.hypot(((spot.x - k.x) / 100) * widthPx, ((spot.y - k.y) / 100) * heightPx) >= minPx,
    )
    if (clear) kept.push(spot)
  }
  return kept
}
