/**
 * Collections that hold personal data: only personal-data staff and administrators see them, and every staff
 * read or change is logged.
 */
export const personalDataCollections: string[] = [
  'newsletter-subscribers',
  'contact-messages',
  'event-registrations',
  'warranty-registrations',
  'warranty-claims',
  'pdp-agreements',
  'voucher-claims',
  'refund-approvals',
  'private-uploads',
  'sales-receipts',
  'returns',
  'vouchers',
  'email-verifications',
  'outbox',
  'integration-events',
  'webhook-deliveries',
  'data-subject-requests',
]
