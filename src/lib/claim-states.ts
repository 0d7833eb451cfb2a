/**
 * The states of a warranty claim, as staff move it and as the customer reads it on /claim and by e-mail
 * (docs/warranty.md): received → in-review → approved | rejected; approved → done once repaired or replaced.
 */
export const claimStates = {
  received: {
    label: 'Diterima',
    next: 'Tim servis memeriksa klaim Anda dan menghubungi Anda dalam 2 hari kerja.',
  },
  'in-review': {
    label: 'Sedang ditinjau',
    next: 'Teknisi kami sedang menilai kerusakan; kami dapat meminta foto tambahan atau jadwal kunjungan.',
  },
  approved: {
    label: 'Disetujui',
    next: 'Klaim disetujui. Tim kami menghubungi Anda untuk jadwal perbaikan atau penggantian.',
  },
  rejected: {
    label: 'Ditolak',
    next: 'Klaim tidak dapat kami setujui. Alasannya ada di catatan petugas; hubungi layanan pelanggan bila ada pertanyaan.',
  },
  done: {
    label: 'Selesai',
    next: 'Perbaikan atau penggantian sudah selesai. Terima kasih telah berbelanja di Rumah Loka.',
  },
} as const
export type ClaimState = keyof typeof claimStates
/** The moves staff may make; anything else is refused with the allowed next states named. */
export const claimMoves: Record<ClaimState, ClaimState[]> = {
  received: ['in-review', 'approved', 'rejected'],
  'in-review': ['approved', 'rejected'],
  approved: ['done'],
  rejected: [],
  done: [],
}
export const claimStateOptions = (Object.keys(claimStates) as ClaimState[]).map((value) => ({
  value,
  label: claimStates[value].label,
}))
export const isClaimState = (v: unknown): v is ClaimState => typeof v === 'string' && v in claimStates
