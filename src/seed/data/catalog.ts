import type { DrawingName } from '../art/furniture'

/** The category tree: departments, each with the leaf categories products belong to. */
export type LeafCategory = {
  name: string
  drawing: DrawingName
  room: RoomKey
  price: [number, number]
  nouns: string[]
  materials: string[]
  dimensions: string[]
  warrantyMonths: number
  tags: string
}

export type RoomKey =
  | 'ruang-tamu'
  | 'kamar-tidur'
  | 'ruang-makan'
  | 'dapur'
  | 'ruang-kerja'
  | 'kamar-mandi'
  | 'outdoor'
  | 'kamar-anak'

export const departments: { name: string; description: string; leaves: LeafCategory[] }[] = [
  {
    name: 'Furnitur Ruang Tamu',
    description: 'Sofa, kursi santai, meja kopi dan bufet TV untuk ruang berkumpul keluarga.',
    leaves: [
      {
        name: 'Sofa',
        drawing: 'sofa',
        room: 'ruang-tamu',
        price: [3_499_000, 18_999_000],
        nouns: ['Sofa 3 Dudukan', 'Sofa 2 Dudukan', 'Sofa L', 'Sofa Bed', 'Sofa Modular'],
        materials: ['Kain Linen', 'Kain Boucle', 'Kulit Sintetis', 'Beludru'],
        dimensions: ['210 × 90 × 85 cm', '180 × 88 × 84 cm', '260 × 160 × 86 cm'],
        warrantyMonths: 24,
        tags: 'couch, settee, ruang keluarga, living room',
      },
      {
        name: 'Kursi Santai',
        drawing: 'armchair',
        room: 'ruang-tamu',
        price: [1_299_000, 6_499_000],
        nouns: ['Kursi Santai', 'Armchair', 'Kursi Berlengan', 'Kursi Baca'],
        materials: ['Kain Linen', 'Rotan', 'Kain Boucle', 'Beludru'],
        dimensions: ['78 × 80 × 88 cm', '72 × 76 × 90 cm'],
        warrantyMonths: 12,
        tags: 'armchair, lounge chair, kursi baca',
      },
      {
        name: 'Meja Kopi',
        drawing: 'coffeeTable',
        room: 'ruang-tamu',
        price: [699_000, 4_299_000],
        nouns: ['Meja Kopi Bulat', 'Meja Tamu', 'Meja Samping', 'Meja Kopi Set 2'],
        materials: ['Kayu Jati', 'Kayu Oak', 'Marmer', 'Kaca Tempered'],
        dimensions: ['Ø 90 × 42 cm', '110 × 60 × 45 cm', 'Ø 50 × 55 cm'],
        warrantyMonths: 12,
        tags: 'coffee table, side table, meja sofa',
      },
      {
        name: 'Bufet TV',
        drawing: 'tvCabinet',
        room: 'ruang-tamu',
        price: [1_499_000, 7_999_000],
        nouns: ['Bufet TV', 'Rak TV Gantung', 'Kabinet TV'],
        materials: ['Kayu Oak', 'MDF Finishing Walnut', 'Kayu Mahoni'],
        dimensions: ['180 × 40 × 50 cm', '160 × 38 × 48 cm'],
        warrantyMonths: 12,
        tags: 'tv cabinet, tv stand, rak tv, credenza',
      },
    ],
  },
  {
    name: 'Kamar Tidur',
    description: 'Tempat tidur, kasur dan lemari untuk tidur yang lebih nyenyak.',
    leaves: [
      {
        name: 'Tempat Tidur',
        drawing: 'bed',
        room: 'kamar-tidur',
        price: [2_999_000, 14_999_000],
        nouns: ['Rangka Tempat Tidur', 'Divan', 'Tempat Tidur Panggung', 'Ranjang Sorong'],
        materials: ['Kayu Jati', 'Kayu Oak', 'Kain Beludru', 'Besi'],
        dimensions: ['160 × 200 cm', '180 × 200 cm', '120 × 200 cm'],
        warrantyMonths: 24,
        tags: 'bed frame, ranjang, dipan',
      },
      {
        name: 'Kasur',
        drawing: 'mattress',
        room: 'kamar-tidur',
        price: [1_999_000, 16_999_000],
        nouns: ['Kasur Pegas Saku', 'Kasur Busa Memori', 'Kasur Lateks', 'Kasur Hybrid'],
        materials: ['Pocket Spring', 'Memory Foam', 'Lateks Alami'],
        dimensions: ['160 × 200 × 28 cm', '180 × 200 × 30 cm', '120 × 200 × 25 cm'],
        warrantyMonths: 120,
        tags: 'mattress, spring bed, springbed',
      },
      {
        name: 'Lemari Pakaian',
        drawing: 'wardrobe',
        room: 'kamar-tidur',
        price: [2_299_000, 11_999_000],
        nouns: ['Lemari Pakaian 2 Pintu', 'Lemari Pakaian 3 Pintu', 'Lemari Geser'],
        materials: ['Kayu Oak', 'MDF Putih', 'Kayu Mahoni'],
        dimensions: ['100 × 58 × 200 cm', '150 × 60 × 210 cm'],
        warrantyMonths: 12,
        tags: 'wardrobe, closet, almari',
      },
    ],
  },
  {
    name: 'Dapur & Ruang Makan',
    description: 'Meja makan, kursi makan, peralatan masak dan makan.',
    leaves: [
      {
        name: 'Meja Makan',
        drawing: 'diningTable',
        room: 'ruang-makan',
        price: [1_999_000, 12_999_000],
        nouns: ['Meja Makan 4 Kursi', 'Meja Makan 6 Kursi', 'Meja Makan Lipat', 'Meja Bar'],
        materials: ['Kayu Jati', 'Kayu Akasia', 'Marmer', 'Kayu Oak'],
        dimensions: ['120 × 75 × 75 cm', '180 × 90 × 76 cm', '150 × 80 × 75 cm'],
        warrantyMonths: 12,
        tags: 'dining table, meja dapur',
      },
      {
        name: 'Kursi Makan',
        drawing: 'diningChair',
        room: 'ruang-makan',
        price: [499_000, 2_499_000],
        nouns: ['Kursi Makan', 'Kursi Bar', 'Bangku Makan'],
        materials: ['Kayu Akasia', 'Rotan', 'Kain Linen', 'Besi'],
        dimensions: ['45 × 52 × 82 cm', '42 × 48 × 96 cm'],
        warrantyMonths: 12,
        tags: 'dining chair, bar stool, kursi dapur',
      },
      {
        name: 'Peralatan Masak',
        drawing: 'cookware',
        room: 'dapur',
        price: [149_000, 2_499_000],
        nouns: ['Panci', 'Wajan Anti Lengket', 'Set Panci 5 pcs', 'Panci Presto'],
        materials: ['Stainless Steel', 'Aluminium', 'Besi Cor'],
        dimensions: ['Ø 20 cm', 'Ø 24 cm', 'Ø 28 cm'],
        warrantyMonths: 12,
        tags: 'cookware, pan, pot, wok, alat masak',
      },
      {
        name: 'Peralatan Makan',
        drawing: 'tableware',
        room: 'ruang-makan',
        price: [59_000, 1_299_000],
        nouns: ['Set Piring 12 pcs', 'Mangkuk Keramik', 'Gelas Set 6 pcs', 'Set Sendok Garpu'],
        materials: ['Keramik', 'Porselen', 'Stoneware', 'Kaca'],
        dimensions: ['Ø 27 cm', 'Ø 15 cm', '350 ml'],
        warrantyMonths: 0,
        tags: 'tableware, dinnerware, piring, gelas',
      },
    ],
  },
  {
    name: 'Ruang Kerja',
    description: 'Meja kerja, kursi kantor dan rak buku untuk bekerja dari rumah.',
    leaves: [
      {
        name: 'Meja Kerja',
        drawing: 'desk',
        room: 'ruang-kerja',
        price: [999_000, 6_999_000],
        nouns: ['Meja Kerja', 'Meja Komputer', 'Meja Belajar', 'Meja Kerja Berdiri'],
        materials: ['Kayu Oak', 'MDF Putih', 'Kayu Jati', 'Besi'],
        dimensions: ['120 × 60 × 75 cm', '140 × 70 × 75 cm', '100 × 50 × 75 cm'],
        warrantyMonths: 12,
        tags: 'desk, office desk, meja belajar, work from home',
      },
      {
        name: 'Kursi Kantor',
        drawing: 'officeChair',
        room: 'ruang-kerja',
        price: [799_000, 5_999_000],
        nouns: ['Kursi Kantor Ergonomis', 'Kursi Kerja', 'Kursi Gaming'],
        materials: ['Mesh', 'Kulit Sintetis', 'Kain'],
        dimensions: ['64 × 60 × 110 cm', '66 × 66 × 120 cm'],
        warrantyMonths: 24,
        tags: 'office chair, ergonomic chair, kursi kerja',
      },
      {
        name: 'Rak Buku',
        drawing: 'bookshelf',
        room: 'ruang-kerja',
        price: [599_000, 4_499_000],
        nouns: ['Rak Buku 5 Susun', 'Rak Dinding', 'Rak Buku Kubus'],
        materials: ['Kayu Pinus', 'MDF Walnut', 'Besi dan Kayu'],
        dimensions: ['80 × 30 × 180 cm', '60 × 25 × 120 cm'],
        warrantyMonths: 12,
        tags: 'bookshelf, bookcase, rak',
      },
    ],
  },
  {
    name: 'Pencahayaan',
    description: 'Lampu lantai dan lampu meja untuk suasana yang hangat.',
    leaves: [
      {
        name: 'Lampu Lantai',
        drawing: 'floorLamp',
        room: 'ruang-tamu',
        price: [499_000, 3_499_000],
        nouns: ['Lampu Lantai', 'Lampu Berdiri Busur', 'Lampu Sudut'],
        materials: ['Besi', 'Kuningan', 'Kayu dan Kain'],
        dimensions: ['Ø 40 × 160 cm', 'Ø 35 × 150 cm'],
        warrantyMonths: 12,
        tags: 'floor lamp, standing lamp, lampu berdiri',
      },
      {
        name: 'Lampu Meja',
        drawing: 'tableLamp',
        room: 'kamar-tidur',
        price: [199_000, 1_499_000],
        nouns: ['Lampu Meja', 'Lampu Tidur', 'Lampu Baca'],
        materials: ['Keramik', 'Kaca', 'Rotan'],
        dimensions: ['Ø 25 × 45 cm', 'Ø 20 × 38 cm'],
        warrantyMonths: 12,
        tags: 'table lamp, lampu tidur, bedside lamp',
      },
    ],
  },
  {
    name: 'Dekorasi',
    description: 'Karpet, bantal, tanaman, cermin dan jam dinding.',
    leaves: [
      {
        name: 'Karpet',
        drawing: 'rug',
        room: 'ruang-tamu',
        price: [299_000, 4_999_000],
        nouns: ['Karpet', 'Permadani', 'Keset'],
        materials: ['Wol', 'Katun', 'Jute', 'Polyester'],
        dimensions: ['160 × 230 cm', '120 × 170 cm', '200 × 290 cm'],
        warrantyMonths: 0,
        tags: 'rug, carpet, karpet ruang tamu',
      },
      {
        name: 'Bantal Sofa',
        drawing: 'cushion',
        room: 'ruang-tamu',
        price: [89_000, 499_000],
        nouns: ['Bantal Sofa', 'Sarung Bantal', 'Bantal Lantai'],
        materials: ['Katun', 'Linen', 'Beludru'],
        dimensions: ['45 × 45 cm', '50 × 50 cm', '30 × 50 cm'],
        warrantyMonths: 0,
        tags: 'cushion, pillow, bantal',
      },
      {
        name: 'Tanaman Hias',
        drawing: 'plant',
        room: 'ruang-tamu',
        price: [79_000, 899_000],
        nouns: ['Tanaman Hias Artifisial', 'Pot Tanaman', 'Monstera Artifisial'],
        materials: ['Keramik', 'Terakota', 'Fiber'],
        dimensions: ['Ø 20 × 60 cm', 'Ø 30 × 120 cm'],
        warrantyMonths: 0,
        tags: 'plant, pot, tanaman, greenery',
      },
      {
        name: 'Cermin',
        drawing: 'mirror',
        room: 'kamar-mandi',
        price: [249_000, 2_499_000],
        nouns: ['Cermin Dinding', 'Cermin Berdiri', 'Cermin Oval'],
        materials: ['Bingkai Kuningan', 'Bingkai Kayu', 'Bingkai Rotan'],
        dimensions: ['60 × 90 cm', '50 × 160 cm', 'Ø 60 cm'],
        warrantyMonths: 0,
        tags: 'mirror, kaca, cermin',
      },
      {
        name: 'Jam Dinding',
        drawing: 'wallClock',
        room: 'ruang-kerja',
        price: [99_000, 799_000],
        nouns: ['Jam Dinding', 'Jam Dinding Minimalis'],
        materials: ['Kayu', 'Metal', 'Kaca'],
        dimensions: ['Ø 30 cm', 'Ø 40 cm'],
        warrantyMonths: 6,
        tags: 'wall clock, jam',
      },
    ],
  },
  {
    name: 'Kamar Mandi & Penyimpanan',
    description: 'Handuk, perlengkapan mandi dan kotak penyimpanan.',
    leaves: [
      {
        name: 'Handuk & Kamar Mandi',
        drawing: 'towels',
        room: 'kamar-mandi',
        price: [59_000, 699_000],
        nouns: ['Handuk Mandi', 'Set Handuk 3 pcs', 'Keset Kamar Mandi', 'Dispenser Sabun'],
        materials: ['Katun Mesir', 'Microfiber', 'Bambu'],
        dimensions: ['70 × 140 cm', '50 × 100 cm'],
        warrantyMonths: 0,
        tags: 'towel, bath, handuk, bathroom',
      },
      {
        name: 'Kotak Penyimpanan',
        drawing: 'storageBox',
        room: 'kamar-anak',
        price: [69_000, 1_299_000],
        nouns: ['Kotak Penyimpanan', 'Keranjang Lipat', 'Kontainer Plastik'],
        materials: ['Plastik PP', 'Kain', 'Rotan'],
        dimensions: ['40 × 30 × 25 cm', '50 × 40 × 35 cm'],
        warrantyMonths: 0,
        tags: 'storage box, organizer, keranjang',
      },
    ],
  },
  {
    name: 'Outdoor',
    description: 'Furnitur teras dan taman yang tahan cuaca tropis.',
    leaves: [
      {
        name: 'Furnitur Outdoor',
        drawing: 'outdoorChair',
        room: 'outdoor',
        price: [899_000, 9_999_000],
        nouns: ['Kursi Teras', 'Kursi Malas', 'Set Meja Taman', 'Ayunan Teras'],
        materials: ['Rotan Sintetis', 'Kayu Jati', 'Aluminium'],
        dimensions: ['190 × 65 × 80 cm', '60 × 65 × 80 cm'],
        warrantyMonths: 12,
        tags: 'outdoor, garden, patio, teras, taman',
      },
    ],
  },
]

