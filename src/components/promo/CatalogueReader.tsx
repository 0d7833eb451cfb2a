'use client'

import { useRef, useState } from 'react'

import { useBackdropClose } from '../layout/use-backdrop-close'
import { ChevronIcon, CloseIcon } from '../ui/icons'
import { Img } from '@/components/ui/Img'
import type { ImageRef } from '@/server/data/media'

/** Reads an e-catalogue in the page: a modal with page images, arrows, keyboard and page count. */
export function CatalogueReader({ title, pages }: { title: string; pages: ImageRef[] }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [page, setPage] = useState(0)
  useBackdropClose(dialog, () => dialog.current?.close())
  const go = (p: number) => setPage(Math.min(pages.length - 1, Math.max(0, p)))
  const current = pages[page]
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setPage(0)
          dialog.current?.showModal()
        }}
        className="inline-flex min-h-11 items-center rounded-full bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
      >
        Baca<span className="sr-only"> {title}</span>
      </button>
      <dialog
        ref={dialog}
        aria-label={title}
        className="m-auto h-[min(100dvh,60rem)] w-[min(100%,44rem)] max-w-none rounded-2xl bg-white p-0 backdrop:bg-black/70"
      >
        <div
          className="flex h-full flex-col"
          onKeyDown={(e) => {
            if (e.key === 'ArrowRight') go(page + 1)
            if (e.key === 'ArrowLeft') go(page - 1)
          }}
          role="presentation"
        >
          <div className="flex items-center justify-between gap-2 border-b border-sand-200 px-4 py-2">
            <p className="truncate font-bold">{title}</p>
            <button
              type="button"
              onClick={() => dialog.current?.close()}
              className="icon-button hover:bg-sand-100"
              aria-label="Tutup katalog"
            >
              <CloseIcon className="size-5" />
            </button>
          </div>
          <div className="relative flex-1 bg-sand-100">
            {current && (
              <Img src={current.url} alt={current.alt} fill sizes="44rem" className="object-contain" />
            )}
          </div>
          <div className="flex items-center justify-between gap-2 border-t border-sand-200 px-4 py-2">
            <button
              type="button"
              onClick={() => go(page - 1)}
              disabled={page === 0}
              className="icon-button hover:bg-sand-100 disabled:opacity-40"
              aria-label="Halaman sebelumnya"
            >
              <ChevronIcon className="size-5 rotate-180" />
            </button>
            <p aria-live="polite" className="text-sm font-semibold">
              Halaman {page + 1} dari {pages.length}
            </p>
            <button
              type="button"
              onClick={() => go(page + 1)}
              disabled={page === pages.length - 1}
              className="icon-button hover:bg-sand-100 disabled:opacity-40"
              aria-label="Halaman berikutnya"
            >
              <ChevronIcon className="size-5" />
            </button>
          </div>
        </div>
      </dialog>
    </>
  )
}
