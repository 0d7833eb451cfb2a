import { JakartaDateCell as JakartaDateCell_3967487121df6c8afcae658846c9c9a8 } from '../../../components/admin/cells/JakartaDateCell'
import { YesNoCell as YesNoCell_4c432c6b3912de7801dcb12f6c34daed } from '../../../components/admin/cells/YesNoCell'
import { SharePreview as SharePreview_628fb899a9eed4fb1ccf4f6c511bf8fb } from '../../../components/admin/SharePreview'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RupiahCell as RupiahCell_b479acc0863f9cf66ce37eac60af7f48 } from '../../../components/admin/cells/RupiahCell'
import { RupiahPreview as RupiahPreview_e623f25b6bbaaef9b6858254be73e5fa } from '../../../components/admin/RupiahPreview'
import { ProductStock as ProductStock_f945dc0b9caf1263962d1af1d1fddde7 } from '@/components/admin/ProductStock'
import { ListTools as ListTools_0e5a0527d59cb7df20044ac9657b232a } from '../../../components/admin/ListTools'
import { ProductImport as ProductImport_6f0821624b7a724d9f0d8243092a3d1b } from '../../../components/admin/ProductImport'
import { EventRegistrationsExport as EventRegistrationsExport_323a41509f2a2783749d68f8fc9cd214 } from '@/components/admin/EventRegistrationsExport'
import { ExportDownload as ExportDownload_cb07bf605acc54856d920185494f426c } from '../../../components/admin/ExportDownload'
import { TotpSetup as TotpSetup_2340c8681aa8ee30e1628e0793149672 } from '../../../components/admin/TotpSetup'
import { IntegrationKey as IntegrationKey_5c4de02167378bccd2bb3de03f0c47e6 } from '../../../components/admin/IntegrationKey'
import { WebhookResend as WebhookResend_98426723827cb4adc966884ba1ace239 } from '../../../components/admin/WebhookResend'
import { BrandIcon as BrandIcon_81fda60f3e3709e861f40982a767707d } from '../../../components/admin/Brand'
import { BrandLogo as BrandLogo_81fda60f3e3709e861f40982a767707d } from '../../../components/admin/Brand'
import { VisitsNavLink as VisitsNavLink_418b85e100ee0ad776a2692f9ccd815d } from '../../../components/admin/VisitsNavLink'
import { WorkDashboard as WorkDashboard_c33783c12bfa411f53a0b53c44a1b72e } from '../../../components/admin/WorkDashboard'
import { BrandNav as BrandNav_81fda60f3e3709e861f40982a767707d } from '../../../components/admin/Brand'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { StaffLogin as StaffLogin_42fc016a4e18c95158faed5d1db23d52 } from '../../../components/admin/StaffLogin'
import { VisitsView as VisitsView_09c6030550109ba5bbb52ccfe1002cb2 } from '../../../components/admin/VisitsView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/components/admin/cells/JakartaDateCell#JakartaDateCell": JakartaDateCell_3967487121df6c8afcae658846c9c9a8,
  "/components/admin/cells/YesNoCell#YesNoCell": YesNoCell_4c432c6b3912de7801dcb12f6c34daed,
  "/components/admin/SharePreview#SharePreview": SharePreview_628fb899a9eed4fb1ccf4f6c511bf8fb,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/components/admin/cells/RupiahCell#RupiahCell": RupiahCell_b479acc0863f9cf66ce37eac60af7f48,
  "/components/admin/RupiahPreview#RupiahPreview": RupiahPreview_e623f25b6bbaaef9b6858254be73e5fa,
  "@/components/admin/ProductStock#ProductStock": ProductStock_f945dc0b9caf1263962d1af1d1fddde7,
  "/components/admin/ListTools#ListTools": ListTools_0e5a0527d59cb7df20044ac9657b232a,
  "/components/admin/ProductImport#ProductImport": ProductImport_6f0821624b7a724d9f0d8243092a3d1b,
  "@/components/admin/EventRegistrationsExport#EventRegistrationsExport": EventRegistrationsExport_323a41509f2a2783749d68f8fc9cd214,
  "/components/admin/ExportDownload#ExportDownload": ExportDownload_cb07bf605acc54856d920185494f426c,
  "/components/admin/TotpSetup#TotpSetup": TotpSetup_2340c8681aa8ee30e1628e0793149672,
  "/components/admin/IntegrationKey#IntegrationKey": IntegrationKey_5c4de02167378bccd2bb3de03f0c47e6,
  "/components/admin/WebhookResend#WebhookResend": WebhookResend_98426723827cb4adc966884ba1ace239,
  "/components/admin/Brand#BrandIcon": BrandIcon_81fda60f3e3709e861f40982a767707d,
  "/components/admin/Brand#BrandLogo": BrandLogo_81fda60f3e3709e861f40982a767707d,
  "/components/admin/VisitsNavLink#VisitsNavLink": VisitsNavLink_418b85e100ee0ad776a2692f9ccd815d,
  "/components/admin/WorkDashboard#WorkDashboard": WorkDashboard_c33783c12bfa411f53a0b53c44a1b72e,
  "/components/admin/Brand#BrandNav": BrandNav_81fda60f3e3709e861f40982a767707d,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/components/admin/StaffLogin#StaffLogin": StaffLogin_42fc016a4e18c95158faed5d1db23d52,
  "/components/admin/VisitsView#VisitsView": VisitsView_09c6030550109ba5bbb52ccfe1002cb2,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
