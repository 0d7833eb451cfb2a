import { AsyncLocalStorage } from 'node:async_hooks'

import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { AvailabilityCities } from '@/components/catalog/AvailabilityCities'
import { BrandStrip } from '@/components/layout/BrandStrip'
import { Closing, CompanyAndColumns, Follow } from '@/components/layout/SiteFooter'
import { MainLinks, ShopNow } from '@/components/layout/SiteHeader'
import { StaticLinks } from '@/components/layout/StaticLinks'
import { documentParts, printedOnce } from '@/lib/document-parts'
import { staticMarkup } from '@/lib/static-markup'
import type { ShellData } from '@/server/shell/shell'

// A shell with every optional part present and text that must be escaped.
const shell = {
  headerMenu: [
    { label: 'Ruang Tamu & Keluarga', href: '/room-categories/ruang-tamu' },
    { label: 'Promo "12.12"', href: '/home-promotion?x=1&y=<2>' },
  ],
  footerColumns: [
    { title: 'Tentang', links: [{ label: "Profil O'Brien", href: '/company' }] },
    { title: 'Bantuan', links: [{ label: 'FAQ', href: '/faq' }] },
  ],
  brands: [
    {
      code: 'A',
      name: 'Tidur <Nyenyak>',
      url_link: 'https://a.example/?q=1&r=2',
      img_icon: { url: '/media/a.png' },
    },
    { code: 'B', name: 'Kerja', url_link: null, img_icon: null },
  ],
  social: ['instagram', 'facebook', 'tiktok', 'youtube', 'twitter', 'whatsapp', 'pinterest', 'other'].map(
    (platform, i) => ({ id: i, name: platform, platform, url: `https://${platform}.example/rumahloka` }),
  ),
  company: {
    name: 'PT Rumah & Loka',
    address: 'Jl. "Contoh" 1, Jakarta',
    group: 'Grup <Loka>',
    phone: '+62 21 555-0100',
    email: 'halo@rumahloka.test',
  },
  links: {
    marketplace: 'https://www.tokopedia.com/rumahloka?a=1&b=2',
    marketplaceUtm: '',
    appStore: 'https://apps.apple.com/x',
    playStore: 'https://play.google.com/y',
  },
} as unknown as ShellData

// A product's stores by city, one city opened with its stores (escaping, a store without a phone or report).
const store = (id: number, reading: object) => ({
  id,
  code: `S${id}`,
  name: `Toko "${id}" & <Co>`,
  city: 'Jakarta & <Raya>',
  address: 'Jl. 1',
  phone: '+62 21 555-0100',
  time_zone: 'Asia/Jakarta' as const,
  lat: 0,
  lng: 0,
  opening_hours: [{ days: 'Senin–Minggu', open: '10:00', close: '21:00' }],
  path: `/store-locations?city=Jakarta#toko-${id}`,
  stock: 'in_stock' as const,
  on_display: true,
  stale_at: '2026-12-03T03:00:00.000Z',
  reported_text: '1 Des 2026, 10.00 WIB',
  ...reading,
})
const cities = (
  <AvailabilityCities
    cities={[
      { city: 'Bandung', stores: 2, haveUntil: [] },
      { city: 'Jakarta & <Raya>', stores: 2, haveUntil: ['2026-12-03T03:00:00.000Z'] },
    ]}
    asked="Jakarta & <Raya>"
    askedStores={[
      store(1, {}),
      store(2, { stock: null, on_display: null, phone: null, reported_text: null }),
    ]}
    readAt="2026-12-01T05:00:00.000Z"
  />
)

