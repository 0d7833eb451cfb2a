import { type SeedContext, ensure } from '../context'
import type { MediaLibrary } from '../media'
import { brandName, footerMenu1, footerMenu2, headerMenu, socialLinks } from '../data/content'
import { richText } from '../lexical'
import { pdpAgreementText } from '../data/pdp-agreement'
import { seoRoutes } from '../data/seo'
import { roomLayouts, roomSvg } from '../art/scenes'

/** Starts uploading the settings' one picture (a few at a time, media.ts). */
export function settingsPictures(media: MediaLibrary) {
  return {
    companyHero: media.images([
      ['page-company', 'Kantor pusat Rumah Loka', () => roomSvg(1600, 900, roomLayouts.workspace!, 6)],
    ]),
  }
}

export async function seedSettings(
  ctx: SeedContext,
  pictures: ReturnType<typeof settingsPictures>,
): Promise<void> {
  const menus = { FE_HEADER: headerMenu, FE_FOOTER_MENU_1: footerMenu1, FE_FOOTER_MENU_2: footerMenu2 }
  for (const [type, items] of Object.entries(menus)) {
    for (const [i, item] of items.entries()) {
      await ensure(
        ctx,
        'selections',
        { and: [{ type: { equals: type } }, { description: { equals: item.description } }] },
        () => ({ type, description: item.description, link: item.link, sort: i }),
      )
    }
  }
  // The chat link's {value} placeholder is replaced by the number (spec §9).
  await ensure(ctx, 'selections', { type: { equals: 'FE_FLOATING_WA_NO' } }, () => ({
    type: 'FE_FLOATING_WA_NO',
    description: 'Minta Bantuan IVI',
    value: '6281110002026',
    link: 'https://wa.me/{value}?text=Halo%20IVI%2C%20saya%20butuh%20bantuan',
  }))
  for (const [i, link] of socialLinks.entries()) {
    await ensure(ctx, 'social-links', { platform: { equals: link.platform } }, () => ({ ...link, sort: i }))
  }

  const config: [string, string, string][] = [
    ['ref_no', 'RL-WEB-2026', 'Reference number printed on self-service documents.'],
    ['company_name', 'PT Rumah Loka Nusantara', 'Company name in the footer.'],
    [
      'company_address',
      'Gedung Loka, Jl. Jenderal Sudirman Kav. 21, Jakarta Selatan 12920',
      'Company address in the footer.',
    ],
    ['group_name', 'Grup Loka Retail', 'Group the company belongs to.'],
    [
      'app_store_url',
      'https://apps.apple.com/id/app/rumah-loka/id6400000000',
      'App Store listing of the mobile app.',
    ],
    [
      'play_store_url',
      'https://play.google.com/store/apps/details?id=id.rumahloka.app',
      'Google Play listing of the mobile app.',
    ],
    [
      'marketplace_url',
      'https://www.tokopedia.com/rumahloka',
      'The official marketplace store behind Shop Now.',
    ],
    [
      'marketplace_utm',
      'utm_source=rumahloka.co.id&utm_medium=referral&utm_campaign=shop-now',
      "Campaign parameters (utm_…) every product's Shop Now and Buy Online link carries to the marketplace.",
    ],
    [
      'stock_few_left',
      '3',
      'Product pages say "stok terbatas" for a store holding this many units of a product or fewer.',
    ],
    [
      'stock_stale_hours',
      '48',
      'A store whose stock was last reported longer ago than this many hours reads "cek ketersediaan di toko".',
    ],
    ['customer_service_phone', '1500-562', 'Customer-service hotline.'],
    ['customer_service_email', 'halo@rumahloka.co.id', 'Customer-service e-mail.'],
  ]
  for (const [config_name, value, description] of config) {
    await ensure(ctx, 'website-config', { config_name: { equals: config_name } }, () => ({
      config_name,
      value,
      description,
    }))
  }

  // The self-service forms (/self-service): the personal-data agreement, whose text staff version in /admin.
  await ensure(ctx, 'self-service-forms', { slug: { equals: 'persetujuan-data' } }, () => ({
    title: 'Persetujuan Penggunaan Data Pribadi',
    slug: 'persetujuan-data',
    form_type: 'pdp-agreement' as const,
    agreement_version: '2026-01',
    summary:
      'Izinkan Rumah Loka memproses data pribadi Anda untuk layanan garansi, pengiriman dan keanggotaan, sesuai UU PDP No. 27/2022. Ditandatangani di layar, salinannya dikirim ke email Anda.',
    agreement_text: richText(pdpAgreementText),
    sort: 0,
  }))

  for (const route of seoRoutes) {
    await ensure(ctx, 'seo', { link_url: { equals: route.path } }, () => ({
      link_url: route.path,
      meta_title: `${route.title} | ${brandName}`,
      meta_desc: route.description,
      meta_keyword: route.keywords,
      opengraph_title: `${route.title} | ${brandName}`,
      opengraph_desc: route.description,
      opengraph_url: route.path,
      opengraph_keyword: route.keywords,
      twitter_title: `${route.title} | ${brandName}`,
      twitter_desc: route.description,
    }))
  }

  const [hero] = await pictures.companyHero
  const pages = [
    {
      slug: 'membership',
      title: 'Loka Member',
      intro: 'Kumpulkan poin di setiap belanja dan nikmati harga khusus member.',
      body: [
        '## Keuntungan',
        '- Poin 1% dari setiap transaksi, bisa ditukar belanja.',
        '- Harga khusus member setiap pekan.',
        '- Voucher ulang tahun dan undangan event eksklusif.',
        '## Tingkatan',
        '- Silver: daftar gratis.',
        '- Gold: belanja Rp 10.000.000 dalam setahun, poin 1,5%.',
        '- Platinum: belanja Rp 30.000.000 dalam setahun, poin 2% dan gratis ongkir.',
        'Daftar di kasir toko atau di aplikasi Rumah Loka.',
      ],
      faq: 'Membership',
    },
    {
      slug: 'company',
      title: 'Profil Perusahaan',
      intro: 'Rumah Loka menemani keluarga Indonesia menata rumah sejak 2009.',
      body: [
        '## Sejarah',
        'Berawal dari satu toko di Jakarta Selatan pada 2009, kini Rumah Loka hadir di lebih dari 50 toko di 24 kota.',
        '## Visi',
        'Membuat rumah yang nyaman dan fungsional terjangkau bagi setiap keluarga Indonesia.',
        '## Grup Loka Retail',
        'Rumah Loka adalah bagian dari Grup Loka Retail bersama Loka Kids, Dapur Kita, Taman Loka, Tidur Nyenyak dan Kerja Kita.',
      ],
    },
    {
      slug: 'syarat-ketentuan',
      title: 'Syarat & Ketentuan',
      intro: 'Ketentuan penggunaan situs dan layanan Rumah Loka.',
      body: [
        '## Penggunaan situs',
        'Informasi harga dan stok dapat berubah sewaktu-waktu.',
        '## Data pribadi',
        'Kami memproses data pribadi sesuai UU No. 27 Tahun 2022 tentang Pelindungan Data Pribadi.',
      ],
    },
    {
      slug: 'kebijakan-privasi',
      title: 'Kebijakan Privasi',
      intro: 'Data pribadi apa yang kami kumpulkan, untuk apa, dan hak Anda atasnya (UU No. 27 Tahun 2022).',
      body: [
        '## Data yang kami kumpulkan',
        'Nama, email, nomor telepon dan isi formulir yang Anda kirim: pendaftaran event, garansi, klaim, kontak dan newsletter.',
        '## Untuk apa',
        '- Pendaftaran event: mengirim kode registrasi, pengingat dan perubahan jadwal, serta mengenali Anda di meja registrasi.',
        '- Garansi dan klaim: membuktikan kepemilikan produk dan menangani klaim.',
        '- Kontak: menjawab pesan Anda.',
        'Kami tidak menjual data Anda dan tidak memakainya untuk promosi tanpa persetujuan terpisah.',
        '## Berapa lama',
        'Data pendaftaran event kami simpan paling lama 12 bulan setelah event; data garansi selama masa garansi ditambah 12 bulan.',
        '## Hak Anda',
        'Anda berhak mengakses, memperbaiki dan meminta penghapusan data Anda. Kirim permintaan ke privasi@rumahloka.co.id atau lewat menu Hubungi Kami.',
      ],
    },
    {
      slug: 'karier',
      title: 'Karier',
      intro: 'Tumbuh bersama tim Rumah Loka.',
      body: [
        'Kami mencari orang yang senang membantu pelanggan menata rumah.',
        '- Staf penjualan toko',
        '- Desainer interior',
        '- Teknisi perakitan',
        'Kirim lamaran Anda ke karier@rumahloka.co.id.',
      ],
    },
  ]
  for (const page of pages) {
    await ensure(ctx, 'pages', { slug: { equals: page.slug } }, () => ({
      slug: page.slug,
      title: page.title,
      intro: page.intro,
      hero,
      layout: [
        { blockType: 'richText' as const, content: richText(page.body) },
        ...(page.faq ? [{ blockType: 'faq' as const, topic: page.faq }] : []),
        {
          blockType: 'callToAction' as const,
          heading: 'Kunjungi toko terdekat',
          text: 'Lihat dan coba langsung produk kami.',
          label: 'Cari toko',
          url: '/store-locations',
        },
      ],
    }))
  }
  ctx.log('settings: menus, chat number, social links, website config, SEO and pages done')
}
