import { Img } from '@/components/ui/Img'
import type { ShellData } from '@/server/shell/shell'

/** The group's other brand stores: logo and name on large screens, the name on small ones. */
export function BrandStrip({ brands }: { brands: ShellData['brands'] }) {
  if (!brands.length) return null
  return (
    <nav aria-label="Toko lain grup kami" className="border-b border-sand-200 bg-sand-50">
      <ul className="container flex gap-1 overflow-x-auto py-1 text-xs font-semibold text-muted [scrollbar-width:none]">
        <li className="shrink-0 self-center pr-2 text-[11px] font-medium uppercase tracking-wide">
          Grup kami
        </li>
        {brands.map((brand) => (
          <li key={brand.code} className="shrink-0">
            <a
              href={brand.url_link ?? '#'}
              className="flex min-h-8 items-center gap-2 rounded-full px-3 hover:bg-sand-200 hover:text-ink"
            >
              {brand.img_icon && (
                <Img
                  src={brand.img_icon.url}
                  alt=""
                  width={20}
                  height={20}
                  className="hidden size-5 large:block"
                />
              )}
              <span>{brand.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
