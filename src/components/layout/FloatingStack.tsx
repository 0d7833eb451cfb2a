import { StaticPart } from './StaticPart'
import { StayClear } from './StayClear'
import { ChatIcon } from '../ui/icons'
import { Img } from '@/components/ui/Img'
import type { ShellData } from '@/server/shell/shell'

/**
 * Bottom-right: the secondary floating banner (when one is enabled) above the chat button. Compact (the chat
 * as its icon, its name for screen readers, spelled out while hovered or focused on a large screen), and out
 * of the way while anything of the page is under it (StayClear); the footer keeps room for it at the end of
 * every page, where it always shows, and where it stands without JavaScript, with nothing to move it aside
 * (components.css; docs/site-shell.md). Its links open other tabs and never change in the
 * browser: printed once as static markup, where as `StayClear`'s children they travelled in every page's
 * flight data too.
 */
export function FloatingStack({ shell }: { shell: ShellData }) {
  const { floatingBanner: banner, chat } = shell
  return (
    <StayClear
      lang="id"
      className="floating-stack fixed right-3 bottom-3 z-30 flex flex-col items-end gap-3 medium:right-5 medium:bottom-5"
    >
      <StaticPart prefetch={false} madeFrom={{ source: shell, part: 'floating' }}>
        {banner?.image && banner.is_enabled && (
          <a
            href={banner.url_link ?? '/'}
            target="_blank"
            rel="noopener noreferrer"
            className="block overflow-hidden rounded-2xl shadow-lg ring-1 ring-black/5 transition-transform hover:scale-105"
          >
            <Img
              src={banner.image.url}
              alt={`${banner.title} (membuka tab baru)`}
              width={72}
              height={72}
              className="size-16 medium:size-[72px]"
            />
          </a>
        )}
        {chat && (
          <a
            href={chat.href}
            target="_blank"
            rel="noopener noreferrer"
            className="group flex min-h-12 min-w-12 items-center justify-center gap-2 rounded-full bg-[#15803d] px-3 font-semibold text-white shadow-lg hover:bg-[#116a32]"
          >
            <ChatIcon className="size-6" />
            <span className="sr-only large:group-hover:not-sr-only large:group-focus-visible:not-sr-only large:pr-1">
              Minta Bantuan IVI
            </span>
            <span className="sr-only">(membuka WhatsApp di tab baru)</span>
          </a>
        )}
      </StaticPart>
    </StayClear>
  )
}
