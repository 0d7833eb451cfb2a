/** Editorial demo content for Rumah Loka, a fictional Indonesian home-furnishing retailer. */

export const brandName = 'Rumah Loka'

export const groupBrands = [
  // The site's own brand: in the list with code INFORMA, which the header strip leaves out.
  { code: 'INFORMA', name: 'Rumah Loka', url: '/' },
  { code: 'LOKAKIDS', name: 'Loka Kids', url: '/room-categories/kamar-anak' },
  { code: 'DAPURKITA', name: 'Dapur Kita', url: '/room-categories/dapur' },
  { code: 'TAMANLOKA', name: 'Taman Loka', url: '/room-categories/outdoor' },
  { code: 'TIDURNYENYAK', name: 'Tidur Nyenyak', url: '/room-categories/kamar-tidur' },
  { code: 'KERJAKITA', name: 'Kerja Kita', url: '/room-categories/ruang-kerja' },
  { code: 'LOKABUSINESS', name: 'Loka Business', url: '/services/solusi-bisnis' },
]

export const productBrands = [
  'Loka Home',
  'Arsana',
  'Kayuku',
  'Serat Living',
  'Terang',
  'Nusa Craft',
  'Bumi Rotan',
  'Dapur Kita',
]

export const headerMenu = [
  { description: 'Promo', link: '/home-promotion' },
  { description: 'Inspirasi', link: '/inspirations' },
  { description: 'Pilihan Ruangan', link: '/room-of-inspiration' },
  { description: 'Rekomendasi Produk', link: '/shop-the-look' },
  { description: 'Layanan Kami', link: '/services' },
  { description: 'Kalender Event', link: '/kalender-event' },
  { description: 'Membership', link: '/membership' },
]

export const footerMenu1 = [
  { description: 'Tentang Kami', link: '' },
  { description: 'Profil Perusahaan', link: '/company' },
  { description: 'Berita Terbaru', link: '/csr-events' },
  { description: 'Membership', link: '/membership' },
  { description: 'Lokasi Toko', link: '/store-locations' },
  { description: 'Karier', link: '/karier' },
]

export const footerMenu2 = [
  { description: 'Layanan Pelanggan', link: '' },
  { description: 'Hubungi Kami', link: '/contact-us' },
  { description: 'FAQ', link: '/faq' },
  { description: 'Registrasi Garansi', link: '/register' },
  { description: 'Klaim Garansi', link: '/claim' },
  { description: 'Layanan Mandiri', link: '/self-service' },
  { description: 'Syarat & Ketentuan', link: '/syarat-ketentuan' },
  { description: 'Kebijakan Privasi', link: '/kebijakan-privasi' },
]

export const socialLinks = [
  { platform: 'instagram', name: 'Instagram', url: 'https://instagram.com/rumahloka.id' },
  { platform: 'facebook', name: 'Facebook', url: 'https://facebook.com/rumahloka.id' },
  { platform: 'tiktok', name: 'TikTok', url: 'https://tiktok.com/@rumahloka.id' },
  { platform: 'youtube', name: 'YouTube', url: 'https://youtube.com/@rumahloka' },
  { platform: 'pinterest', name: 'Pinterest', url: 'https://pinterest.com/rumahloka' },
] as const

export const heroBanners = [
  { title: 'Ruang Tamu Baru, Semangat Baru', layout: 'living', link: '/home-promotion/harbolnas-12-12' },
  {
    title: 'Tidur Lebih Nyenyak Mulai Malam Ini',
    layout: 'bedroom',
    link: '/home-promotion/pekan-kasur-nyenyak',
  },
  { title: 'Meja Makan untuk Cerita Keluarga', layout: 'dining', link: '/room-of-inspiration' },
  { title: 'Kerja dari Rumah Tanpa Pegal', layout: 'workspace', link: '/home-promotion/wfh-nyaman' },
]

