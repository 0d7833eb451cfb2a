'use client'

import { useEffect, useRef, useState } from 'react'
import type SignaturePad from 'signature_pad'

import type { SignatureMethod } from '@/server/selfservice/signature-methods'
import { RadioPills } from '@/components/forms/RadioPills'

export type Signature = { method: SignatureMethod; image: Blob }

/** The drawing pad's code: call ahead (as the step before signing opens) so the pad is ready when shown. */
export const loadSignaturePad = () => import('signature_pad').then((m) => m.default)
const padOptions = { penColor: '#1f2a44', backgroundColor: 'rgb(255,255,255)', minWidth: 0.8, maxWidth: 2.6 }

const toBlob = (canvas: HTMLCanvasElement) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'))

/** A typed name drawn as a signature image: the accessible alternative for people who cannot draw. */
async function typedSignature(name: string): Promise<Blob | null> {
  const canvas = document.createElement('canvas')
  canvas.width = 900
  canvas.height = 240
  const ctx = canvas.getContext('2d')
  if (!ctx) return null
  ctx.fillStyle = '#ffffff'
  ctx.fillRect(0, 0, canvas.width, canvas.height)
  ctx.fillStyle = '#1f2a44'
  let size = 84
  do {
    ctx.font = `italic ${size}px "Segoe Script", "Brush Script MT", "URW Chancery L", cursive, serif`
    size -= 4
  } while (ctx.measureText(name).width > canvas.width - 80 && size > 24)
  ctx.textBaseline = 'alphabetic'
  ctx.fillText(name, 40, 150)
  ctx.fillRect(40, 180, canvas.width - 80, 2)
  return toBlob(canvas)
}

/**
 * The signature: drawn with a finger, pen or mouse on a pad sized for the screen's pixel ratio (crisp on any
 * phone), cleared and redrawn at will; or, for anyone who cannot draw, the typed full name rendered as the
 * image and recorded as a typed signature. Reports a PNG, or null while there is none.
 */
export function SignatureField({
  fullName,
  error,
  onChange,
}: {
  fullName: string
  error?: string
  onChange: (signature: Signature | null) => void
}) {
  const [method, setMethod] = useState<SignatureMethod>('drawn')
  const [typed, setTyped] = useState(fullName)
  const [typedPreview, setTypedPreview] = useState<string | null>(null)
  const canvas = useRef<HTMLCanvasElement>(null)
  const pad = useRef<SignaturePad | null>(null)
  const report = useRef(onChange)
  useEffect(() => {
    report.current = onChange
  }, [onChange])

  // The drawing pad: created once the canvas shows and its code is in (loaded with this step, not the page;
  // tried again when back online), resized (keeping the strokes) when the layout or pixel ratio changes.
  useEffect(() => {
    const element = canvas.current
    if (method !== 'drawn' || !element) return
    let live = true
    let detach: (() => void) | undefined
    const attach = () =>
      loadSignaturePad().then(
        (Pad) => {
          if (live) detach = attachPad(new Pad(element, padOptions))
        },
        () => live && window.addEventListener('online', attach, { once: true }),
      )
    const attachPad = (signaturePad: SignaturePad) => {
      pad.current = signaturePad
      const fit = () => {
        const ratio = Math.max(window.devicePixelRatio || 1, 1)
        const strokes = signaturePad.toData()
        element.width = element.offsetWidth * ratio
        element.height = element.offsetHeight * ratio
        element.getContext('2d')?.scale(ratio, ratio)
        signaturePad.clear()
        signaturePad.fromData(strokes)
      }
      fit()
      const observer = new ResizeObserver(fit)
      observer.observe(element)
      const ended = async () =>
        report.current(signaturePad.isEmpty() ? null : { method: 'drawn', image: (await toBlob(element))! })
      signaturePad.addEventListener('endStroke', ended)
      return () => {
        observer.disconnect()
        signaturePad.removeEventListener('endStroke', ended)
        signaturePad.off()
        pad.current = null
      }
    }
    void attach()
    return () => {
      live = false
      window.removeEventListener('online', attach)
      detach?.()
    }
  }, [method])

  // The typed signature follows the text field as it is typed.
  useEffect(() => {
    if (method !== 'typed') return
    const name = typed.trim()
    let current = true
    if (name.length < 2) {
      report.current(null)
      return
    }
    void typedSignature(name).then((image) => {
      if (!current || !image) return
      report.current({ method: 'typed', image })
      setTypedPreview(URL.createObjectURL(image))
    })
    return () => {
      current = false
    }
  }, [method, typed])
  useEffect(
    () => () => {
      if (typedPreview) URL.revokeObjectURL(typedPreview)
    },
    [typedPreview],
  )

  const choose = (next: SignatureMethod) => {
    setMethod(next)
    report.current(null)
  }
  return (
    <fieldset aria-describedby="signature-hint signature-error" className="grid gap-3">
      <legend className="mb-1 font-semibold">Tanda tangan</legend>
      <p id="signature-hint" className="text-sm text-muted">
        Gambar tanda tangan dengan jari, pena, atau mouse. Tidak bisa menggambar, atau memakai keyboard saja?
        Pilih &quot;Ketik nama&quot;: nama lengkap yang Anda ketik menjadi tanda tangan dan dicatat sebagai
        tanda tangan ketik.
      </p>
      <RadioPills
        name="signature-method"
        options={[
          ['drawn', 'Gambar tanda tangan'],
          ['typed', 'Ketik nama'],
        ]}
        value={method}
        onChange={choose}
      />
      {method === 'drawn' ? (
        <div className="grid gap-2">
          <p id="signature-pad-label" className="text-sm font-semibold">
            Gambar tanda tangan di kotak ini
          </p>
          <canvas
            ref={canvas}
            data-signature-pad
            className={`h-48 w-full touch-none rounded-xl border-2 border-dashed bg-white ${error ? 'border-red-700' : 'border-sand-300'}`}
          />
          <button
            type="button"
            onClick={() => {
              pad.current?.clear()
              report.current(null)
            }}
            className="inline-flex min-h-11 items-center justify-self-start font-semibold text-brand-700 underline"
          >
            Hapus dan ulangi
          </button>
        </div>
      ) : (
        <div className="grid gap-2">
          <label htmlFor="signature-typed" className="font-semibold">
            Nama lengkap sebagai tanda tangan
          </label>
          <input
            id="signature-typed"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            autoComplete="name"
            aria-describedby="signature-hint signature-error"
            className="block min-h-11 w-full rounded-xl border border-sand-200 bg-white px-4 py-2 outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-200"
          />
          {typedPreview && typed.trim().length >= 2 && (
            // A blob: preview made in the browser; next/image cannot serve it.
            // eslint-disable-next-line @next/next/no-img-element
            <img
              src={typedPreview}
              alt={`Pratinjau tanda tangan ketik: ${typed.trim()}`}
              className="h-28 w-auto max-w-full rounded-xl border border-sand-200 bg-white object-contain"
            />
          )}
        </div>
      )}
      <p
        id="signature-error"
        role={error ? 'alert' : undefined}
        className="min-h-5 text-sm font-semibold text-red-800"
      >
        {error}
      </p>
    </fieldset>
  )
}
