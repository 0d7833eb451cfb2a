import Image from 'next/image'
import Link from 'next/link'

import { HomePopup } from '@/components/layout/HomePopup'
import { LinkButton } from '@/components/ui/Button'
import { getHeroBanners } from '@/server/content/home'
import { seoMetadata } from '@/server/seo/metadata'
import { getShellData } from '@/server/shell/shell'

export const generateMetadata = () => seoMetadata('/')

export default async function HomePage() {
  const [banners, shell] = await Promise.all([getHeroBanners(), getShellData()])
  const hero = banners[0]
  return (
    <main id="main">
      <h1 className="sr-only">Rumah Loka — furnitur dan perlengkapan rumah</h1>
      {hero?.image && (
        <section aria-label="Promo utama" className="relative overflow-hidden bg-brand-800">
          <Image src={hero.image.url} alt="" width={hero.image.width} height={hero.image.height} priority sizes="100vw" className="h-auto w-full" />
          <div className="container absolute inset-0 flex flex-col justify-center gap-4 text-white">
            <p className="max-w-[40%] text-2xl font-bold leading-tight large:text-5xl">{hero.title}</p>
            {hero.url_link && (
              <div>
                <LinkButton href={hero.url_link} variant="light">Lihat promo</LinkButton>
              </div>
            )}
          </div>
        </section>
      )}
      <section className="container py-10">
        <h2 className="text-xl font-bold">Promo lainnya</h2>
        <ul className="mt-4 grid gap-4 medium:grid-cols-2 large:grid-cols-4">
          {banners.slice(1).map((banner) => (
            <li key={banner.id}>
              <Link href={banner.url_link ?? '/'} className="block rounded-xl bg-sand-100 p-4 font-semibold hover:bg-sand-200">
                {banner.title}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {shell.popupBanner && <HomePopup banner={shell.popupBanner} />}
    </main>
  )
}
