/** The contact form's topics, apart from the schema so the form can list them without loading zod. */
export const contactTopics = [
  'Pertanyaan produk',
  'Pengiriman',
  'Garansi & servis',
  'Retur & refund',
  'Membership',
  'Konsultasi interior',
  'Kerja sama bisnis',
  'Data pribadi (salinan, perbaikan, penghapusan)',
  'Lainnya',
] as const
