/** Cities with their province (the store "area") and a central coordinate. */
export const cities: { city: string; area: string; lat: number; lng: number; districts: string[] }[] = [
  { city: 'Jakarta Selatan', area: 'DKI Jakarta', lat: -6.2615, lng: 106.8106, districts: ['Kemang', 'Pondok Indah', 'Kuningan', 'Fatmawati', 'Kebayoran Baru'] },
  { city: 'Jakarta Barat', area: 'DKI Jakarta', lat: -6.1683, lng: 106.7588, districts: ['Puri Indah', 'Taman Anggrek', 'Kedoya'] },
  { city: 'Jakarta Utara', area: 'DKI Jakarta', lat: -6.1381, lng: 106.8997, districts: ['Kelapa Gading', 'Pantai Indah Kapuk', 'Pluit'] },
  { city: 'Jakarta Timur', area: 'DKI Jakarta', lat: -6.225, lng: 106.9004, districts: ['Cibubur', 'Cipinang'] },
  { city: 'Tangerang Selatan', area: 'Banten', lat: -6.2887, lng: 106.7179, districts: ['Bintaro', 'BSD City', 'Alam Sutera'] },
  { city: 'Tangerang', area: 'Banten', lat: -6.1783, lng: 106.6319, districts: ['Gading Serpong', 'Karawaci'] },
  { city: 'Bekasi', area: 'Jawa Barat', lat: -6.2383, lng: 106.9756, districts: ['Summarecon Bekasi', 'Harapan Indah', 'Galaxy'] },
  { city: 'Depok', area: 'Jawa Barat', lat: -6.4025, lng: 106.7942, districts: ['Margonda', 'Cinere'] },
  { city: 'Bogor', area: 'Jawa Barat', lat: -6.595, lng: 106.8166, districts: ['Pajajaran', 'Sentul'] },
  { city: 'Bandung', area: 'Jawa Barat', lat: -6.9175, lng: 107.6191, districts: ['Dago', 'Pasteur', 'Buah Batu'] },
  { city: 'Semarang', area: 'Jawa Tengah', lat: -6.9932, lng: 110.4203, districts: ['Simpang Lima', 'Tembalang'] },
  { city: 'Surakarta', area: 'Jawa Tengah', lat: -7.5755, lng: 110.8243, districts: ['Slamet Riyadi'] },
  { city: 'Yogyakarta', area: 'DI Yogyakarta', lat: -7.7956, lng: 110.3695, districts: ['Jalan Magelang', 'Babarsari'] },
  { city: 'Surabaya', area: 'Jawa Timur', lat: -7.2575, lng: 112.7521, districts: ['Darmo', 'Pakuwon', 'Kenjeran', 'Rungkut'] },
  { city: 'Malang', area: 'Jawa Timur', lat: -7.9666, lng: 112.6326, districts: ['Soekarno-Hatta', 'Dinoyo'] },
  { city: 'Denpasar', area: 'Bali', lat: -8.6705, lng: 115.2126, districts: ['Sunset Road', 'Renon'] },
  { city: 'Medan', area: 'Sumatera Utara', lat: 3.5952, lng: 98.6722, districts: ['Ringroad', 'Gatot Subroto'] },
  { city: 'Palembang', area: 'Sumatera Selatan', lat: -2.9761, lng: 104.7754, districts: ['Jakabaring', 'Demang Lebar Daun'] },
  { city: 'Pekanbaru', area: 'Riau', lat: 0.5071, lng: 101.4478, districts: ['Sudirman'] },
  { city: 'Batam', area: 'Kepulauan Riau', lat: 1.1301, lng: 104.0529, districts: ['Nagoya', 'Batam Centre'] },
  { city: 'Balikpapan', area: 'Kalimantan Timur', lat: -1.2379, lng: 116.8529, districts: ['Jenderal Sudirman'] },
  { city: 'Makassar', area: 'Sulawesi Selatan', lat: -5.1477, lng: 119.4327, districts: ['Panakkukang', 'Tanjung Bunga'] },
  { city: 'Manado', area: 'Sulawesi Utara', lat: 1.4748, lng: 124.8421, districts: ['Boulevard'] },
  { city: 'Pontianak', area: 'Kalimantan Barat', lat: -0.0263, lng: 109.3425, districts: ['Ahmad Yani'] },
  { city: 'Jayapura', area: 'Papua', lat: -2.5337, lng: 140.7181, districts: ['Entrop'] },
]

export const streets = ['Jl. Raya', 'Jl. Boulevard', 'Jl. Jenderal Sudirman', 'Jl. Ahmad Yani', 'Jl. Gatot Subroto', 'Jl. Diponegoro', 'Jl. Pahlawan', 'Jl. Merdeka']

export const weekdayHours = [
  { days: 'Senin–Jumat', open: '10:00', close: '21:00' },
  { days: 'Sabtu–Minggu & libur nasional', open: '10:00', close: '22:00' },
]
