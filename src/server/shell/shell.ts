import { listBanners } from '../content/banners'
import { notKept } from '@/lib/render-clock'
import { listBrands } from '../content/brands'
import { listSelections } from '../content/selections'
import { listSocialLinks } from '../content/social'
import { getWebsiteConfigMap } from '../content/website-config'
import { cachedRead, deepFreeze } from '../cache'
import { fetchFailureMessages } from './messages'
import { failPoint } from '../crash-point'

export type MenuLink = { label: string; href: string }

/** Spec §9 constants of the shell's lists. */
export const shellLimits = {
  menuPageSize: 10,
  brandPageSize: 50,
  floatPageSize: 1,
  excludedBrandCode: 'INFORMA',
} as const

const menu = (type: string) =>
  cachedRead(`shell:menu:${type}`, ['selections'], async () => {
    const { selections } = await listSelections({
      type,
      page: 1,
      page_size: shellLimits.menuPageSize,
      is_enabled: true,
    })
    return selections.map((s) => ({ label: s.description, href: s.link }))
  })

const headerMenu = menu('FE_HEADER')
const footerMenu1 = menu('FE_FOOTER_MENU_1')
const footerMenu2 = menu('FE_FOOTER_MENU_2')

const groupBrands = cachedRead('shell:brands', ['brands'], async () => {
  const { data_brand } = await listBrands({
    type: 'store',
    page: 1,
    page_size: shellLimits.brandPageSize,
    is_enabled: true,
  })
  return data_brand.filter((b) => b.code !== shellLimits.excludedBrandCode)
})

const chatLink = cachedRead('shell:chat', ['selections'], async () => {
  const { selections } = await listSelections({
    type: 'FE_FLOATING_WA_NO',
    page: 1,
    page_size: 1,
    is_enabled: true,
  })
  const entry = selections[0]
  // The link holds a placeholder the number replaces (spec §9).
  return entry
    ? { label: entry.description, href: entry.link.replace(/\{value\}|\{\{value\}\}|:value/g, entry.value) }
    : null
})

const banner = (section: string) =>
  cachedRead(`shell:banner:${section}`, ['banners'], async () => {
    const { banners } = await listBanners({
      section_name: section,
      page: 1,
      page_size: shellLimits.floatPageSize,
      is_enabled: true,
    })
    return banners[0] ?? null
  })
const floatingBanner = banner('secondary-float')
const popupBanner = banner('popup')

const socialLinks = cachedRead(
  'shell:social',
  ['social-links'],
  async () => (await listSocialLinks({ page: 1, page_size: 20, is_enabled: true })).socmed,
)

const siteConfig = cachedRead('shell:config', ['website-config'], () =>
  getWebsiteConfigMap([
    'company_name',
    'company_address',
    'group_name',
    'app_store_url',
    'play_store_url',
    'marketplace_url',
    'marketplace_utm',
    'customer_service_phone',
    'customer_service_email',
  ]),
)

/** Runs one part; a failure becomes the spec's message instead of breaking the page. */
async function part<T>(read: () => Promise<T>, fallback: T, message: string, notices: string[]): Promise<T> {
  try {
    return await read()
  } catch (error) {
    console.error(`[shell] ${message}`, error)
    // A page that shows the failure is not kept: no edit would drop it once the read works again.
    notKept()
    notices.push(message)
    return fallback
  }
}

/** Everything the header, footer and floating stack show, read through the data cache. */
export async function getShellData() {
  // Tests make the whole shell fail here (TEST_FAIL_AT=shell-data), as when the database is away and no
  // part can stand in for it: the layout then fails and the error page answers (error-page.test.ts).
  failPoint('shell-data')
  const notices: string[] = []
  const [header, footer1, footer2, brands, chat, floating, popup, social, config] = await Promise.all([
    part(headerMenu, [], fetchFailureMessages.header, notices),
    part(footerMenu1, [], fetchFailureMessages.header, notices),
    part(footerMenu2, [], fetchFailureMessages.header, notices),
    part(groupBrands, [], fetchFailureMessages.brand, notices),
    part(chatLink, null, fetchFailureMessages.chat, notices),
    part(floatingBanner, null, 'Floating banner unavailable', []),
    part(popupBanner, null, 'Popup unavailable', []),
    part(socialLinks, [], 'Social links unavailable', []),
    part(siteConfig, {} as Record<string, string>, 'Website settings unavailable', []),
  ])
  if (!chat && !notices.includes(fetchFailureMessages.chat)) notices.push(fetchFailureMessages.chatMissing)
  // The same answers as the last request's (cached reads answer the same frozen objects until an edit): the
  // same shell, so what the header and footer make from it once (`madeOnce`) holds.
  const from = [header, footer1, footer2, brands, chat, floating, popup, social, config, notices.join('\n')]
  if (last && from.every((value, i) => value === last!.from[i])) return last.shell
  const shell = deepFreeze(
    composeShell(header, footer1, footer2, brands, chat, floating, popup, social, config, notices),
  )
  last = { from, shell }
  return shell
}

/** The last shell made and the answers it was made from. */
let last: { from: unknown[]; shell: ShellData } | undefined

function composeShell(
  header: MenuLink[],
  footer1: MenuLink[],
  footer2: MenuLink[],
  brands: Awaited<ReturnType<typeof groupBrands>>,
  chat: Awaited<ReturnType<typeof chatLink>>,
  floating: Awaited<ReturnType<typeof floatingBanner>>,
  popup: Awaited<ReturnType<typeof popupBanner>>,
  social: Awaited<ReturnType<typeof socialLinks>>,
  config: Record<string, string>,
  notices: string[],
) {
  // The first item of each footer list is its column title (spec, "Footer").
  const column = (items: MenuLink[]) =>
    items.length ? { title: items[0]!.label, links: items.slice(1) } : null
  return {
    headerMenu: header,
    footerColumns: [column(footer1), column(footer2)].filter((c) => c !== null),
    brands,
    chat,
    floatingBanner: floating,
    popupBanner: popup,
    social,
    company: {
      name: config.company_name ?? 'Rumah Loka',
      address: config.company_address ?? '',
      group: config.group_name ?? '',
      phone: config.customer_service_phone ?? '',
      email: config.customer_service_email ?? '',
    },
    links: {
      marketplace: config.marketplace_url ?? 'https://www.tokopedia.com/rumahloka',
      /** Campaign parameters (utm_…) a product's marketplace link carries, as staff set them. */
      marketplaceUtm: config.marketplace_utm ?? '',
      appStore: config.app_store_url ?? '',
      playStore: config.play_store_url ?? '',
    },
    notices,
  }
}
export type ShellData = ReturnType<typeof composeShell>