describe('staticMarkup writes what React writes', () => {
  it.each([
    ['the footer columns', <CompanyAndColumns key="c" shell={shell} />],
    ['the follow and app links', <Follow key="f" shell={shell} />],
    ['the closing line', <Closing key="l" shell={shell} year={2027} />],
    ['the header links', <MainLinks key="m" links={shell.headerMenu} />],
    ['Shop Now', <ShopNow key="s" href={shell.links.marketplace} />],
    ['the brand strip (with images)', <BrandStrip key="b" brands={shell.brands} />],
    ["a product's stores by city, one opened", cities],
    [
      'attributes of every kind',
      <div
        key="a"
        hidden
        aria-hidden={false}
        data-open={true}
        tabIndex={-1}
        title={`a "b" & 'c' <d>`}
        style={{ color: 'transparent', marginTop: 0, '--gap': '2px' } as React.CSSProperties}
      >
        {0}
        {null}
        {false}
        {['x', <br key="1" />, 'y']}
        <>
          <label htmlFor="f">f</label>
          <input id="f" disabled={false} readOnly autoComplete="off" spellCheck={false} />
          {/* eslint-disable-next-line @next/next/no-img-element -- markup to compare, not a page */}
          <img alt="" srcSet="/a.png 1x" fetchPriority="low" crossOrigin="anonymous" draggable={false} />
        </>
        <a href={' java\tscript:alert(1)'}>a</a>
        <form action="JavaScript:alert(2)" />
        <svg viewBox="0 0 2 2">
          <text fontSize="2" letterSpacing="-0.3" textAnchor="middle" fillOpacity=".5">
            t
          </text>
        </svg>
      </div>,
    ],
  ])('%s', (_, tree) => {
    expect(staticMarkup(tree)).toBe(renderToStaticMarkup(tree))
  })

  it('escapes text and attributes, so content cannot open a tag or a script', () => {
    const html = staticMarkup(<a href={'"><script>alert(1)</script>'}>{'</a><script>alert(2)</script>'}</a>)
    expect(html).not.toContain('<script')
    // A link staff set to a script is written as React writes it: one that only throws.
    expect(staticMarkup(<a href="javascript:alert(3)">x</a>)).not.toContain('alert')
    expect(html).toBe(
      '<a href="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">&lt;/a&gt;&lt;script&gt;alert(2)&lt;/script&gt;</a>',
    )
  })

  it('refuses what needs React in the browser ', () => {
    const Async = async () => <p>later</p>
    const reference = Object.assign(() => null, { $$typeof: Symbol.for('react.client.reference') })
    expect(() => staticMarkup(<StaticLinks markup={{ html: '' }} />)).toThrow() // a client component (it uses hooks)
    expect(() => staticMarkup(<Async />)).toThrow(/async/)
    expect(() => staticMarkup(<div>{Promise.resolve('x') as never}</div>)).toThrow(/promise/)
    expect(() => staticMarkup(<button onClick={() => {}}>x</button>)).toThrow(/onClick/)
    expect(() => staticMarkup(<div dangerouslySetInnerHTML={{ __html: '<b>' }} />)).toThrow(/dangerously/)
    expect(() => staticMarkup(<div style={{ width: 3 }} />)).toThrow(/unit/)
    expect(() => staticMarkup(<script>{'1'}</script>)).toThrow(/nonce/)
    expect(() =>
      staticMarkup({
        $$typeof: Symbol.for('react.transitional.element'),
        type: reference,
        props: {},
      } as never),
    ).toThrow(/not a plain function/)
  })
})

describe('printedOnce', () => {
  const storage = new AsyncLocalStorage<Map<string, string>>()
  const key = Symbol.for('rumahloka.documentParts')

  it('keeps the markup of a document request in its parts and hands on an id; else the markup itself', () => {
    const global = globalThis as { [key]?: unknown }
    const before = global[key]
    global[key] = storage
    try {
      expect(printedOnce('<b>x</b>')).toEqual({ html: '<b>x</b>' }) // no store: a navigation's flight data
      storage.run(new Map(), () => {
        const first = printedOnce('<b>x</b>')
        const second = printedOnce('<i>y</i>')
        expect(first).toEqual({ part: 'p0' })
        expect(second).toEqual({ part: 'p1' })
        expect(documentParts()?.get('p0')).toBe('<b>x</b>')
        expect(documentParts()?.get('p1')).toBe('<i>y</i>')
      })
      expect(documentParts()).toBeUndefined()
    } finally {
      global[key] = before
    }
  })
})
