/** The 404 of a dead voucher link: its layout already says what happened and who to contact. */
export default function DeadVoucherLink() {
  return null
}
