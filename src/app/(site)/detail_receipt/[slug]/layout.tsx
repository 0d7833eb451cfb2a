import { deadLinkLayout } from '@/components/customer-links/LinkNotice'
import { receiptPageState } from '@/components/customer-links/page-states'

export default deadLinkLayout(receiptPageState)