/** Series names, each used across categories like a real range. */
export const seriesNames = [
  'Nara',
  'Kirana',
  'Sekar',
  'Arunika',
  'Bayu',
  'Lintang',
  'Gendis',
  'Jelita',
  'Rimba',
  'Samudra',
  'Senja',
  'Tirta',
  'Ayana',
  'Baskara',
  'Cempaka',
  'Dahayu',
  'Embun',
  'Flora',
  'Gita',
  'Harsa',
  'Indah',
  'Jingga',
  'Kala',
  'Laras',
]

export const colours = [
  'Abu-abu',
  'Krem',
  'Hijau Sage',
  'Terakota',
  'Biru Navy',
  'Natural',
  'Walnut',
  'Putih',
  'Hitam',
  'Kuning Mustard',
]

export const styles = [
  'Skandinavia',
  'Industrial',
  'Minimalis',
  'Japandi',
  'Klasik',
  'Tropis',
  'Kontemporer',
] as const

export const roomCategories: { key: RoomKey; name: string; layout: string; description: string }[] = [
  {
    key: 'ruang-tamu',
    name: 'Ruang Tamu',
    layout: 'living',
    description: 'Ruang berkumpul yang hangat untuk keluarga dan tamu.',
  },
  {
    key: 'kamar-tidur',
    name: 'Kamar Tidur',
    layout: 'bedroom',
    description: 'Kamar yang tenang untuk istirahat berkualitas.',
  },
  {
    key: 'ruang-makan',
    name: 'Ruang Makan',
    layout: 'dining',
    description: 'Meja makan yang menyatukan keluarga setiap hari.',
  },
  {
    key: 'dapur',
    name: 'Dapur',
    layout: 'kitchen',
    description: 'Dapur rapi dan fungsional untuk memasak dengan senang.',
  },
  {
    key: 'ruang-kerja',
    name: 'Ruang Kerja',
    layout: 'workspace',
    description: 'Sudut kerja yang nyaman dan produktif di rumah.',
  },
  {
    key: 'kamar-mandi',
    name: 'Kamar Mandi',
    layout: 'bathroom',
    description: 'Kamar mandi bersih bernuansa spa.',
  },
  {
    key: 'outdoor',
    name: 'Teras & Taman',
    layout: 'outdoor',
    description: 'Bersantai di luar ruangan dengan furnitur tahan cuaca.',
  },
  {
    key: 'kamar-anak',
    name: 'Kamar Anak',
    layout: 'kids',
    description: 'Kamar ceria yang tumbuh bersama si kecil.',
  },
]