export const services = [
  {
    title: 'Pengiriman Cepat',
    summary: 'Barang besar diantar tim kami sendiri ke rumah Anda, dijadwalkan sesuai waktu Anda.',
    fee: 'Gratis ongkir untuk belanja mulai Rp 5.000.000 di area layanan toko.',
    steps: [
      ['Pilih jadwal', 'Tentukan tanggal pengiriman saat membayar di kasir atau di marketplace.'],
      ['Konfirmasi H-1', 'Tim kami menghubungi Anda sehari sebelumnya lewat WhatsApp.'],
      ['Barang tiba', 'Periksa barang bersama kurir dan tanda tangani bukti terima.'],
    ],
  },
  {
    title: 'Jasa Perakitan',
    summary: 'Teknisi terlatih merakit furnitur Anda dengan rapi dan aman.',
    fee: 'Gratis untuk lemari, tempat tidur dan meja makan.',
    steps: [
      ['Pesan perakitan', 'Minta jasa perakitan saat pembelian.'],
      ['Teknisi datang', 'Teknisi datang bersama pengiriman atau di hari yang disepakati.'],
      ['Cek hasil', 'Pastikan furnitur kokoh sebelum teknisi pulang.'],
    ],
  },
  {
    title: 'Konsultasi Desain Interior',
    summary: 'Ngobrol dengan desainer interior kami untuk menata ruangan impian, gratis.',
    fee: 'Gratis, cukup buat janji temu.',
    steps: [
      ['Buat janji', 'Pilih toko dan jam melalui halaman Hubungi Kami.'],
      ['Bawa denah', 'Bawa foto dan ukuran ruangan Anda.'],
      ['Terima rancangan', 'Desainer membuatkan usulan tata letak dan daftar produk.'],
    ],
  },
  {
    title: 'Furnitur Custom',
    summary: 'Sesuaikan ukuran, kain dan warna sofa atau lemari dengan ruangan Anda.',
    fee: 'Harga sesuai pilihan bahan; estimasi pengerjaan 4–6 minggu.',
    steps: [
      ['Pilih model', 'Pilih model dasar di toko.'],
      ['Tentukan detail', 'Pilih ukuran, kain dan warna bersama staf kami.'],
      ['Produksi', 'Kami kabarkan setiap tahap hingga barang siap dikirim.'],
    ],
  },
  {
    title: 'Tukar Tambah Kasur',
    summary: 'Tukar kasur lama Anda dan dapatkan potongan untuk kasur baru.',
    fee: 'Potongan hingga Rp 1.500.000.',
    steps: [
      ['Datang ke toko', 'Pilih kasur baru di toko terdekat.'],
      ['Jadwalkan penjemputan', 'Kasur lama dijemput bersamaan dengan pengiriman kasur baru.'],
    ],
  },
  {
    title: 'Solusi Bisnis',
    summary: 'Perlengkapan kantor, hotel dan kafe dengan harga proyek dan tim khusus.',
    fee: 'Harga khusus untuk pembelian dalam jumlah besar.',
    steps: [
      ['Kirim kebutuhan', 'Ceritakan proyek Anda melalui formulir Hubungi Kami.'],
      ['Terima penawaran', 'Tim bisnis kami mengirimkan penawaran dalam 2 hari kerja.'],
    ],
  },
]

export const promotions = [
  {
    slug: 'harbolnas-12-12',
    title: 'Harbolnas 12.12: Diskon hingga 50%',
    summary: 'Diskon besar untuk sofa, meja makan dan dekorasi pilihan, hanya sampai 12 Desember.',
    startDays: -5,
    endDays: 21,
    layout: 'living',
    category: 'Furnitur',
  },
  {
    slug: 'pekan-kasur-nyenyak',
    title: 'Pekan Kasur Nyenyak',
    summary: 'Hemat hingga 40% untuk kasur dan tempat tidur, plus bantal gratis.',
    startDays: -10,
    endDays: 14,
    layout: 'bedroom',
    category: 'Kamar Tidur',
  },
  {
    slug: 'wfh-nyaman',
    title: 'WFH Nyaman',
    summary: 'Meja kerja dan kursi ergonomis mulai Rp 799.000.',
    startDays: -3,
    endDays: 30,
    layout: 'workspace',
    category: 'Ruang Kerja',
  },
  {
    slug: 'dapur-ceria',
    title: 'Dapur Ceria',
    summary: 'Beli 2 peralatan masak, gratis 1 set peralatan makan.',
    startDays: -1,
    endDays: 45,
    layout: 'kitchen',
    category: 'Dapur',
  },
  {
    slug: 'teras-akhir-tahun',
    title: 'Teras Akhir Tahun',
    summary: 'Furnitur outdoor tahan cuaca dengan cicilan 0% hingga 12 bulan.',
    startDays: 3,
    endDays: 40,
    layout: 'outdoor',
    category: 'Outdoor',
  },
  {
    slug: 'lebaran-rumah-baru',
    title: 'Lebaran di Rumah Baru',
    summary: 'Promo yang sudah berakhir: paket ruang tamu lengkap.',
    startDays: -220,
    endDays: -180,
    layout: 'living',
    category: 'Furnitur',
  },
]

export const promoTerms = [
  '## Syarat dan ketentuan',
  '- Berlaku di semua toko Rumah Loka dan toko resmi kami di marketplace selama periode promo.',
  '- Harga promo berlaku selama persediaan masih ada.',
  '- Tidak dapat digabung dengan promo lain kecuali disebutkan.',
  '- Anggota Loka Member mendapat poin ganda untuk setiap pembelian produk promo.',
  'Rumah Loka berhak mengubah syarat dan ketentuan tanpa pemberitahuan sebelumnya.',
]

