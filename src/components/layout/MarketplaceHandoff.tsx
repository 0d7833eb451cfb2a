'use client'

import { useEffect } from 'react'

import { sendQuietly } from '@/components/api-client'
import { withCampaign } from '@/lib/routes'

const HANDOFF = 'a[data-handoff]'
const linkOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLAnchorElement>(HANDOFF) : null

/**
 * Every hand-off to the marketplace (a Shop Now or Buy Online link, marked `data-handoff` with its product's
 * page): the link takes the site's campaign parameters as the shopper reaches it (pointer, focus), so a
 * click, a middle click or "open in new tab" carries them; a click a person made (not a script's) is counted
 * once (`/api/site/log/handoff`). One listener for the whole site: product cards stay free of script.
 */
export function MarketplaceHandoff({ campaign }: { campaign: string }) {
  useEffect(() => {
    const tag = (event: Event) => {
      const link = linkOf(event.target)
      if (link && campaign && !link.dataset.campaign) {
        link.href = withCampaign(link.href, campaign)
        link.dataset.campaign = 'set'
      }
    }
    const count = (event: MouseEvent) => {
      const link = linkOf(event.target)
      // A middle click opens the link too; a right click only opens a menu.
      if (!link || !event.isTrusted || (event.type === 'auxclick' && event.button !== 1)) return
      tag(event)
      sendQuietly('/api/site/log/handoff', { path: link.dataset.handoff })
    }
    const options = { capture: true, passive: true }
    for (const type of ['pointerdown', 'focusin'] as const) document.addEventListener(type, tag, options)
    for (const type of ['click', 'auxclick'] as const) document.addEventListener(type, count, options)
    return () => {
      for (const type of ['pointerdown', 'focusin'] as const) document.removeEventListener(type, tag, options)
      for (const type of ['click', 'auxclick'] as const) document.removeEventListener(type, count, options)
    }
  }, [campaign])
  return null
}
