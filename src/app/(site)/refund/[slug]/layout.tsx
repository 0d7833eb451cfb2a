import { deadLinkLayout } from '@/components/customer-links/LinkNotice'
import { refundPageState } from '@/components/customer-links/page-states'

export default deadLinkLayout(refundPageState)
