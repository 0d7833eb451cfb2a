import type { Eligible, Registered } from './warranty-api'
import { LinkButton } from '@/components/ui/Button'
import { formatDate } from '@/lib/format'

/** The done step, laid out as a certificate the shopper can print or save as PDF from the print dialog. */
export function RegistrationDone({
  registered,
  purchase,
  ownerName,
  onPrint,
  onAnother,
}: {
  registered: Registered
  purchase: Eligible
  ownerName: string | null
  onPrint: () => void
  onAnother: () => void
}) {
  return (
    <div>
      <section
        aria-labelledby="certificate-title"
        className="print-certificate rounded-2xl border-2 border-brand-700 bg-white p-6"
      >
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          Rumah Loka · Sertifikat Garansi
        </p>
        <h2 id="certificate-title" className="mt-1 text-2xl font-extrabold">
          Garansi Anda sudah terdaftar
        </h2>
        <dl className="mt-4 grid gap-x-6 gap-y-3 medium:grid-cols-2">
          <div>
            <dt className="text-sm text-muted">Nomor registrasi</dt>
            <dd className="text-xl font-bold" data-registration-no>
              {registered.registration_no}
            </dd>
          </div>
          {ownerName && (
            <div>
              <dt className="text-sm text-muted">Pemilik</dt>
              <dd className="font-semibold">{ownerName}</dd>
            </div>
          )}
          <div>
            <dt className="text-sm text-muted">Produk</dt>
            <dd className="font-semibold">{registered.product_name}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">Nomor seri</dt>
            <dd>{registered.serial_no}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">Nomor struk</dt>
            <dd>
              {purchase.receipt_no}
              {purchase.store ? ` · ${purchase.store}` : ''}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted">Garansi mulai</dt>
            <dd className="font-semibold">{formatDate(purchase.purchased_at)}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">Garansi berakhir</dt>
            <dd className="font-semibold">
              {formatDate(registered.coverage_until)} ({purchase.warranty_months} bulan)
            </dd>
          </div>
        </dl>
        <h3 className="mt-5 font-bold">Yang ditanggung</h3>
        <ul className="mt-1 list-disc pl-5 text-sm">
          <li>Cacat bahan dan cacat pengerjaan pada pemakaian normal di rumah, selama masa garansi.</li>
          <li>
            Perbaikan atau penggantian komponen oleh teknisi Rumah Loka; bila tidak dapat diperbaiki, produk
            diganti dengan yang setara.
          </li>
        </ul>
        <h3 className="mt-3 font-bold">Yang tidak ditanggung</h3>
        <ul className="mt-1 list-disc pl-5 text-sm">
          <li>
            Kerusakan karena pemakaian tidak wajar, kecelakaan, bencana, hewan peliharaan, atau perakitan
            ulang oleh pihak lain.
          </li>
          <li>Aus wajar (warna kain memudar, busa mengempis sesuai usia pakai) dan pemakaian komersial.</li>
        </ul>
        <p className="mt-4 text-sm">
          Salinan sertifikat ini sudah kami kirim ke email Anda. Untuk klaim, buka halaman Klaim Garansi
          dengan nomor registrasi, atau nomor struk dan nomor seri di atas.
        </p>
      </section>
      <div className="mt-6 flex flex-wrap items-center gap-3 print:hidden">
        <button
          type="button"
          onClick={onPrint}
          className="inline-flex min-h-11 items-center rounded-full bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Cetak atau simpan PDF
        </button>
        <LinkButton href="/claim" variant="invert">
          Ke Klaim Garansi
        </LinkButton>
        <button
          type="button"
          onClick={onAnother}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
        >
          Daftarkan produk lain
        </button>
      </div>
    </div>
  )
}
