/** The one place that builds links leaving the site for a phone call or a map. */

/** `tel:` link of a phone number as people type it ("(021) 7199-2710" → tel:02171992710). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

/** Turn-by-turn directions to a point, in the visitor's own map app. */
export const directionsUrl = (p: { lat: number; lng: number }) =>
  `https://www.google.com/maps/dir/?api=1&destination=${p.lat},${p.lng}`

/** A place on a map: by its coordinates when known, else by its name. */
export const mapSearchUrl = (place: { lat: number; lng: number } | string) =>
  `https://www.google.com/maps/search/?api=1&query=${typeof place === 'string' ? encodeURIComponent(place) : `${place.lat},${place.lng}`}`
