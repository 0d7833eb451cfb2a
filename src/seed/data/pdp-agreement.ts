/**
 * The demo personal-data agreement (UU PDP No. 27/2022), version 2026-01; "## " starts a heading, "- " a list
 * item.
 */
export const pdpAgreementText = [
  'Dengan menandatangani persetujuan ini, saya memberikan persetujuan kepada PT Rumah Loka Nusantara ("Rumah Loka") untuk memproses data pribadi saya sesuai Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi.',
  '## Data yang diproses',
  '- Nama, NIK atau NIP, nomor telepon dan alamat email.',
  '- Riwayat pembelian, garansi, klaim dan pengembalian barang di toko dan situs Rumah Loka.',
  '- Tanda tangan pada persetujuan ini.',
  '## Tujuan pemrosesan',
  '- Layanan garansi, klaim, pengiriman, perakitan dan pengembalian dana.',
  '- Program keanggotaan dan, bila saya memilihnya, informasi promosi.',
  '- Kewajiban hukum, termasuk perpajakan dan pencegahan penipuan.',
  '## Hak saya',
  '- Mendapat salinan data saya, memperbaikinya, dan menarik persetujuan ini kapan saja.',
  '- Meminta penghapusan data melalui halaman Hubungi Kami; permintaan diproses paling lambat 3 x 24 jam kerja.',
  'Data disimpan selama saya menjadi pelanggan dan paling lama 5 tahun setelah transaksi terakhir, kecuali undang-undang mewajibkan lebih lama. Rumah Loka tidak menjual data pribadi saya kepada pihak mana pun.',
]
