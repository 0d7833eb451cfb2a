'use client'

import { useId, useState } from 'react'

import { preparePhoto, type PreparedPhoto } from './photo-resize'
import { claimPhotoRules } from '@/lib/warranty-choices'

/** Up to five photos, each checked and shrunk in the browser, shown before sending, removable. */
export function PhotoPicker({
  photos,
  onChange,
  onBusyChange,
  error,
}: {
  photos: PreparedPhoto[]
  onChange: (next: PreparedPhoto[]) => void
  onBusyChange: (busy: boolean) => void
  error?: string
}) {
  const id = useId()
  const [problems, setProblems] = useState<string[]>([])
  const [busy, setBusy] = useState(false)

  const add = async (files: FileList | null) => {
    if (!files?.length) return
    setBusy(true)
    onBusyChange(true)
    const room = claimPhotoRules.maxFiles - photos.length
    const chosen = [...files]
    const messages: string[] =
      chosen.length > room
        ? [
            `Maksimal ${claimPhotoRules.maxFiles} foto: ${chosen.length - Math.max(0, room)} foto tidak ditambahkan.`,
          ]
        : []
    const added: PreparedPhoto[] = []
    for (const file of chosen.slice(0, Math.max(0, room))) {
      const result = await preparePhoto(file)
      if ('error' in result) messages.push(result.error)
      else added.push(result)
    }
    setProblems(messages)
    setBusy(false)
    onBusyChange(false)
    onChange([...photos, ...added])
  }
  const remove = (i: number) => {
    URL.revokeObjectURL(photos[i]!.preview)
    onChange(photos.filter((_, k) => k !== i))
  }

  return (
    <fieldset aria-describedby={`${id}-hint ${id}-error`}>
      <legend className="font-semibold">Foto kerusakan</legend>
      <p id={`${id}-hint`} className="text-sm text-muted">
        1–5 foto JPEG, PNG atau WebP: seluruh produk, bagian yang rusak dari dekat, dan label nomor seri. Foto
        diperkecil sebelum dikirim.
      </p>
      {photos.length > 0 && (
        <ul className="mt-2 grid grid-cols-3 gap-2 medium:grid-cols-5">
          {photos.map((p, i) => (
            <li key={p.preview} className="relative">
              {/* A local preview (blob: URL), not a served image. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img
                src={p.preview}
                alt={`Foto ${i + 1}: ${p.file.name}`}
                className="aspect-square w-full rounded-lg border border-sand-200 object-cover"
              />
              <button
                type="button"
                onClick={() => remove(i)}
                className="absolute top-1 right-1 inline-flex min-h-8 items-center rounded-full bg-white/95 px-2 text-xs font-semibold shadow"
              >
                Hapus<span className="sr-only"> foto {i + 1}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {photos.length < claimPhotoRules.maxFiles && (
        <label className="mt-2 inline-flex min-h-11 cursor-pointer items-center rounded-full border-2 border-brand-700 px-5 text-sm font-semibold text-brand-700 focus-within:ring-2 focus-within:ring-brand-200 hover:bg-brand-50">
          {busy ? 'Memproses foto…' : photos.length ? 'Tambah foto' : 'Pilih foto'}
          <input
            type="file"
            accept={claimPhotoRules.types.join(',')}
            multiple
            className="sr-only"
            onChange={(e) => {
              void add(e.target.files)
              e.target.value = ''
            }}
          />
        </label>
      )}
      <p className="mt-1 text-sm text-muted">
        {photos.length} dari {claimPhotoRules.maxFiles} foto
      </p>
      <div id={`${id}-error`} role="alert" className="text-sm font-semibold text-red-800">
        {[...problems, ...(error ? [error] : [])].map((m) => (
          <p key={m}>{m}</p>
        ))}
      </div>
    </fieldset>
  )
}
