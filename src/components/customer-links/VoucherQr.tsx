'use client'

import { useEffect, useState } from 'react'

import { qrModulesPath } from '@/lib/link-pages'

/**
 * The voucher code as a QR code for the till's scanner, drawn in the browser (qrcode, loaded only once
 * claimed).
 */
export function VoucherQr({ code }: { code: string }) {
  const [qr, setQr] = useState<{ size: number; path: string } | null>(null)
  useEffect(() => {
    let live = true
    void import('qrcode').then(({ create }) => {
      const { modules } = create(code, { errorCorrectionLevel: 'M' })
      if (live) setQr({ size: modules.size, path: qrModulesPath(modules) })
    })
    return () => {
      live = false
    }
  }, [code])
  const margin = 4
  return (
    <div className="size-48 shrink-0 rounded-xl bg-white p-1 medium:size-56" data-voucher-qr>
      {qr && (
        <svg
          role="img"
          aria-label={`Kode QR voucher ${code}`}
          viewBox={`${-margin} ${-margin} ${qr.size + 2 * margin} ${qr.size + 2 * margin}`}
          className="size-full"
          shapeRendering="crispEdges"
        >
          <rect
            x={-margin}
            y={-margin}
            width={qr.size + 2 * margin}
            height={qr.size + 2 * margin}
            fill="#fff"
          />
          <path d={qr.path} fill="#000" />
        </svg>
      )}
    </div>
  )
}
