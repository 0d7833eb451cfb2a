import * as migration_20261121_212302_initial from './20261121_212302_initial';
import * as migration_20261122_023441_trust_mail from './20261122_023441_trust_mail';
import * as migration_20261122_041030_events_registrations from './20261122_041030_events_registrations';
import * as migration_20261122_062527_warranty_claim_states from './20261122_062527_warranty_claim_states';
import * as migration_20261122_074757_postal_codes from './20261122_074757_postal_codes';
import * as migration_20261122_081528_self_service_forms from './20261122_081528_self_service_forms';
import * as migration_20261122_110518_personal_data from './20261122_110518_personal_data';
import * as migration_20261122_170540_upload_storage_fields from './20261122_170540_upload_storage_fields';
import * as migration_20261124_140411_event_registration_optin from './20261124_140411_event_registration_optin';
import * as migration_20261124_165920_integrations from './20261124_165920_integrations';
import * as migration_20261124_175030_webhooks from './20261124_175030_webhooks';
import * as migration_20261124_200715_catalog_codes_sale_period from './20261124_200715_catalog_codes_sale_period';
import * as migration_20261124_230957_newsletter_unsubscribe_product_images from './20261124_230957_newsletter_unsubscribe_product_images';
import * as migration_20261124_235844_product_sync_runs from './20261124_235844_product_sync_runs';
import * as migration_20261125_055154_backup_runs from './20261125_055154_backup_runs';
import * as migration_20261125_083118_crash_whole_writes from './20261125_083118_crash_whole_writes';
import * as migration_20261128_110826_drop_unused_image_sizes from './20261128_110826_drop_unused_image_sizes';
import * as migration_20261128_111916_feed_event_grants from './20261128_111916_feed_event_grants';
import * as migration_20261128_190457_visit_handoffs from './20261128_190457_visit_handoffs';
import * as migration_20261128_220938_stock_levels from './20261128_220938_stock_levels';
import * as migration_20261128_223430_stock_scope from './20261128_223430_stock_scope';
import * as migration_20261130_012808_vital_counts from './20261130_012808_vital_counts';
import * as migration_20261130_041704_drafts from './20261130_041704_drafts';
import * as migration_20261130_045047_edited_by from './20261130_045047_edited_by';

export const migrations = [
  {
    up: migration_20261121_212302_initial.up,
    down: migration_20261121_212302_initial.down,
    name: '20261121_212302_initial',
  },
  {
    up: migration_20261122_023441_trust_mail.up,
    down: migration_20261122_023441_trust_mail.down,
    name: '20261122_023441_trust_mail',
  },
  {
    up: migration_20261122_041030_events_registrations.up,
    down: migration_20261122_041030_events_registrations.down,
    name: '20261122_041030_events_registrations',
  },
  {
    up: migration_20261122_062527_warranty_claim_states.up,
    down: migration_20261122_062527_warranty_claim_states.down,
    name: '20261122_062527_warranty_claim_states',
  },
  {
    up: migration_20261122_074757_postal_codes.up,
    down: migration_20261122_074757_postal_codes.down,
    name: '20261122_074757_postal_codes',
  },
  {
    up: migration_20261122_081528_self_service_forms.up,
    down: migration_20261122_081528_self_service_forms.down,
    name: '20261122_081528_self_service_forms',
  },
  {
    up: migration_20261122_110518_personal_data.up,
    down: migration_20261122_110518_personal_data.down,
    name: '20261122_110518_personal_data',
  },
  {
    up: migration_20261122_170540_upload_storage_fields.up,
    down: migration_20261122_170540_upload_storage_fields.down,
    name: '20261122_170540_upload_storage_fields',
  },
  {
    up: migration_20261124_140411_event_registration_optin.up,
    down: migration_20261124_140411_event_registration_optin.down,
    name: '20261124_140411_event_registration_optin',
  },
  {
    up: migration_20261124_165920_integrations.up,
    down: migration_20261124_165920_integrations.down,
    name: '20261124_165920_integrations',
  },
  {
    up: migration_20261124_175030_webhooks.up,
    down: migration_20261124_175030_webhooks.down,
    name: '20261124_175030_webhooks',
  },
  {
    up: migration_20261124_200715_catalog_codes_sale_period.up,
    down: migration_20261124_200715_catalog_codes_sale_period.down,
    name: '20261124_200715_catalog_codes_sale_period',
  },
  {
    up: migration_20261124_230957_newsletter_unsubscribe_product_images.up,
    down: migration_20261124_230957_newsletter_unsubscribe_product_images.down,
    name: '20261124_230957_newsletter_unsubscribe_product_images',
  },
  {
    up: migration_20261124_235844_product_sync_runs.up,
    down: migration_20261124_235844_product_sync_runs.down,
    name: '20261124_235844_product_sync_runs',
  },
  {
    up: migration_20261125_055154_backup_runs.up,
    down: migration_20261125_055154_backup_runs.down,
    name: '20261125_055154_backup_runs',
  },
  {
    up: migration_20261125_083118_crash_whole_writes.up,
    down: migration_20261125_083118_crash_whole_writes.down,
    name: '20261125_083118_crash_whole_writes',
  },
  {
    up: migration_20261128_110826_drop_unused_image_sizes.up,
    down: migration_20261128_110826_drop_unused_image_sizes.down,
    name: '20261128_110826_drop_unused_image_sizes',
  },
  {
    up: migration_20261128_111916_feed_event_grants.up,
    down: migration_20261128_111916_feed_event_grants.down,
    name: '20261128_111916_feed_event_grants',
  },
  {
    up: migration_20261128_190457_visit_handoffs.up,
    down: migration_20261128_190457_visit_handoffs.down,
    name: '20261128_190457_visit_handoffs',
  },
  {
    up: migration_20261128_220938_stock_levels.up,
    down: migration_20261128_220938_stock_levels.down,
    name: '20261128_220938_stock_levels',
  },
  {
    up: migration_20261128_223430_stock_scope.up,
    down: migration_20261128_223430_stock_scope.down,
    name: '20261128_223430_stock_scope',
  },
  {
    up: migration_20261130_012808_vital_counts.up,
    down: migration_20261130_012808_vital_counts.down,
    name: '20261130_012808_vital_counts',
  },
  {
    up: migration_20261130_041704_drafts.up,
    down: migration_20261130_041704_drafts.down,
    name: '20261130_041704_drafts',
  },
  {
    up: migration_20261130_045047_edited_by.up,
    down: migration_20261130_045047_edited_by.down,
    name: '20261130_045047_edited_by'
  },
];
