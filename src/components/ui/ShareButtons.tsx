'use client'

import { LinkIcon, ShareIcon, SocialIcon } from './icons'
import { LINK_COPY_TOAST_LIFETIME, toast } from '@/lib/toast-store'

export type ShareChannel = 'whatsapp' | 'facebook' | 'instagram' | 'twitter' | 'copy'

/** Where each channel's share goes; null means the link is copied instead (spec §9). */
export function shareUrl(channel: string, url: string, title: string): string | null {
  const u = encodeURIComponent(url)
  const t = encodeURIComponent(title)
  switch (channel) {
    case 'whatsapp':
      return `https://wa.me/?text=${t}%20${u}`
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${u}&text=${t}`
    default:
      return null
  }
}

async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url)
  } catch {
    const area = Object.assign(document.createElement('textarea'), { value: url })
    document.body.append(area)
    area.select()
    document.execCommand('copy')
    area.remove()
  }
  toast.success('Link copied!', { lifetime: LINK_COPY_TOAST_LIFETIME })
}

/** Share a page on WhatsApp, Facebook, Instagram or Twitter; any other choice copies the link. */
export function ShareButtons({ title, path }: { title: string; path: string }) {
  const share = async (channel: ShareChannel) => {
    const url = new URL(path, window.location.origin).href
    if (channel === 'instagram') {
      // Instagram has no web share address: the phone's share sheet reaches it, else the link is copied.
      if (navigator.share) {
        try {
          await navigator.share({ title, url })
          return
        } catch {
          // cancelled: fall through to copying
        }
      }
      return copyLink(url)
    }
    const target = shareUrl(channel, url, title)
    if (target) window.open(target, '_blank', 'noopener,noreferrer')
    else await copyLink(url)
  }
  const button =
    'inline-flex size-11 items-center justify-center rounded-full border border-sand-200 bg-white hover:bg-sand-100'
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="flex items-center gap-1 text-sm font-semibold text-muted">
        <ShareIcon className="size-4" /> Bagikan
      </span>
      <button
        type="button"
        className={button}
        onClick={() => share('whatsapp')}
        aria-label="Share on WhatsApp"
      >
        <SocialIcon platform="whatsapp" className="size-5" />
      </button>
      <button
        type="button"
        className={button}
        onClick={() => share('facebook')}
        aria-label="Share on Facebook"
      >
        <SocialIcon platform="facebook" className="size-5" />
      </button>
      <button
        type="button"
        className={button}
        onClick={() => share('instagram')}
        aria-label="Share on Instagram"
      >
        <SocialIcon platform="instagram" className="size-5" />
      </button>
      <button type="button" className={button} onClick={() => share('twitter')} aria-label="Share on Twitter">
        <SocialIcon platform="twitter" className="size-5" />
      </button>
      <button type="button" className={button} onClick={() => share('copy')} aria-label="Copy link">
        <LinkIcon className="size-5" />
      </button>
    </div>
  )
}
