// The claim's choices and photo rules, apart from the schemas so the forms can show them without loading zod.

/** What can be wrong with a product, as the service team sorts claims. */
export const problemCategories = [
  { value: 'structure', label: 'Rangka / struktur (patah, goyang, retak)' },
  { value: 'mechanism', label: 'Mekanisme (engsel, rel laci, recliner, per)' },
  { value: 'fabric', label: 'Kain, kulit atau busa' },
  { value: 'finish', label: 'Lapisan / cat (mengelupas, menggelembung)' },
  { value: 'electrical', label: 'Kelistrikan (lampu, motor, adaptor)' },
  { value: 'other', label: 'Lainnya' },
] as const
/** When the service team may call. */
export const contactTimes = [
  { value: 'morning', label: 'Pagi, 08.00–12.00' },
  { value: 'afternoon', label: 'Siang, 12.00–16.00' },
  { value: 'evening', label: 'Sore, 16.00–20.00' },
  { value: 'any', label: 'Kapan saja' },
] as const
/** Photo rules shared by the picker and the call. */
export const claimPhotoRules = {
  maxFiles: 5,
  maxBytes: 5 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/webp'] as const,
}
