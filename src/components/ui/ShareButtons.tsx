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
  toast.success('Tautan disalin!', { lifetime: LINK_COPY_TOAST_LIFETIME })
}

/** The buttons in their order, with the name a screen reader gives each. */
const shareTargets: { channel: ShareChannel; label: string }[] = [
  { channel: 'whatsapp', label: 'Bagikan ke WhatsApp' },
  { channel: 'facebook', label: 'Bagikan ke Facebook' },
  { channel: 'instagram', label: 'Bagikan ke Instagram' },
  { channel: 'twitter', label: 'Bagikan ke Twitter' },
  { channel: 'copy', label: 'Salin tautan' },
]

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
  const button = 'icon-button border border-sand-200 bg-white hover:bg-sand-100'
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="flex items-center gap-1 text-sm font-semibold text-muted">
        <ShareIcon className="size-4" /> Bagikan
      </span>
      {shareTargets.map(({ channel, label }) => (
        <button
          key={channel}
          type="button"
          className={button}
          onClick={() => share(channel)}
          aria-label={label}
        >
          {channel === 'copy' ? (
            <LinkIcon className="size-5" />
          ) : (
            <SocialIcon platform={channel} className="size-5" />
          )}
        </button>
      ))}
    </div>
  )
}
