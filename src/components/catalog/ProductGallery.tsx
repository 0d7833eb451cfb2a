'use client'

import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react'

import { ChevronIcon, CloseIcon } from '../ui/icons'

export type ZoomImage = { src: string; srcSet: string; alt: string; width: number; height: number }

/**
 * A product's photos: a strip that scrolls one photo at a time (a swipe on touch screens, and without
 * JavaScript too), thumbnails that are links to each photo, arrow keys on the strip, and a larger view in a
 * dialog. The photos themselves are drawn by the server (`slides`, `thumbs`): the page ships no image code.
 */
export function ProductGallery({
  name,
  slides,
  thumbs,
  zoom,
}: {
  name: string
  slides: ReactNode[]
  thumbs: ReactNode[]
  zoom: ZoomImage[]
}) {
  const strip = useRef<HTMLUListElement>(null)
  const dialog = useRef<HTMLDialogElement>(null)
  const [index, setIndex] = useState(0)
  const count = slides.length

  const show = useCallback(
    (next: number) => {
      const target = Math.max(0, Math.min(count - 1, next))
      const list = strip.current
      if (!list) return
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
      list.scrollTo({ left: target * list.clientWidth, behavior: reduce ? 'auto' : 'smooth' })
      setIndex(target)
    },
    [count],
  )

  // The strip scrolled by a swipe (or a thumbnail link) says which photo is in view.
  useEffect(() => {
    const list = strip.current
    if (!list) return
    const onScroll = () => setIndex(Math.round(list.scrollLeft / Math.max(1, list.clientWidth)))
    list.addEventListener('scroll', onScroll, { passive: true })
    return () => list.removeEventListener('scroll', onScroll)
  }, [])

  const onKey = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: count - 1,
    }
    if (!(event.key in moves)) return
    event.preventDefault()
    show(moves[event.key]!)
  }

  const current = zoom[index]
  return (
    <div className="product-gallery">
      {/* Arrow keys on the strip and its buttons: the keyboard's swipe. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        className="relative"
        role="region"
        aria-roledescription="galeri foto"
        aria-label={`Foto ${name}`}
        onKeyDown={onKey}
      >
        {/* Focusable, so a keyboard can scroll it (axe: scrollable-region-focusable). */}
        <ul
          ref={strip}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          aria-label={`Foto ${index + 1} dari ${count}. Geser atau pakai tombol panah.`}
          className="product-gallery-strip"
        >
          {slides.map((slide, i) => (
            <li key={i} id={`foto-${i + 1}`}>
              {slide}
            </li>
          ))}
        </ul>
        {count > 1 && (
          <>
            <button
              type="button"
              className="product-gallery-step left-2"
              onClick={() => show(index - 1)}
              disabled={index === 0}
              aria-label="Foto sebelumnya"
            >
              <ChevronIcon className="size-5 rotate-180" />
            </button>
            <button
              type="button"
              className="product-gallery-step right-2"
              onClick={() => show(index + 1)}
              disabled={index === count - 1}
              aria-label="Foto berikutnya"
            >
              <ChevronIcon className="size-5" />
            </button>
          </>
        )}
        {current && (
          <button
            type="button"
            className="absolute right-2 bottom-2 min-h-11 rounded-full bg-white/90 px-4 text-sm font-semibold shadow hover:bg-white"
            onClick={() => dialog.current?.showModal()}
          >
            Perbesar foto
          </button>
        )}
      </div>
      {count > 1 && (
        <ol className="mt-3 flex gap-2 overflow-x-auto pb-1" aria-label="Pilih foto">
          {thumbs.map((thumb, i) => (
            <li key={i} className="shrink-0">
              <a
                href={`#foto-${i + 1}`}
                aria-current={i === index ? 'true' : undefined}
                aria-label={`Foto ${i + 1} dari ${count}`}
                className="product-gallery-thumb"
                onClick={(event) => {
                  event.preventDefault()
                  show(i)
                }}
              >
                {thumb}
              </a>
            </li>
          ))}
        </ol>
      )}
      {/* Arrow keys move between photos in the larger view too; a click on the backdrop closes it. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialog}
        aria-label={`Foto ${name}, diperbesar`}
        className="product-gallery-zoom"
        onKeyDown={onKey}
        onClick={(event) => event.target === dialog.current && dialog.current?.close()}
      >
        {current && (
          // eslint-disable-next-line @next/next/no-img-element -- the optimizer's addresses, from the server
          <img
            src={current.src}
            srcSet={current.srcSet}
            sizes="100vw"
            alt={current.alt}
            width={current.width}
            height={current.height}
            className="max-h-[85vh] w-auto max-w-full object-contain"
          />
        )}
        <p className="mt-2 text-center text-sm text-white" aria-live="polite">
          Foto {index + 1} dari {count}
        </p>
        <form method="dialog" className="absolute top-2 right-2">
          <button
            type="submit"
            className="grid size-11 place-items-center rounded-full bg-white"
            aria-label="Tutup"
          >
            <CloseIcon className="size-5" />
          </button>
        </form>
      </dialog>
    </div>
  )
}
