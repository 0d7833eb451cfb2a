'use client'

import { CloseIcon, PhoneIcon } from '../ui/icons'
import { APP_STRIP_KEY } from '@/lib/storage-keys'

/**
 * The closable strip inviting shoppers to the app. Shown until dismissed; the dismissal is kept
 * in local storage and applied before first paint by the inline script in the layout, so the
 * page does not jump.
 */
export function AppStrip({ appStoreUrl, playStoreUrl }: { appStoreUrl: string; playStoreUrl: string }) {
  const dismiss = () => {
    try {
      localStorage.setItem(APP_STRIP_KEY, '1')
    } catch {
      // Private mode: hide for this page view only.
    }
    document.documentElement.dataset.appStrip = 'hidden'
  }
  const open = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (/iPhone|iPad|iPod|Macintosh/.test(navigator.userAgent) && appStoreUrl) {
      event.preventDefault()
      window.open(appStoreUrl, '_blank', 'noopener')
    }
  }
  return (
    <div className="app-strip bg-brand-900 text-white">
      <div className="container flex min-h-12 items-center gap-3 py-1.5 text-sm">
        <PhoneIcon className="size-5 shrink-0 text-accent-400" />
        <p className="flex-1 leading-tight">
          <span className="font-semibold">Belanja lebih mudah di aplikasi Rumah Loka</span>
          <span className="hidden medium:inline">
            {' '}
            — poin member, promo khusus aplikasi, dan cek stok toko.
          </span>
        </p>
        <a
          href={playStoreUrl || appStoreUrl}
          target="_blank"
          rel="noopener noreferrer"
          onClick={open}
          lang="en"
          className="inline-flex min-h-9 items-center rounded-full bg-accent-400 px-4 font-semibold text-brand-900 hover:bg-accent-500"
        >
          Open
        </a>
        <button
          type="button"
          onClick={dismiss}
          className="inline-flex size-9 items-center justify-center rounded-full hover:bg-white/10"
          aria-label="Tutup ajakan unduh aplikasi"
        >
          <CloseIcon className="size-5" />
        </button>
      </div>
    </div>
  )
}
