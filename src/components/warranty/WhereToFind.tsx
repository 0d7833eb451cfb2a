/**
 * Drawings of where the receipt number and the serial number are printed (no photos: drawn here, served
 * inline).
 */
export function WhereToFind() {
  return (
    <details className="rounded-xl border border-sand-200 bg-sand-50 p-4">
      <summary className="cursor-pointer font-semibold text-brand-700">
        Di mana menemukan nomor struk dan nomor seri?
      </summary>
      <div className="mt-4 grid gap-4 medium:grid-cols-2">
        <figure>
          <svg
            viewBox="0 0 220 200"
            role="img"
            aria-labelledby="receipt-figure-title"
            className="mx-auto h-auto w-full max-w-56"
          >
            <title id="receipt-figure-title">
              Struk belanja: nomor struk tercetak di bagian atas, di bawah nama toko
            </title>
            <path
              d="M40 8h140v180l-10-8-10 8-10-8-10 8-10-8-10 8-10-8-10 8-10-8-10 8-10-8-10 8-10-8z"
              fill="#fff"
              stroke="#c9bfae"
              strokeWidth="2"
            />
            <text x="110" y="30" textAnchor="middle" fontSize="12" fontWeight="700" fill="#1f2421">
              RUMAH LOKA
            </text>
            <rect
              x="52"
              y="40"
              width="116"
              height="22"
              rx="4"
              fill="#fde68a"
              stroke="#b45309"
              strokeWidth="2"
            />
            <text x="110" y="55" textAnchor="middle" fontSize="10" fontWeight="700" fill="#1f2421">
              No. STR-2026-00012
            </text>
            {[76, 90, 104, 118].map((y) => (
              <rect key={y} x="54" y={y} width={y % 28 ? 100 : 80} height="5" rx="2" fill="#d8d0c2" />
            ))}
            <rect x="54" y="140" width="112" height="1.5" fill="#c9bfae" />
            <text x="56" y="158" fontSize="10" fill="#5b635e">
              TOTAL
            </text>
            <text x="164" y="158" textAnchor="end" fontSize="10" fill="#5b635e">
              Rp 3.169.000
            </text>
          </svg>
          <figcaption className="mt-2 text-sm">
            <b>Nomor struk</b> ada di bagian atas struk, diawali <b>STR-</b>. Tercantum juga di email struk
            digital.
          </figcaption>
        </figure>
        <figure>
          <svg
            viewBox="0 0 220 200"
            role="img"
            aria-labelledby="label-figure-title"
            className="mx-auto h-auto w-full max-w-56"
          >
            <title id="label-figure-title">
              Label produk: nomor seri tercetak di bawah kode batang, diawali S/N
            </title>
            <rect
              x="20"
              y="40"
              width="180"
              height="120"
              rx="8"
              fill="#fff"
              stroke="#c9bfae"
              strokeWidth="2"
            />
            <text x="36" y="64" fontSize="11" fontWeight="700" fill="#1f2421">
              Sofa 3 Dudukan Aruna
            </text>
            <text x="36" y="80" fontSize="9" fill="#5b635e">
              Made in Indonesia
            </text>
            {Array.from({ length: 26 }, (_, i) => (
              <rect key={i} x={36 + i * 5.2} y="88" width={i % 3 ? 2 : 3.5} height="26" fill="#1f2421" />
            ))}
            <rect
              x="30"
              y="120"
              width="160"
              height="24"
              rx="4"
              fill="#fde68a"
              stroke="#b45309"
              strokeWidth="2"
            />
            <text x="110" y="136" textAnchor="middle" fontSize="10" fontWeight="700" fill="#1f2421">
              S/N: SN001201 23456
            </text>
          </svg>
          <figcaption className="mt-2 text-sm">
            <b>Nomor seri</b> ada pada label di bawah atau belakang produk, diawali <b>S/N</b> atau <b>SN</b>,
            dan di kartu garansi dalam kemasan.
          </figcaption>
        </figure>
      </div>
    </details>
  )
}