export const articles = [
  {
    title: '7 Cara Membuat Ruang Tamu Kecil Terasa Lega',
    room: 'ruang-tamu',
    tags: 'ruang tamu kecil, tips, small space',
  },
  {
    title: 'Panduan Memilih Kasur Sesuai Posisi Tidur',
    room: 'kamar-tidur',
    tags: 'kasur, tidur, mattress guide',
  },
  { title: 'Ide Meja Makan untuk Keluarga Besar', room: 'ruang-makan', tags: 'meja makan, keluarga' },
  {
    title: 'Menata Sudut Kerja yang Ergonomis di Rumah',
    room: 'ruang-kerja',
    tags: 'work from home, ergonomis',
  },
  {
    title: 'Gaya Japandi: Tenang, Hangat, dan Fungsional',
    room: 'ruang-tamu',
    tags: 'japandi, gaya interior',
  },
  {
    title: 'Kamar Mandi Bernuansa Spa dengan Budget Hemat',
    room: 'kamar-mandi',
    tags: 'kamar mandi, spa, hemat',
  },
  { title: 'Teras Nyaman untuk Bersantai Sore Hari', room: 'outdoor', tags: 'teras, outdoor, taman' },
  { title: 'Kamar Anak yang Tumbuh Bersama Si Kecil', room: 'kamar-anak', tags: 'kamar anak, kids' },
  { title: 'Merawat Sofa Kain Agar Awet Bertahun-tahun', room: 'ruang-tamu', tags: 'perawatan sofa, tips' },
  {
    title: 'Dapur Rapi dengan Sistem Penyimpanan Pintar',
    room: 'dapur',
    tags: 'dapur, penyimpanan, organizer',
  },
  { title: 'Memilih Lampu untuk Setiap Ruangan', room: 'kamar-tidur', tags: 'lampu, pencahayaan, lighting' },
  { title: 'Padu Padan Warna Hijau Sage di Rumah Tropis', room: 'ruang-tamu', tags: 'warna, sage, tropis' },
]

export const articleBody = (title: string) => [
  `${title} bukan sekadar soal membeli barang baru. Mulailah dari cara Anda dan keluarga memakai ruangan setiap hari.`,
  '## Mulai dari kebutuhan',
  'Catat aktivitas utama di ruangan ini, siapa yang memakainya, dan barang apa yang paling sering Anda cari. Dari sana, pilih furnitur yang benar-benar dibutuhkan.',
  '## Ukur sebelum membeli',
  '- Sisakan jalur jalan minimal 80 cm di antara furnitur.',
  '- Pilih furnitur berkaki agar lantai terlihat lebih luas.',
  '- Gunakan karpet untuk menandai area tanpa sekat.',
  '## Sentuhan akhir',
  'Tambahkan tanaman, bantal dan lampu dengan cahaya hangat. Detail kecil inilah yang membuat rumah terasa seperti Anda.',
  'Butuh bantuan? Desainer interior kami siap membantu gratis di toko Rumah Loka terdekat.',
]

export const roomTitles: Record<string, string[]> = {
  'ruang-tamu': ['Ruang Tamu Skandinavia yang Cerah', 'Ruang Keluarga Japandi', 'Ruang Tamu Tropis Modern'],
  'kamar-tidur': ['Kamar Tidur Utama yang Tenang', 'Kamar Tidur Minimalis Hangat'],
  'ruang-makan': ['Ruang Makan Keluarga', 'Sudut Makan Mungil'],
  dapur: ['Dapur Bersih Bernuansa Putih'],
  'ruang-kerja': ['Ruang Kerja Produktif', 'Pojok Belajar Remaja'],
  'kamar-mandi': ['Kamar Mandi ala Spa'],
  outdoor: ['Teras Santai Akhir Pekan'],
  'kamar-anak': ['Kamar Anak Penuh Warna'],
}

export const looks = [
  { title: 'Japandi yang Menenangkan', style: 'Japandi', layout: 'living' },
  { title: 'Skandinavia Cerah', style: 'Skandinavia', layout: 'dining' },
  { title: 'Industrial Hangat', style: 'Industrial', layout: 'workspace' },
  { title: 'Tropis Modern', style: 'Tropis', layout: 'outdoor' },
  { title: 'Minimalis Kamar Tidur', style: 'Minimalis', layout: 'bedroom' },
  { title: 'Klasik Ruang Makan', style: 'Klasik', layout: 'dining' },
]

