/**
 * schema.org structured data of every page that has some, built in one place from the views the pages show.
 * Each builder takes the site's origin (server/seo/metadata.ts siteOrigin) and returns the object a page
 * renders with <JsonLd>; addresses come from lib/routes.ts.
 */
import { type OpeningHours, openingHoursSpecification } from '@/lib/opening-hours'
import { routes } from '@/lib/routes'

type Thing = Record<string, unknown>
type Image = { url: string } | null | undefined
const context = 'https://schema.org'
const brand = 'Rumah Loka'
const absolute = (origin: string, path: string) => `${origin}${path}`
const organization = (origin?: string): Thing => ({
  '@type': 'Organization',
  name: brand,
  ...(origin ? { url: origin } : {}),
})
const postalAddress = (street: string, city: string, region?: string | null): Thing => ({
  '@type': 'PostalAddress',
  streetAddress: street,
  addressLocality: city,
  addressRegion: region ?? undefined,
  addressCountry: 'ID',
})
const geo = (lat: number, lng: number): Thing => ({
  '@type': 'GeoCoordinates',
  latitude: lat,
  longitude: lng,
})

/** The home page: the company and the site's search box. */
export function homeData(
  origin: string,
  company: { name: string; address: string; phone: string; email: string },
  sameAs: string[],
): Thing {
  return {
    '@context': context,
    '@graph': [
      {
        '@type': 'Organization',
        name: company.name,
        alternateName: brand,
        url: origin,
        logo: absolute(origin, '/icon.svg'),
        address: company.address,
        telephone: company.phone,
        email: company.email,
        sameAs,
      },
      {
        '@type': 'WebSite',
        name: brand,
        url: origin,
        potentialAction: {
          '@type': 'SearchAction',
          target: absolute(origin, `${routes.search}?q={search_term_string}`),
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  }
}

export function contactPageData(
  origin: string,
  company: { name: string; address: string; phone: string; email: string },
): Thing {
  return {
    '@context': context,
    '@type': 'ContactPage',
    url: absolute(origin, '/contact-us'),
    mainEntity: {
      '@type': 'Organization',
      name: company.name,
      telephone: company.phone,
      email: company.email,
      address: company.address,
    },
  }
}

export function faqPageData(faqs: { question: string; answer: string }[]): Thing {
  return {
    '@context': context,
    '@type': 'FAQPage',
    mainEntity: faqs.map((f) => ({
      '@type': 'Question',
      name: f.question,
      acceptedAnswer: { '@type': 'Answer', text: f.answer },
    })),
  }
}

export function articleData(
  origin: string,
  a: {
    title: string
    slug: string
    excerpt: string
    published_at: string
    author?: string | null
    cover: Image
  },
): Thing {
  return {
    '@context': context,
    '@type': 'Article',
    headline: a.title,
    description: a.excerpt,
    datePublished: a.published_at,
    image: a.cover ? [absolute(origin, a.cover.url)] : undefined,
    author: { '@type': a.author?.startsWith('Tim') ? 'Organization' : 'Person', name: a.author ?? brand },
    publisher: { ...organization(), logo: { '@type': 'ImageObject', url: absolute(origin, '/icon.svg') } },
    mainEntityOfPage: absolute(origin, routes.article(a.slug)),
  }
}

export function csrStoryData(
  origin: string,
  s: { title: string; slug: string; date: string; summary: string; gallery: { url: string }[] },
): Thing {
  return {
    '@context': context,
    '@type': 'NewsArticle',
    headline: s.title,
    datePublished: s.date,
    description: s.summary,
    image: s.gallery.map((g) => absolute(origin, g.url)),
    publisher: organization(),
    mainEntityOfPage: absolute(origin, routes.csrStory(s.slug)),
  }
}

export function serviceData(origin: string, s: { title: string; slug: string; summary: string }): Thing {
  return {
    '@context': context,
    '@type': 'Service',
    name: s.title,
    description: s.summary,
    provider: organization(origin),
    areaServed: 'ID',
    url: absolute(origin, routes.service(s.slug)),
  }
}

export function promotionData(
  origin: string,
  p: {
    title: string
    slug: string
    summary: string
    start_at: string | null
    end_at: string | null
    banner: Image
  },
): Thing {
  const url = absolute(origin, routes.promotion(p.slug))
  return {
    '@context': context,
    '@type': 'SaleEvent',
    name: p.title,
    description: p.summary,
    url,
    startDate: p.start_at ?? undefined,
    endDate: p.end_at ?? undefined,
    image: p.banner ? absolute(origin, p.banner.url) : undefined,
    eventAttendanceMode: 'https://schema.org/MixedEventAttendanceMode',
    location: { '@type': 'VirtualLocation', url },
    organizer: organization(origin),
  }
}

export function roomData(
  origin: string,
  r: {
    title: string
    slug: string
    summary: string | null
    looks: { products: { name: string; sku: string }[] }[]
  },
): Thing {
  return {
    '@context': context,
    '@type': 'CollectionPage',
    name: r.title,
    description: r.summary ?? undefined,
    url: absolute(origin, routes.room(r.slug)),
    hasPart: r.looks
      .flatMap((l) => l.products)
      .map((p) => ({ '@type': 'Product', name: p.name, sku: p.sku })),
  }
}

export function looksData(origin: string, looks: { title: string; slug: string }[]): Thing {
  const page = absolute(origin, '/shop-the-look')
  return {
    '@context': context,
    '@type': 'CollectionPage',
    name: 'Rekomendasi Produk',
    url: page,
    hasPart: looks.map((l) => ({ '@type': 'ImageGallery', name: l.title, url: `${page}#${l.slug}` })),
  }
}

type StoreData = {
  slug: string
  name: string
  phone: string | null
  address: string
  city: string
  area: string
  lat: number
  lng: number
  opening_hours: OpeningHours[]
}
export function storesData(origin: string, stores: StoreData[]): Thing {
  return {
    '@context': context,
    '@graph': stores.map((s) => {
      const url = absolute(origin, `/store-locations#${s.slug}`)
      return {
        '@type': 'Store',
        '@id': url,
        name: s.name,
        url,
        telephone: s.phone ?? undefined,
        address: postalAddress(s.address, s.city, s.area),
        geo: geo(s.lat, s.lng),
        openingHoursSpecification: openingHoursSpecification(s.opening_hours),
        parentOrganization: organization(),
      }
    }),
  }
}

type EventData = {
  title: string
  slug: string
  summary: string
  starts_at: string
  ends_at: string
  cover: Image
  venue: string
  city: string
  capacity: number
  seats_left: number
  registration_closes_at: string
  store: { address: string; area: string; lat: number; lng: number } | null
}
/** An event; `available` when a seat can still be booked. */
export function eventData(origin: string, e: EventData, available: boolean): Thing {
  return {
    '@context': context,
    '@type': 'Event',
    name: e.title,
    description: e.summary,
    startDate: e.starts_at,
    endDate: e.ends_at,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    image: e.cover ? [absolute(origin, e.cover.url)] : undefined,
    url: absolute(origin, routes.event(e.slug)),
    location: {
      '@type': 'Place',
      name: e.venue,
      address: postalAddress(e.store?.address ?? e.venue, e.city, e.store?.area),
      ...(e.store ? { geo: geo(e.store.lat, e.store.lng) } : {}),
    },
    offers: {
      '@type': 'Offer',
      price: 0,
      priceCurrency: 'IDR',
      availability: `https://schema.org/${available ? 'InStock' : 'SoldOut'}`,
      validThrough: e.registration_closes_at,
      url: absolute(origin, routes.eventRegistration(e.slug)),
    },
    organizer: organization(origin),
    maximumAttendeeCapacity: e.capacity,
    remainingAttendeeCapacity: e.seats_left,
  }
}

/**
 * A product page: the product and the offer a shopper gets now (its price_now; `priceValidUntil` while a sale
 * or flash sale with an end applies). `inStock` is whether any store has it or shows it; left out while the
 * site has no word of the stores' stock.
 */
export function productData(
  origin: string,
  p: {
    name: string
    sku: string
    url_key: string
    description: string | null
    images: { url: string }[]
    brand: { name: string } | null
    price_now: number
    price_until: string | null
  },
  inStock?: boolean,
): Thing {
  const url = absolute(origin, routes.product(p.url_key))
  return {
    '@context': context,
    '@type': 'Product',
    name: p.name,
    sku: p.sku,
    url,
    image: p.images.map((i) => absolute(origin, i.url)),
    description: p.description ?? undefined,
    brand: p.brand ? { '@type': 'Brand', name: p.brand.name } : undefined,
    offers: {
      '@type': 'Offer',
      url,
      price: p.price_now,
      priceCurrency: 'IDR',
      priceValidUntil: p.price_until ? p.price_until.slice(0, 10) : undefined,
      availability:
        inStock === undefined ? undefined : `https://schema.org/${inStock ? 'InStock' : 'OutOfStock'}`,
      seller: organization(origin),
    },
  }
}
