/** The 404 of a dead receipt link: its layout already says what happened and who to contact. */
export default function DeadReceiptLink() {
  return null
}