export const csrStories = [
  { title: 'Rumah Loka Renovasi 12 Ruang Kelas di Nusa Tenggara Timur', location: 'Kupang', daysAgo: 12 },
  { title: 'Donasi 500 Kasur untuk Korban Banjir Demak', location: 'Demak', daysAgo: 35 },
  { title: 'Pelatihan Kerajinan Rotan bersama UMKM Cirebon', location: 'Cirebon', daysAgo: 60 },
  { title: 'Gerakan Tanam 10.000 Pohon di Kalimantan Timur', location: 'Balikpapan', daysAgo: 95 },
  { title: 'Perpustakaan Mini untuk Panti Asuhan di Medan', location: 'Medan', daysAgo: 130 },
  { title: 'Daur Ulang Furnitur Bekas Menjadi Meja Belajar', location: 'Surabaya', daysAgo: 170 },
]

export const faqs: { topic: string; items: [string, string][] }[] = [
  {
    topic: 'Belanja & Pembayaran',
    items: [
      [
        'Apakah harga di website sama dengan di toko?',
        'Harga di website adalah harga di toko. Harga promo berlaku sesuai periode dan persediaan.',
      ],
      [
        'Bagaimana cara membeli secara online?',
        'Tekan tombol Shop Now atau Buy Online; Anda akan diarahkan ke toko resmi kami di marketplace.',
      ],
      [
        'Metode pembayaran apa saja yang diterima di toko?',
        'Tunai, kartu debit, kartu kredit, QRIS, dan cicilan 0% dengan kartu kredit bank rekanan.',
      ],
    ],
  },
  {
    topic: 'Pengiriman & Perakitan',
    items: [
      [
        'Berapa lama pengiriman barang besar?',
        'Biasanya 2–5 hari kerja di area layanan toko. Jadwal dikonfirmasi sehari sebelumnya lewat WhatsApp.',
      ],
      [
        'Apakah ada biaya perakitan?',
        'Perakitan gratis untuk lemari, tempat tidur dan meja makan. Produk lain mengikuti tarif di toko.',
      ],
      [
        'Bisakah saya mengubah jadwal pengiriman?',
        'Bisa, hubungi layanan pelanggan paling lambat sehari sebelum jadwal.',
      ],
    ],
  },
  {
    topic: 'Garansi',
    items: [
      [
        'Bagaimana cara mendaftarkan garansi?',
        'Buka halaman Registrasi Garansi, masukkan nomor struk dan nomor seri produk, lalu lengkapi data Anda.',
      ],
      [
        'Bagaimana cara mengajukan klaim garansi?',
        'Buka halaman Klaim Garansi, masukkan nomor seri, jelaskan kerusakan dan unggah foto produk.',
      ],
      [
        'Berapa lama masa garansi?',
        'Sesuai produk: umumnya 12 bulan, kasur hingga 10 tahun. Masa garansi tertera setelah registrasi.',
      ],
    ],
  },
  {
    topic: 'Membership',
    items: [
      [
        'Apa keuntungan menjadi Loka Member?',
        'Poin setiap belanja, harga khusus member, undangan event dan voucher ulang tahun.',
      ],
      ['Bagaimana cara menjadi member?', 'Daftar gratis di kasir toko atau di aplikasi Rumah Loka.'],
    ],
  },
  {
    topic: 'Retur & Refund',
    items: [
      [
        'Bisakah barang dikembalikan?',
        'Barang yang rusak atau tidak sesuai dapat diretur dalam 7 hari dengan struk asli.',
      ],
      [
        'Berapa lama proses refund?',
        'Setelah retur disetujui, dana kembali dalam 3–14 hari kerja sesuai metode pembayaran.',
      ],
    ],
  },
]

export const calendars = [
  { name: 'Workshop DIY', color: '#0f766e' },
  { name: 'Kelas Anak', color: '#c2410c' },
  { name: 'Demo Masak', color: '#b45309' },
  { name: 'Konsultasi Interior', color: '#1d4ed8' },
  { name: 'Bazar & Promo Toko', color: '#be123c' },
]

export const eventTitles: Record<string, string[]> = {
  'Workshop DIY': [
    'Workshop Merangkai Bunga Kering',
    'Workshop Membuat Lilin Aromaterapi',
    'Workshop Makrame untuk Pemula',
    'Workshop Melukis Pot Tanaman',
  ],
  'Kelas Anak': ['Kelas Melukis Celengan untuk Anak', 'Kelas Menghias Kue Kering', 'Kelas Origami Keluarga'],
  'Demo Masak': [
    'Demo Masak Menu Natal Praktis',
    'Demo Masak Sehat dengan Panci Presto',
    'Demo Baking Akhir Tahun',
  ],
  'Konsultasi Interior': ['Konsultasi Gratis Tata Ruang Apartemen', 'Talkshow Rumah Mungil Nyaman'],
  'Bazar & Promo Toko': ['Bazar Furnitur Akhir Tahun', 'Midnight Sale Rumah Loka', 'Grand Opening Toko Baru'],
}
