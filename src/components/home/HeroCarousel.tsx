'use client'

import { useEffect, useRef, useState } from 'react'

import { LinkButton } from '../ui/Button'
import { useHydrated } from '../ui/use-hydrated'
import { ChevronIcon } from '../ui/icons'

export type HeroSlide = {
  id: number
  title: string
  href: string
  desktop: { src: string; srcSet?: string; width: number; height: number }
  mobile: { srcSet?: string; src: string } | null
}

const AUTOPLAY_MS = 6000

/**
 * Hero banners: buttons, dots, swipe and a pause control; autoplay stops for people who ask
 * for reduced motion, on hover and on focus. The first slide is the page's largest image and
 * loads first; the mobile image is used below 450 px.
 */
export function HeroCarousel({ slides }: { slides: HeroSlide[] }) {
  const [index, setIndex] = useState(0)
  const [playing, setPlaying] = useState(true)
  const [held, setHeld] = useState(false)
  const touchX = useRef<number | null>(null)
  const count = slides.length
  // The later slides are off screen and inert until the carousel moves, which takes scripts: the server's
  // document carries only the first (docs/performance.md, "Fewer elements").
  const shown = useHydrated() ? slides : slides.slice(0, 1)
  const go = (next: number) => setIndex((next + count) % count)

  useEffect(() => {
    if (!playing || held || count < 2 || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), AUTOPLAY_MS)
    return () => clearInterval(timer)
  }, [playing, held, count])

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Promo utama"
      className="relative overflow-hidden bg-brand-900"
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocusCapture={() => setHeld(true)}
      onBlurCapture={() => setHeld(false)}
      onTouchStart={(e) => (touchX.current = e.touches[0]?.clientX ?? null)}
      onTouchEnd={(e) => {
        const start = touchX.current
        const end = e.changedTouches[0]?.clientX
        if (start !== null && end !== undefined && Math.abs(end - start) > 40)
          go(index + (end < start ? 1 : -1))
        touchX.current = null
      }}
    >
      <div
        className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
        style={{ transform: `translateX(-${index * 100}%)` }}
      >
        {shown.map((slide, i) => (
          <div
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}: ${slide.title}`}
            aria-hidden={i !== index}
            inert={i !== index}
            className="relative w-full shrink-0"
          >
            <picture>
              {slide.mobile && (
                <source media="(max-width: 450px)" srcSet={slide.mobile.srcSet ?? slide.mobile.src} />
              )}
              <img
                src={slide.desktop.src}
                srcSet={slide.desktop.srcSet}
                sizes="100vw"
                width={slide.desktop.width}
                height={slide.desktop.height}
                alt=""
                fetchPriority={i === 0 ? 'high' : 'low'}
                loading={i === 0 ? 'eager' : 'lazy'}
                decoding={i === 0 ? 'sync' : 'async'}
                className="aspect-[4/5] h-auto w-full object-cover medium:aspect-[8/3]"
              />
            </picture>
            <div className="absolute inset-0 flex flex-col justify-start pt-[12%] medium:justify-center medium:pt-0">
              <div className="container">
                <p className="max-w-[85%] text-3xl leading-tight font-extrabold text-white medium:max-w-[42%] large:text-5xl">
                  {slide.title}
                </p>
                <LinkButton
                  href={slide.href}
                  variant="light"
                  tabIndex={i === index ? 0 : -1}
                  className="mt-4"
                >
                  Lihat selengkapnya<span className="sr-only">: {slide.title}</span>
                </LinkButton>
              </div>
            </div>
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="needs-script absolute right-0 bottom-3 left-0">
          <div className="container flex items-center justify-between gap-2">
            <div className="flex items-center gap-1">
              {slides.map((slide, i) => (
                <button
                  key={slide.id}
                  type="button"
                  onClick={() => go(i)}
                  aria-label={`Tampilkan slide ${i + 1}`}
                  aria-current={i === index}
                  className="group inline-flex size-6 items-center justify-center"
                >
                  <span
                    className={`block h-2 rounded-full transition-all ${i === index ? 'w-5 bg-white' : 'w-2 bg-white/60 group-hover:bg-white/90'}`}
                  />
                </button>
              ))}
            </div>
            <div className="flex items-center gap-1">
              <button
                type="button"
                onClick={() => setPlaying(!playing)}
                className="icon-button bg-black/35 text-sm font-bold text-white hover:bg-black/50"
                aria-label={playing ? 'Pause slides' : 'Play slides'}
              >
                {playing ? '❚❚' : '►'}
              </button>
              <button
                type="button"
                onClick={() => go(index - 1)}
                className="icon-button bg-black/35 text-white hover:bg-black/50"
                aria-label="Slide sebelumnya"
              >
                <ChevronIcon className="size-5 rotate-180" />
              </button>
              <button
                type="button"
                onClick={() => go(index + 1)}
                className="icon-button bg-black/35 text-white hover:bg-black/50"
                aria-label="Slide berikutnya"
              >
                <ChevronIcon className="size-5" />
              </button>
            </div>
          </div>
        </div>
      )}
    </section>
  )
}
