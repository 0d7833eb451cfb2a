/** The 404 of a dead refund link: its layout already says what happened and who to contact. */
export default function DeadRefundLink() {
  return null
}
