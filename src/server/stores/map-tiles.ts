/**
 * Where the store map's tiles come from, read at request time so operators can point it at their own
 * tile server (or a CDN in front of one) without a rebuild. Default: OpenStreetMap's standard tiles,
 * whose usage policy asks for the attribution below.
 */
export type MapTiles = { url: string; attribution: string }

export function mapTiles(): MapTiles {
  return {
    url: process.env.MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    attribution:
      process.env.MAP_TILE_ATTRIBUTION ||
      '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
  }
}
