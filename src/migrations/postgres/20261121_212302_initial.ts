import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_products_style" AS ENUM('Skandinavia', 'Industrial', 'Minimalis', 'Japandi', 'Klasik', 'Tropis', 'Kontemporer');
  CREATE TYPE "public"."enum_brands_type" AS ENUM('store', 'product');
  CREATE TYPE "public"."enum_contact_messages_status" AS ENUM('new', 'in-progress', 'answered');
  CREATE TYPE "public"."enum_warranty_claims_status" AS ENUM('received', 'in-review', 'approved', 'rejected', 'repaired');
  CREATE TYPE "public"."enum_refund_approvals_decision" AS ENUM('approved', 'rejected');
  CREATE TYPE "public"."enum_private_uploads_purpose" AS ENUM('signature', 'warranty-claim-photo');
  CREATE TYPE "public"."enum_returns_status" AS ENUM('pending', 'approved', 'rejected');
  CREATE TYPE "public"."enum_vouchers_status" AS ENUM('active', 'claimed', 'void');
  CREATE TYPE "public"."enum_social_links_platform" AS ENUM('instagram', 'facebook', 'tiktok', 'youtube', 'twitter', 'pinterest', 'whatsapp');
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'editor');
  CREATE TABLE "banners" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"section_name" varchar NOT NULL,
  	"img_main_id" integer NOT NULL,
  	"img_mobile_id" integer,
  	"url_link" varchar,
  	"start_at" timestamp(3) with time zone,
  	"end_at" timestamp(3) with time zone,
  	"is_enabled" boolean DEFAULT true,
  	"sort" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "pages_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content" jsonb NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL,
  	"caption" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"banner_id" integer NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_product_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"text" varchar,
  	"label" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"topic" varchar NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"intro" varchar,
  	"hero_id" integer,
  	"is_enabled" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer
  );
  
  CREATE TABLE "services_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar
  );
  
  CREATE TABLE "services" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"summary" varchar NOT NULL,
  	"image_id" integer,
  	"content" jsonb,
  	"fee_note" varchar,
  	"is_enabled" boolean DEFAULT true,
  	"sort" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "csr_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"location" varchar,
  	"summary" varchar NOT NULL,
  	"cover_id" integer NOT NULL,
  	"content" jsonb,
  	"is_enabled" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "csr_events_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "faqs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"topic" varchar NOT NULL,
  	"question" varchar NOT NULL,
  	"answer" varchar NOT NULL,
  	"is_enabled" boolean DEFAULT true,
  	"sort" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumb_url" varchar,
  	"sizes_thumb_width" numeric,
  	"sizes_thumb_height" numeric,
  	"sizes_thumb_mime_type" varchar,
  	"sizes_thumb_filesize" numeric,
  	"sizes_thumb_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_wide_url" varchar,
  	"sizes_wide_width" numeric,
  	"sizes_wide_height" numeric,
  	"sizes_wide_mime_type" varchar,
  	"sizes_wide_filesize" numeric,
  	"sizes_wide_filename" varchar
  );
  
  CREATE TABLE "documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "products" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"sku" varchar NOT NULL,
  	"url_key" varchar NOT NULL,
  	"description" varchar,
  	"price" numeric NOT NULL,
  	"sale_price" numeric,
  	"category_id" integer NOT NULL,
  	"brand_id" integer,
  	"room_id" integer,
  	"style" "enum_products_style",
  	"color" varchar,
  	"material" varchar,
  	"dimensions" varchar,
  	"tags" varchar,
  	"marketplace_url" varchar,
  	"warranty_months" numeric DEFAULT 12,
  	"sold_count" numeric DEFAULT 0,
  	"is_new" boolean DEFAULT false,
  	"is_informab2b" boolean DEFAULT false,
  	"is_enabled" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "products_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"parent_id" integer,
  	"description" varchar,
  	"image_id" integer,
  	"is_enabled" boolean DEFAULT true,
  	"sort" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "brands" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"type" "enum_brands_type" DEFAULT 'product' NOT NULL,
  	"img_icon_id" integer,
  	"url_link" varchar,
  	"is_enabled" boolean DEFAULT true,
  	"sort" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "promotions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"summary" varchar NOT NULL,
  	"banner_id" integer NOT NULL,
  	"start_at" timestamp(3) with time zone,
  	"end_at" timestamp(3) with time zone,
  	"terms" jsonb,
  	"category" varchar,
  	"is_enabled" boolean DEFAULT true,
  	"sort" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "promotions_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer
  );
  
  CREATE TABLE "ecatalogues" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"promotion_id" integer,
  	"cover_id" integer NOT NULL,
  	"file_id" integer,
  	"start_at" timestamp(3) with time zone,
  	"end_at" timestamp(3) with time zone,
  	"is_enabled" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "ecatalogues_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "flash_sales_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product_id" integer NOT NULL,
  	"flash_price" numeric NOT NULL,
  	"stock" numeric DEFAULT 10
  );
  
  CREATE TABLE "flash_sales" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"type" varchar NOT NULL,
  	"start_at" timestamp(3) with time zone,
  	"end_at" timestamp(3) with time zone,
  	"is_enabled" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "articles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"excerpt" varchar NOT NULL,
  	"cover_id" integer NOT NULL,
  	"content" jsonb,
  	"author" varchar,
  	"published_at" timestamp(3) with time zone NOT NULL,
  	"room_category_id" integer,
  	"tags" varchar,
  	"is_enabled" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "articles_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer
  );
  
  CREATE TABLE "rooms_looks" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "rooms" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"room_category_id" integer NOT NULL,
  	"summary" varchar,
  	"cover_id" integer NOT NULL,
  	"is_enabled" boolean DEFAULT true,
  	"sort" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "rooms_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer
  );
  
  CREATE TABLE "room_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"description" varchar,
  	"image_id" integer,
  	"is_enabled" boolean DEFAULT true,
  	"sort" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "style_galleries_hotspots" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product_id" integer NOT NULL,
  	"x" numeric NOT NULL,
  	"y" numeric NOT NULL
  );
  
  CREATE TABLE "style_galleries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"style" varchar,
  	"description" varchar,
  	"image_id" integer NOT NULL,
  	"is_enabled" boolean DEFAULT true,
  	"sort" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "stores_opening_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"days" varchar NOT NULL,
  	"open" varchar NOT NULL,
  	"close" varchar NOT NULL
  );
  
  CREATE TABLE "stores" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"area" varchar NOT NULL,
  	"city" varchar NOT NULL,
  	"address" varchar NOT NULL,
  	"lat" numeric NOT NULL,
  	"lng" numeric NOT NULL,
  	"phone" varchar,
  	"image_id" integer,
  	"is_enabled" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "stores_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"services_id" integer
  );
  
  CREATE TABLE "events_gifts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"quota" numeric
  );
  
  CREATE TABLE "events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"calendar_id" integer NOT NULL,
  	"store_id" integer,
  	"city" varchar NOT NULL,
  	"venue" varchar NOT NULL,
  	"starts_at" timestamp(3) with time zone NOT NULL,
  	"ends_at" timestamp(3) with time zone NOT NULL,
  	"registration_closes_at" timestamp(3) with time zone,
  	"capacity" numeric NOT NULL,
  	"max_participants_per_registration" numeric DEFAULT 4,
  	"summary" varchar NOT NULL,
  	"content" jsonb,
  	"cover_id" integer NOT NULL,
  	"is_enabled" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "event_calendars" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"color" varchar,
  	"is_enabled" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "newsletter_subscribers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"source" varchar DEFAULT 'footer',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "contact_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"topic" varchar NOT NULL,
  	"message" varchar NOT NULL,
  	"status" "enum_contact_messages_status" DEFAULT 'new',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "event_registrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" integer NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"participants" numeric NOT NULL,
  	"registration_code" varchar NOT NULL,
  	"gift_claimed" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "warranty_registrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"receipt_no" varchar NOT NULL,
  	"serial_no" varchar NOT NULL,
  	"product_id" integer,
  	"product_name" varchar NOT NULL,
  	"customer_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"address" varchar NOT NULL,
  	"kelurahan" varchar NOT NULL,
  	"kecamatan" varchar NOT NULL,
  	"city" varchar NOT NULL,
  	"province" varchar NOT NULL,
  	"postal_code" varchar,
  	"purchased_at" timestamp(3) with time zone NOT NULL,
  	"coverage_until" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "warranty_claims" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"claim_no" varchar NOT NULL,
  	"registration_id" integer NOT NULL,
  	"problem" varchar NOT NULL,
  	"status" "enum_warranty_claims_status" DEFAULT 'received',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "warranty_claims_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"private_uploads_id" integer
  );
  
  CREATE TABLE "pdp_agreements" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"nip" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"signature_id" integer NOT NULL,
  	"url_api" varchar,
  	"consent_version" varchar NOT NULL,
  	"consent_at" timestamp(3) with time zone NOT NULL,
  	"channel" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "voucher_claims" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"voucher_id" integer NOT NULL,
  	"code" varchar NOT NULL,
  	"channel" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "refund_approvals" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"return_id" integer NOT NULL,
  	"return_no" varchar NOT NULL,
  	"decision" "enum_refund_approvals_decision" NOT NULL,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "visit_counts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"path" varchar NOT NULL,
  	"day" varchar NOT NULL,
  	"count" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "private_uploads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"purpose" "enum_private_uploads_purpose" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "sales_receipts_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product_id" integer,
  	"sku" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"qty" numeric NOT NULL,
  	"price" numeric NOT NULL,
  	"serial_no" varchar,
  	"label_paid" boolean DEFAULT true
  );
  
  CREATE TABLE "sales_receipts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"receipt_no" varchar NOT NULL,
  	"store_id" integer NOT NULL,
  	"purchased_at" timestamp(3) with time zone NOT NULL,
  	"customer_name" varchar,
  	"is_paid" boolean DEFAULT true,
  	"total" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "returns_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"sku" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"qty" numeric NOT NULL,
  	"price" numeric NOT NULL
  );
  
  CREATE TABLE "returns" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"return_no" varchar NOT NULL,
  	"receipt_id" integer NOT NULL,
  	"customer_name" varchar NOT NULL,
  	"reason" varchar NOT NULL,
  	"amount" numeric NOT NULL,
  	"refund_method" varchar NOT NULL,
  	"status" "enum_returns_status" DEFAULT 'pending' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "vouchers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"value" numeric NOT NULL,
  	"min_purchase" numeric DEFAULT 0,
  	"valid_from" timestamp(3) with time zone NOT NULL,
  	"valid_until" timestamp(3) with time zone NOT NULL,
  	"status" "enum_vouchers_status" DEFAULT 'active' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "email_verifications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"token" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"verified_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "selections" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"link" varchar,
  	"value" varchar,
  	"is_enabled" boolean DEFAULT true,
  	"sort" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "seo" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_url" varchar NOT NULL,
  	"meta_title" varchar NOT NULL,
  	"meta_desc" varchar,
  	"meta_keyword" varchar,
  	"opengraph_title" varchar,
  	"opengraph_desc" varchar,
  	"opengraph_url" varchar,
  	"opengraph_keyword" varchar,
  	"twitter_title" varchar,
  	"twitter_desc" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "social_links" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"platform" "enum_social_links_platform" NOT NULL,
  	"name" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"is_enabled" boolean DEFAULT true,
  	"sort" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "website_config" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"config_name" varchar NOT NULL,
  	"value" varchar NOT NULL,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" "enum_users_role" DEFAULT 'editor' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"banners_id" integer,
  	"pages_id" integer,
  	"services_id" integer,
  	"csr_events_id" integer,
  	"faqs_id" integer,
  	"media_id" integer,
  	"documents_id" integer,
  	"products_id" integer,
  	"categories_id" integer,
  	"brands_id" integer,
  	"promotions_id" integer,
  	"ecatalogues_id" integer,
  	"flash_sales_id" integer,
  	"articles_id" integer,
  	"rooms_id" integer,
  	"room_categories_id" integer,
  	"style_galleries_id" integer,
  	"stores_id" integer,
  	"events_id" integer,
  	"event_calendars_id" integer,
  	"newsletter_subscribers_id" integer,
  	"contact_messages_id" integer,
  	"event_registrations_id" integer,
  	"warranty_registrations_id" integer,
  	"warranty_claims_id" integer,
  	"pdp_agreements_id" integer,
  	"voucher_claims_id" integer,
  	"refund_approvals_id" integer,
  	"visit_counts_id" integer,
  	"private_uploads_id" integer,
  	"sales_receipts_id" integer,
  	"returns_id" integer,
  	"vouchers_id" integer,
  	"email_verifications_id" integer,
  	"selections_id" integer,
  	"seo_id" integer,
  	"social_links_id" integer,
  	"website_config_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "banners" ADD CONSTRAINT "banners_img_main_id_media_id_fk" FOREIGN KEY ("img_main_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "banners" ADD CONSTRAINT "banners_img_mobile_id_media_id_fk" FOREIGN KEY ("img_mobile_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_rich_text" ADD CONSTRAINT "pages_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_image" ADD CONSTRAINT "pages_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_image" ADD CONSTRAINT "pages_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_banner" ADD CONSTRAINT "pages_blocks_banner_banner_id_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."banners"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_banner" ADD CONSTRAINT "pages_blocks_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_product_list" ADD CONSTRAINT "pages_blocks_product_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_call_to_action" ADD CONSTRAINT "pages_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq" ADD CONSTRAINT "pages_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_hero_id_media_id_fk" FOREIGN KEY ("hero_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_steps" ADD CONSTRAINT "services_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services" ADD CONSTRAINT "services_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "csr_events" ADD CONSTRAINT "csr_events_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "csr_events_rels" ADD CONSTRAINT "csr_events_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."csr_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "csr_events_rels" ADD CONSTRAINT "csr_events_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_room_id_room_categories_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."room_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "categories" ADD CONSTRAINT "categories_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "brands" ADD CONSTRAINT "brands_img_icon_id_media_id_fk" FOREIGN KEY ("img_icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "promotions" ADD CONSTRAINT "promotions_banner_id_media_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "promotions_rels" ADD CONSTRAINT "promotions_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promotions_rels" ADD CONSTRAINT "promotions_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ecatalogues" ADD CONSTRAINT "ecatalogues_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ecatalogues" ADD CONSTRAINT "ecatalogues_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ecatalogues" ADD CONSTRAINT "ecatalogues_file_id_documents_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ecatalogues_rels" ADD CONSTRAINT "ecatalogues_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."ecatalogues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ecatalogues_rels" ADD CONSTRAINT "ecatalogues_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "flash_sales_items" ADD CONSTRAINT "flash_sales_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "flash_sales_items" ADD CONSTRAINT "flash_sales_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."flash_sales"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_room_category_id_room_categories_id_fk" FOREIGN KEY ("room_category_id") REFERENCES "public"."room_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles_rels" ADD CONSTRAINT "articles_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_rels" ADD CONSTRAINT "articles_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "rooms_looks" ADD CONSTRAINT "rooms_looks_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "rooms_looks" ADD CONSTRAINT "rooms_looks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "rooms" ADD CONSTRAINT "rooms_room_category_id_room_categories_id_fk" FOREIGN KEY ("room_category_id") REFERENCES "public"."room_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "rooms" ADD CONSTRAINT "rooms_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "rooms_rels" ADD CONSTRAINT "rooms_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "rooms_rels" ADD CONSTRAINT "rooms_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "room_categories" ADD CONSTRAINT "room_categories_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "style_galleries_hotspots" ADD CONSTRAINT "style_galleries_hotspots_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "style_galleries_hotspots" ADD CONSTRAINT "style_galleries_hotspots_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."style_galleries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "style_galleries" ADD CONSTRAINT "style_galleries_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stores_opening_hours" ADD CONSTRAINT "stores_opening_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stores" ADD CONSTRAINT "stores_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stores_rels" ADD CONSTRAINT "stores_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stores_rels" ADD CONSTRAINT "stores_rels_services_fk" FOREIGN KEY ("services_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_gifts" ADD CONSTRAINT "events_gifts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_calendar_id_event_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."event_calendars"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "warranty_registrations" ADD CONSTRAINT "warranty_registrations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_registration_id_warranty_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."warranty_registrations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "warranty_claims_rels" ADD CONSTRAINT "warranty_claims_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."warranty_claims"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "warranty_claims_rels" ADD CONSTRAINT "warranty_claims_rels_private_uploads_fk" FOREIGN KEY ("private_uploads_id") REFERENCES "public"."private_uploads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pdp_agreements" ADD CONSTRAINT "pdp_agreements_signature_id_private_uploads_id_fk" FOREIGN KEY ("signature_id") REFERENCES "public"."private_uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "voucher_claims" ADD CONSTRAINT "voucher_claims_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "refund_approvals" ADD CONSTRAINT "refund_approvals_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sales_receipts_items" ADD CONSTRAINT "sales_receipts_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sales_receipts_items" ADD CONSTRAINT "sales_receipts_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sales_receipts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sales_receipts" ADD CONSTRAINT "sales_receipts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "returns_items" ADD CONSTRAINT "returns_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "returns" ADD CONSTRAINT "returns_receipt_id_sales_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."sales_receipts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_banners_fk" FOREIGN KEY ("banners_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_services_fk" FOREIGN KEY ("services_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_csr_events_fk" FOREIGN KEY ("csr_events_id") REFERENCES "public"."csr_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_brands_fk" FOREIGN KEY ("brands_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_promotions_fk" FOREIGN KEY ("promotions_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_ecatalogues_fk" FOREIGN KEY ("ecatalogues_id") REFERENCES "public"."ecatalogues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_flash_sales_fk" FOREIGN KEY ("flash_sales_id") REFERENCES "public"."flash_sales"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_rooms_fk" FOREIGN KEY ("rooms_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_room_categories_fk" FOREIGN KEY ("room_categories_id") REFERENCES "public"."room_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_style_galleries_fk" FOREIGN KEY ("style_galleries_id") REFERENCES "public"."style_galleries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_stores_fk" FOREIGN KEY ("stores_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_event_calendars_fk" FOREIGN KEY ("event_calendars_id") REFERENCES "public"."event_calendars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_subscribers_fk" FOREIGN KEY ("newsletter_subscribers_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_messages_fk" FOREIGN KEY ("contact_messages_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_event_registrations_fk" FOREIGN KEY ("event_registrations_id") REFERENCES "public"."event_registrations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_warranty_registrations_fk" FOREIGN KEY ("warranty_registrations_id") REFERENCES "public"."warranty_registrations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_warranty_claims_fk" FOREIGN KEY ("warranty_claims_id") REFERENCES "public"."warranty_claims"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pdp_agreements_fk" FOREIGN KEY ("pdp_agreements_id") REFERENCES "public"."pdp_agreements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_voucher_claims_fk" FOREIGN KEY ("voucher_claims_id") REFERENCES "public"."voucher_claims"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_refund_approvals_fk" FOREIGN KEY ("refund_approvals_id") REFERENCES "public"."refund_approvals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_visit_counts_fk" FOREIGN KEY ("visit_counts_id") REFERENCES "public"."visit_counts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_private_uploads_fk" FOREIGN KEY ("private_uploads_id") REFERENCES "public"."private_uploads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sales_receipts_fk" FOREIGN KEY ("sales_receipts_id") REFERENCES "public"."sales_receipts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_returns_fk" FOREIGN KEY ("returns_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_vouchers_fk" FOREIGN KEY ("vouchers_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_email_verifications_fk" FOREIGN KEY ("email_verifications_id") REFERENCES "public"."email_verifications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_selections_fk" FOREIGN KEY ("selections_id") REFERENCES "public"."selections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_seo_fk" FOREIGN KEY ("seo_id") REFERENCES "public"."seo"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_social_links_fk" FOREIGN KEY ("social_links_id") REFERENCES "public"."social_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_website_config_fk" FOREIGN KEY ("website_config_id") REFERENCES "public"."website_config"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "banners_section_name_idx" ON "banners" USING btree ("section_name");
  CREATE INDEX "banners_img_main_idx" ON "banners" USING btree ("img_main_id");
  CREATE INDEX "banners_img_mobile_idx" ON "banners" USING btree ("img_mobile_id");
  CREATE INDEX "banners_start_at_idx" ON "banners" USING btree ("start_at");
  CREATE INDEX "banners_end_at_idx" ON "banners" USING btree ("end_at");
  CREATE INDEX "banners_is_enabled_idx" ON "banners" USING btree ("is_enabled");
  CREATE INDEX "banners_updated_at_idx" ON "banners" USING btree ("updated_at");
  CREATE INDEX "banners_created_at_idx" ON "banners" USING btree ("created_at");
  CREATE INDEX "pages_blocks_rich_text_order_idx" ON "pages_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "pages_blocks_rich_text_parent_id_idx" ON "pages_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_rich_text_path_idx" ON "pages_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "pages_blocks_image_order_idx" ON "pages_blocks_image" USING btree ("_order");
  CREATE INDEX "pages_blocks_image_parent_id_idx" ON "pages_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_image_path_idx" ON "pages_blocks_image" USING btree ("_path");
  CREATE INDEX "pages_blocks_image_image_idx" ON "pages_blocks_image" USING btree ("image_id");
  CREATE INDEX "pages_blocks_banner_order_idx" ON "pages_blocks_banner" USING btree ("_order");
  CREATE INDEX "pages_blocks_banner_parent_id_idx" ON "pages_blocks_banner" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_banner_path_idx" ON "pages_blocks_banner" USING btree ("_path");
  CREATE INDEX "pages_blocks_banner_banner_idx" ON "pages_blocks_banner" USING btree ("banner_id");
  CREATE INDEX "pages_blocks_product_list_order_idx" ON "pages_blocks_product_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_product_list_parent_id_idx" ON "pages_blocks_product_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_product_list_path_idx" ON "pages_blocks_product_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_call_to_action_order_idx" ON "pages_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "pages_blocks_call_to_action_parent_id_idx" ON "pages_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_call_to_action_path_idx" ON "pages_blocks_call_to_action" USING btree ("_path");
  CREATE INDEX "pages_blocks_faq_order_idx" ON "pages_blocks_faq" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_parent_id_idx" ON "pages_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_faq_path_idx" ON "pages_blocks_faq" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_slug_idx" ON "pages" USING btree ("slug");
  CREATE INDEX "pages_hero_idx" ON "pages" USING btree ("hero_id");
  CREATE INDEX "pages_is_enabled_idx" ON "pages" USING btree ("is_enabled");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages_rels_order_idx" ON "pages_rels" USING btree ("order");
  CREATE INDEX "pages_rels_parent_idx" ON "pages_rels" USING btree ("parent_id");
  CREATE INDEX "pages_rels_path_idx" ON "pages_rels" USING btree ("path");
  CREATE INDEX "pages_rels_products_id_idx" ON "pages_rels" USING btree ("products_id");
  CREATE INDEX "services_steps_order_idx" ON "services_steps" USING btree ("_order");
  CREATE INDEX "services_steps_parent_id_idx" ON "services_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "services_slug_idx" ON "services" USING btree ("slug");
  CREATE INDEX "services_image_idx" ON "services" USING btree ("image_id");
  CREATE INDEX "services_is_enabled_idx" ON "services" USING btree ("is_enabled");
  CREATE INDEX "services_updated_at_idx" ON "services" USING btree ("updated_at");
  CREATE INDEX "services_created_at_idx" ON "services" USING btree ("created_at");
  CREATE UNIQUE INDEX "csr_events_slug_idx" ON "csr_events" USING btree ("slug");
  CREATE INDEX "csr_events_date_idx" ON "csr_events" USING btree ("date");
  CREATE INDEX "csr_events_cover_idx" ON "csr_events" USING btree ("cover_id");
  CREATE INDEX "csr_events_is_enabled_idx" ON "csr_events" USING btree ("is_enabled");
  CREATE INDEX "csr_events_updated_at_idx" ON "csr_events" USING btree ("updated_at");
  CREATE INDEX "csr_events_created_at_idx" ON "csr_events" USING btree ("created_at");
  CREATE INDEX "csr_events_rels_order_idx" ON "csr_events_rels" USING btree ("order");
  CREATE INDEX "csr_events_rels_parent_idx" ON "csr_events_rels" USING btree ("parent_id");
  CREATE INDEX "csr_events_rels_path_idx" ON "csr_events_rels" USING btree ("path");
  CREATE INDEX "csr_events_rels_media_id_idx" ON "csr_events_rels" USING btree ("media_id");
  CREATE INDEX "faqs_topic_idx" ON "faqs" USING btree ("topic");
  CREATE INDEX "faqs_is_enabled_idx" ON "faqs" USING btree ("is_enabled");
  CREATE INDEX "faqs_updated_at_idx" ON "faqs" USING btree ("updated_at");
  CREATE INDEX "faqs_created_at_idx" ON "faqs" USING btree ("created_at");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumb_sizes_thumb_filename_idx" ON "media" USING btree ("sizes_thumb_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_wide_sizes_wide_filename_idx" ON "media" USING btree ("sizes_wide_filename");
  CREATE INDEX "documents_updated_at_idx" ON "documents" USING btree ("updated_at");
  CREATE INDEX "documents_created_at_idx" ON "documents" USING btree ("created_at");
  CREATE UNIQUE INDEX "documents_filename_idx" ON "documents" USING btree ("filename");
  CREATE UNIQUE INDEX "products_sku_idx" ON "products" USING btree ("sku");
  CREATE UNIQUE INDEX "products_url_key_idx" ON "products" USING btree ("url_key");
  CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");
  CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id");
  CREATE INDEX "products_room_idx" ON "products" USING btree ("room_id");
  CREATE INDEX "products_is_enabled_idx" ON "products" USING btree ("is_enabled");
  CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at");
  CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");
  CREATE INDEX "products_rels_order_idx" ON "products_rels" USING btree ("order");
  CREATE INDEX "products_rels_parent_idx" ON "products_rels" USING btree ("parent_id");
  CREATE INDEX "products_rels_path_idx" ON "products_rels" USING btree ("path");
  CREATE INDEX "products_rels_media_id_idx" ON "products_rels" USING btree ("media_id");
  CREATE UNIQUE INDEX "categories_slug_idx" ON "categories" USING btree ("slug");
  CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");
  CREATE INDEX "categories_image_idx" ON "categories" USING btree ("image_id");
  CREATE INDEX "categories_is_enabled_idx" ON "categories" USING btree ("is_enabled");
  CREATE INDEX "categories_updated_at_idx" ON "categories" USING btree ("updated_at");
  CREATE INDEX "categories_created_at_idx" ON "categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "brands_code_idx" ON "brands" USING btree ("code");
  CREATE INDEX "brands_type_idx" ON "brands" USING btree ("type");
  CREATE INDEX "brands_img_icon_idx" ON "brands" USING btree ("img_icon_id");
  CREATE INDEX "brands_is_enabled_idx" ON "brands" USING btree ("is_enabled");
  CREATE INDEX "brands_updated_at_idx" ON "brands" USING btree ("updated_at");
  CREATE INDEX "brands_created_at_idx" ON "brands" USING btree ("created_at");
  CREATE UNIQUE INDEX "promotions_slug_idx" ON "promotions" USING btree ("slug");
  CREATE INDEX "promotions_banner_idx" ON "promotions" USING btree ("banner_id");
  CREATE INDEX "promotions_start_at_idx" ON "promotions" USING btree ("start_at");
  CREATE INDEX "promotions_end_at_idx" ON "promotions" USING btree ("end_at");
  CREATE INDEX "promotions_is_enabled_idx" ON "promotions" USING btree ("is_enabled");
  CREATE INDEX "promotions_updated_at_idx" ON "promotions" USING btree ("updated_at");
  CREATE INDEX "promotions_created_at_idx" ON "promotions" USING btree ("created_at");
  CREATE INDEX "promotions_rels_order_idx" ON "promotions_rels" USING btree ("order");
  CREATE INDEX "promotions_rels_parent_idx" ON "promotions_rels" USING btree ("parent_id");
  CREATE INDEX "promotions_rels_path_idx" ON "promotions_rels" USING btree ("path");
  CREATE INDEX "promotions_rels_products_id_idx" ON "promotions_rels" USING btree ("products_id");
  CREATE UNIQUE INDEX "ecatalogues_slug_idx" ON "ecatalogues" USING btree ("slug");
  CREATE INDEX "ecatalogues_promotion_idx" ON "ecatalogues" USING btree ("promotion_id");
  CREATE INDEX "ecatalogues_cover_idx" ON "ecatalogues" USING btree ("cover_id");
  CREATE INDEX "ecatalogues_file_idx" ON "ecatalogues" USING btree ("file_id");
  CREATE INDEX "ecatalogues_start_at_idx" ON "ecatalogues" USING btree ("start_at");
  CREATE INDEX "ecatalogues_end_at_idx" ON "ecatalogues" USING btree ("end_at");
  CREATE INDEX "ecatalogues_is_enabled_idx" ON "ecatalogues" USING btree ("is_enabled");
  CREATE INDEX "ecatalogues_updated_at_idx" ON "ecatalogues" USING btree ("updated_at");
  CREATE INDEX "ecatalogues_created_at_idx" ON "ecatalogues" USING btree ("created_at");
  CREATE INDEX "ecatalogues_rels_order_idx" ON "ecatalogues_rels" USING btree ("order");
  CREATE INDEX "ecatalogues_rels_parent_idx" ON "ecatalogues_rels" USING btree ("parent_id");
  CREATE INDEX "ecatalogues_rels_path_idx" ON "ecatalogues_rels" USING btree ("path");
  CREATE INDEX "ecatalogues_rels_media_id_idx" ON "ecatalogues_rels" USING btree ("media_id");
  CREATE INDEX "flash_sales_items_order_idx" ON "flash_sales_items" USING btree ("_order");
  CREATE INDEX "flash_sales_items_parent_id_idx" ON "flash_sales_items" USING btree ("_parent_id");
  CREATE INDEX "flash_sales_items_product_idx" ON "flash_sales_items" USING btree ("product_id");
  CREATE INDEX "flash_sales_type_idx" ON "flash_sales" USING btree ("type");
  CREATE INDEX "flash_sales_start_at_idx" ON "flash_sales" USING btree ("start_at");
  CREATE INDEX "flash_sales_end_at_idx" ON "flash_sales" USING btree ("end_at");
  CREATE INDEX "flash_sales_is_enabled_idx" ON "flash_sales" USING btree ("is_enabled");
  CREATE INDEX "flash_sales_updated_at_idx" ON "flash_sales" USING btree ("updated_at");
  CREATE INDEX "flash_sales_created_at_idx" ON "flash_sales" USING btree ("created_at");
  CREATE UNIQUE INDEX "articles_slug_idx" ON "articles" USING btree ("slug");
  CREATE INDEX "articles_cover_idx" ON "articles" USING btree ("cover_id");
  CREATE INDEX "articles_published_at_idx" ON "articles" USING btree ("published_at");
  CREATE INDEX "articles_room_category_idx" ON "articles" USING btree ("room_category_id");
  CREATE INDEX "articles_is_enabled_idx" ON "articles" USING btree ("is_enabled");
  CREATE INDEX "articles_updated_at_idx" ON "articles" USING btree ("updated_at");
  CREATE INDEX "articles_created_at_idx" ON "articles" USING btree ("created_at");
  CREATE INDEX "articles_rels_order_idx" ON "articles_rels" USING btree ("order");
  CREATE INDEX "articles_rels_parent_idx" ON "articles_rels" USING btree ("parent_id");
  CREATE INDEX "articles_rels_path_idx" ON "articles_rels" USING btree ("path");
  CREATE INDEX "articles_rels_products_id_idx" ON "articles_rels" USING btree ("products_id");
  CREATE INDEX "rooms_looks_order_idx" ON "rooms_looks" USING btree ("_order");
  CREATE INDEX "rooms_looks_parent_id_idx" ON "rooms_looks" USING btree ("_parent_id");
  CREATE INDEX "rooms_looks_image_idx" ON "rooms_looks" USING btree ("image_id");
  CREATE UNIQUE INDEX "rooms_slug_idx" ON "rooms" USING btree ("slug");
  CREATE INDEX "rooms_room_category_idx" ON "rooms" USING btree ("room_category_id");
  CREATE INDEX "rooms_cover_idx" ON "rooms" USING btree ("cover_id");
  CREATE INDEX "rooms_is_enabled_idx" ON "rooms" USING btree ("is_enabled");
  CREATE INDEX "rooms_updated_at_idx" ON "rooms" USING btree ("updated_at");
  CREATE INDEX "rooms_created_at_idx" ON "rooms" USING btree ("created_at");
  CREATE INDEX "rooms_rels_order_idx" ON "rooms_rels" USING btree ("order");
  CREATE INDEX "rooms_rels_parent_idx" ON "rooms_rels" USING btree ("parent_id");
  CREATE INDEX "rooms_rels_path_idx" ON "rooms_rels" USING btree ("path");
  CREATE INDEX "rooms_rels_products_id_idx" ON "rooms_rels" USING btree ("products_id");
  CREATE UNIQUE INDEX "room_categories_slug_idx" ON "room_categories" USING btree ("slug");
  CREATE INDEX "room_categories_image_idx" ON "room_categories" USING btree ("image_id");
  CREATE INDEX "room_categories_is_enabled_idx" ON "room_categories" USING btree ("is_enabled");
  CREATE INDEX "room_categories_updated_at_idx" ON "room_categories" USING btree ("updated_at");
  CREATE INDEX "room_categories_created_at_idx" ON "room_categories" USING btree ("created_at");
  CREATE INDEX "style_galleries_hotspots_order_idx" ON "style_galleries_hotspots" USING btree ("_order");
  CREATE INDEX "style_galleries_hotspots_parent_id_idx" ON "style_galleries_hotspots" USING btree ("_parent_id");
  CREATE INDEX "style_galleries_hotspots_product_idx" ON "style_galleries_hotspots" USING btree ("product_id");
  CREATE UNIQUE INDEX "style_galleries_slug_idx" ON "style_galleries" USING btree ("slug");
  CREATE INDEX "style_galleries_image_idx" ON "style_galleries" USING btree ("image_id");
  CREATE INDEX "style_galleries_is_enabled_idx" ON "style_galleries" USING btree ("is_enabled");
  CREATE INDEX "style_galleries_updated_at_idx" ON "style_galleries" USING btree ("updated_at");
  CREATE INDEX "style_galleries_created_at_idx" ON "style_galleries" USING btree ("created_at");
  CREATE INDEX "stores_opening_hours_order_idx" ON "stores_opening_hours" USING btree ("_order");
  CREATE INDEX "stores_opening_hours_parent_id_idx" ON "stores_opening_hours" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "stores_code_idx" ON "stores" USING btree ("code");
  CREATE UNIQUE INDEX "stores_slug_idx" ON "stores" USING btree ("slug");
  CREATE INDEX "stores_area_idx" ON "stores" USING btree ("area");
  CREATE INDEX "stores_city_idx" ON "stores" USING btree ("city");
  CREATE INDEX "stores_image_idx" ON "stores" USING btree ("image_id");
  CREATE INDEX "stores_is_enabled_idx" ON "stores" USING btree ("is_enabled");
  CREATE INDEX "stores_updated_at_idx" ON "stores" USING btree ("updated_at");
  CREATE INDEX "stores_created_at_idx" ON "stores" USING btree ("created_at");
  CREATE INDEX "stores_rels_order_idx" ON "stores_rels" USING btree ("order");
  CREATE INDEX "stores_rels_parent_idx" ON "stores_rels" USING btree ("parent_id");
  CREATE INDEX "stores_rels_path_idx" ON "stores_rels" USING btree ("path");
  CREATE INDEX "stores_rels_services_id_idx" ON "stores_rels" USING btree ("services_id");
  CREATE INDEX "events_gifts_order_idx" ON "events_gifts" USING btree ("_order");
  CREATE INDEX "events_gifts_parent_id_idx" ON "events_gifts" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "events_slug_idx" ON "events" USING btree ("slug");
  CREATE INDEX "events_calendar_idx" ON "events" USING btree ("calendar_id");
  CREATE INDEX "events_store_idx" ON "events" USING btree ("store_id");
  CREATE INDEX "events_city_idx" ON "events" USING btree ("city");
  CREATE INDEX "events_starts_at_idx" ON "events" USING btree ("starts_at");
  CREATE INDEX "events_cover_idx" ON "events" USING btree ("cover_id");
  CREATE INDEX "events_is_enabled_idx" ON "events" USING btree ("is_enabled");
  CREATE INDEX "events_updated_at_idx" ON "events" USING btree ("updated_at");
  CREATE INDEX "events_created_at_idx" ON "events" USING btree ("created_at");
  CREATE UNIQUE INDEX "event_calendars_slug_idx" ON "event_calendars" USING btree ("slug");
  CREATE INDEX "event_calendars_is_enabled_idx" ON "event_calendars" USING btree ("is_enabled");
  CREATE INDEX "event_calendars_updated_at_idx" ON "event_calendars" USING btree ("updated_at");
  CREATE INDEX "event_calendars_created_at_idx" ON "event_calendars" USING btree ("created_at");
  CREATE UNIQUE INDEX "newsletter_subscribers_email_idx" ON "newsletter_subscribers" USING btree ("email");
  CREATE INDEX "newsletter_subscribers_updated_at_idx" ON "newsletter_subscribers" USING btree ("updated_at");
  CREATE INDEX "newsletter_subscribers_created_at_idx" ON "newsletter_subscribers" USING btree ("created_at");
  CREATE INDEX "contact_messages_updated_at_idx" ON "contact_messages" USING btree ("updated_at");
  CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");
  CREATE INDEX "event_registrations_event_idx" ON "event_registrations" USING btree ("event_id");
  CREATE INDEX "event_registrations_email_idx" ON "event_registrations" USING btree ("email");
  CREATE UNIQUE INDEX "event_registrations_registration_code_idx" ON "event_registrations" USING btree ("registration_code");
  CREATE INDEX "event_registrations_updated_at_idx" ON "event_registrations" USING btree ("updated_at");
  CREATE INDEX "event_registrations_created_at_idx" ON "event_registrations" USING btree ("created_at");
  CREATE INDEX "warranty_registrations_receipt_no_idx" ON "warranty_registrations" USING btree ("receipt_no");
  CREATE UNIQUE INDEX "warranty_registrations_serial_no_idx" ON "warranty_registrations" USING btree ("serial_no");
  CREATE INDEX "warranty_registrations_product_idx" ON "warranty_registrations" USING btree ("product_id");
  CREATE INDEX "warranty_registrations_updated_at_idx" ON "warranty_registrations" USING btree ("updated_at");
  CREATE INDEX "warranty_registrations_created_at_idx" ON "warranty_registrations" USING btree ("created_at");
  CREATE UNIQUE INDEX "warranty_claims_claim_no_idx" ON "warranty_claims" USING btree ("claim_no");
  CREATE INDEX "warranty_claims_registration_idx" ON "warranty_claims" USING btree ("registration_id");
  CREATE INDEX "warranty_claims_updated_at_idx" ON "warranty_claims" USING btree ("updated_at");
  CREATE INDEX "warranty_claims_created_at_idx" ON "warranty_claims" USING btree ("created_at");
  CREATE INDEX "warranty_claims_rels_order_idx" ON "warranty_claims_rels" USING btree ("order");
  CREATE INDEX "warranty_claims_rels_parent_idx" ON "warranty_claims_rels" USING btree ("parent_id");
  CREATE INDEX "warranty_claims_rels_path_idx" ON "warranty_claims_rels" USING btree ("path");
  CREATE INDEX "warranty_claims_rels_private_uploads_id_idx" ON "warranty_claims_rels" USING btree ("private_uploads_id");
  CREATE INDEX "pdp_agreements_signature_idx" ON "pdp_agreements" USING btree ("signature_id");
  CREATE INDEX "pdp_agreements_updated_at_idx" ON "pdp_agreements" USING btree ("updated_at");
  CREATE INDEX "pdp_agreements_created_at_idx" ON "pdp_agreements" USING btree ("created_at");
  CREATE INDEX "voucher_claims_voucher_idx" ON "voucher_claims" USING btree ("voucher_id");
  CREATE UNIQUE INDEX "voucher_claims_code_idx" ON "voucher_claims" USING btree ("code");
  CREATE INDEX "voucher_claims_updated_at_idx" ON "voucher_claims" USING btree ("updated_at");
  CREATE INDEX "voucher_claims_created_at_idx" ON "voucher_claims" USING btree ("created_at");
  CREATE UNIQUE INDEX "refund_approvals_return_idx" ON "refund_approvals" USING btree ("return_id");
  CREATE INDEX "refund_approvals_updated_at_idx" ON "refund_approvals" USING btree ("updated_at");
  CREATE INDEX "refund_approvals_created_at_idx" ON "refund_approvals" USING btree ("created_at");
  CREATE INDEX "visit_counts_path_idx" ON "visit_counts" USING btree ("path");
  CREATE INDEX "visit_counts_day_idx" ON "visit_counts" USING btree ("day");
  CREATE INDEX "visit_counts_updated_at_idx" ON "visit_counts" USING btree ("updated_at");
  CREATE INDEX "visit_counts_created_at_idx" ON "visit_counts" USING btree ("created_at");
  CREATE UNIQUE INDEX "path_day_idx" ON "visit_counts" USING btree ("path","day");
  CREATE INDEX "private_uploads_updated_at_idx" ON "private_uploads" USING btree ("updated_at");
  CREATE INDEX "private_uploads_created_at_idx" ON "private_uploads" USING btree ("created_at");
  CREATE UNIQUE INDEX "private_uploads_filename_idx" ON "private_uploads" USING btree ("filename");
  CREATE INDEX "sales_receipts_items_order_idx" ON "sales_receipts_items" USING btree ("_order");
  CREATE INDEX "sales_receipts_items_parent_id_idx" ON "sales_receipts_items" USING btree ("_parent_id");
  CREATE INDEX "sales_receipts_items_product_idx" ON "sales_receipts_items" USING btree ("product_id");
  CREATE INDEX "sales_receipts_items_serial_no_idx" ON "sales_receipts_items" USING btree ("serial_no");
  CREATE UNIQUE INDEX "sales_receipts_receipt_no_idx" ON "sales_receipts" USING btree ("receipt_no");
  CREATE INDEX "sales_receipts_store_idx" ON "sales_receipts" USING btree ("store_id");
  CREATE INDEX "sales_receipts_updated_at_idx" ON "sales_receipts" USING btree ("updated_at");
  CREATE INDEX "sales_receipts_created_at_idx" ON "sales_receipts" USING btree ("created_at");
  CREATE INDEX "returns_items_order_idx" ON "returns_items" USING btree ("_order");
  CREATE INDEX "returns_items_parent_id_idx" ON "returns_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "returns_return_no_idx" ON "returns" USING btree ("return_no");
  CREATE INDEX "returns_receipt_idx" ON "returns" USING btree ("receipt_id");
  CREATE INDEX "returns_updated_at_idx" ON "returns" USING btree ("updated_at");
  CREATE INDEX "returns_created_at_idx" ON "returns" USING btree ("created_at");
  CREATE UNIQUE INDEX "vouchers_code_idx" ON "vouchers" USING btree ("code");
  CREATE INDEX "vouchers_updated_at_idx" ON "vouchers" USING btree ("updated_at");
  CREATE INDEX "vouchers_created_at_idx" ON "vouchers" USING btree ("created_at");
  CREATE INDEX "email_verifications_email_idx" ON "email_verifications" USING btree ("email");
  CREATE UNIQUE INDEX "email_verifications_token_idx" ON "email_verifications" USING btree ("token");
  CREATE INDEX "email_verifications_updated_at_idx" ON "email_verifications" USING btree ("updated_at");
  CREATE INDEX "email_verifications_created_at_idx" ON "email_verifications" USING btree ("created_at");
  CREATE INDEX "selections_type_idx" ON "selections" USING btree ("type");
  CREATE INDEX "selections_is_enabled_idx" ON "selections" USING btree ("is_enabled");
  CREATE INDEX "selections_updated_at_idx" ON "selections" USING btree ("updated_at");
  CREATE INDEX "selections_created_at_idx" ON "selections" USING btree ("created_at");
  CREATE UNIQUE INDEX "seo_link_url_idx" ON "seo" USING btree ("link_url");
  CREATE INDEX "seo_updated_at_idx" ON "seo" USING btree ("updated_at");
  CREATE INDEX "seo_created_at_idx" ON "seo" USING btree ("created_at");
  CREATE INDEX "social_links_is_enabled_idx" ON "social_links" USING btree ("is_enabled");
  CREATE INDEX "social_links_updated_at_idx" ON "social_links" USING btree ("updated_at");
  CREATE INDEX "social_links_created_at_idx" ON "social_links" USING btree ("created_at");
  CREATE UNIQUE INDEX "website_config_config_name_idx" ON "website_config" USING btree ("config_name");
  CREATE INDEX "website_config_updated_at_idx" ON "website_config" USING btree ("updated_at");
  CREATE INDEX "website_config_created_at_idx" ON "website_config" USING btree ("created_at");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_banners_id_idx" ON "payload_locked_documents_rels" USING btree ("banners_id");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_services_id_idx" ON "payload_locked_documents_rels" USING btree ("services_id");
  CREATE INDEX "payload_locked_documents_rels_csr_events_id_idx" ON "payload_locked_documents_rels" USING btree ("csr_events_id");
  CREATE INDEX "payload_locked_documents_rels_faqs_id_idx" ON "payload_locked_documents_rels" USING btree ("faqs_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("documents_id");
  CREATE INDEX "payload_locked_documents_rels_products_id_idx" ON "payload_locked_documents_rels" USING btree ("products_id");
  CREATE INDEX "payload_locked_documents_rels_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("categories_id");
  CREATE INDEX "payload_locked_documents_rels_brands_id_idx" ON "payload_locked_documents_rels" USING btree ("brands_id");
  CREATE INDEX "payload_locked_documents_rels_promotions_id_idx" ON "payload_locked_documents_rels" USING btree ("promotions_id");
  CREATE INDEX "payload_locked_documents_rels_ecatalogues_id_idx" ON "payload_locked_documents_rels" USING btree ("ecatalogues_id");
  CREATE INDEX "payload_locked_documents_rels_flash_sales_id_idx" ON "payload_locked_documents_rels" USING btree ("flash_sales_id");
  CREATE INDEX "payload_locked_documents_rels_articles_id_idx" ON "payload_locked_documents_rels" USING btree ("articles_id");
  CREATE INDEX "payload_locked_documents_rels_rooms_id_idx" ON "payload_locked_documents_rels" USING btree ("rooms_id");
  CREATE INDEX "payload_locked_documents_rels_room_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("room_categories_id");
  CREATE INDEX "payload_locked_documents_rels_style_galleries_id_idx" ON "payload_locked_documents_rels" USING btree ("style_galleries_id");
  CREATE INDEX "payload_locked_documents_rels_stores_id_idx" ON "payload_locked_documents_rels" USING btree ("stores_id");
  CREATE INDEX "payload_locked_documents_rels_events_id_idx" ON "payload_locked_documents_rels" USING btree ("events_id");
  CREATE INDEX "payload_locked_documents_rels_event_calendars_id_idx" ON "payload_locked_documents_rels" USING btree ("event_calendars_id");
  CREATE INDEX "payload_locked_documents_rels_newsletter_subscribers_id_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_subscribers_id");
  CREATE INDEX "payload_locked_documents_rels_contact_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_messages_id");
  CREATE INDEX "payload_locked_documents_rels_event_registrations_id_idx" ON "payload_locked_documents_rels" USING btree ("event_registrations_id");
  CREATE INDEX "payload_locked_documents_rels_warranty_registrations_id_idx" ON "payload_locked_documents_rels" USING btree ("warranty_registrations_id");
  CREATE INDEX "payload_locked_documents_rels_warranty_claims_id_idx" ON "payload_locked_documents_rels" USING btree ("warranty_claims_id");
  CREATE INDEX "payload_locked_documents_rels_pdp_agreements_id_idx" ON "payload_locked_documents_rels" USING btree ("pdp_agreements_id");
  CREATE INDEX "payload_locked_documents_rels_voucher_claims_id_idx" ON "payload_locked_documents_rels" USING btree ("voucher_claims_id");
  CREATE INDEX "payload_locked_documents_rels_refund_approvals_id_idx" ON "payload_locked_documents_rels" USING btree ("refund_approvals_id");
  CREATE INDEX "payload_locked_documents_rels_visit_counts_id_idx" ON "payload_locked_documents_rels" USING btree ("visit_counts_id");
  CREATE INDEX "payload_locked_documents_rels_private_uploads_id_idx" ON "payload_locked_documents_rels" USING btree ("private_uploads_id");
  CREATE INDEX "payload_locked_documents_rels_sales_receipts_id_idx" ON "payload_locked_documents_rels" USING btree ("sales_receipts_id");
  CREATE INDEX "payload_locked_documents_rels_returns_id_idx" ON "payload_locked_documents_rels" USING btree ("returns_id");
  CREATE INDEX "payload_locked_documents_rels_vouchers_id_idx" ON "payload_locked_documents_rels" USING btree ("vouchers_id");
  CREATE INDEX "payload_locked_documents_rels_email_verifications_id_idx" ON "payload_locked_documents_rels" USING btree ("email_verifications_id");
  CREATE INDEX "payload_locked_documents_rels_selections_id_idx" ON "payload_locked_documents_rels" USING btree ("selections_id");
  CREATE INDEX "payload_locked_documents_rels_seo_id_idx" ON "payload_locked_documents_rels" USING btree ("seo_id");
  CREATE INDEX "payload_locked_documents_rels_social_links_id_idx" ON "payload_locked_documents_rels" USING btree ("social_links_id");
  CREATE INDEX "payload_locked_documents_rels_website_config_id_idx" ON "payload_locked_documents_rels" USING btree ("website_config_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "banners" CASCADE;
  DROP TABLE "pages_blocks_rich_text" CASCADE;
  DROP TABLE "pages_blocks_image" CASCADE;
  DROP TABLE "pages_blocks_banner" CASCADE;
  DROP TABLE "pages_blocks_product_list" CASCADE;
  DROP TABLE "pages_blocks_call_to_action" CASCADE;
  DROP TABLE "pages_blocks_faq" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "pages_rels" CASCADE;
  DROP TABLE "services_steps" CASCADE;
  DROP TABLE "services" CASCADE;
  DROP TABLE "csr_events" CASCADE;
  DROP TABLE "csr_events_rels" CASCADE;
  DROP TABLE "faqs" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "documents" CASCADE;
  DROP TABLE "products" CASCADE;
  DROP TABLE "products_rels" CASCADE;
  DROP TABLE "categories" CASCADE;
  DROP TABLE "brands" CASCADE;
  DROP TABLE "promotions" CASCADE;
  DROP TABLE "promotions_rels" CASCADE;
  DROP TABLE "ecatalogues" CASCADE;
  DROP TABLE "ecatalogues_rels" CASCADE;
  DROP TABLE "flash_sales_items" CASCADE;
  DROP TABLE "flash_sales" CASCADE;
  DROP TABLE "articles" CASCADE;
  DROP TABLE "articles_rels" CASCADE;
  DROP TABLE "rooms_looks" CASCADE;
  DROP TABLE "rooms" CASCADE;
  DROP TABLE "rooms_rels" CASCADE;
  DROP TABLE "room_categories" CASCADE;
  DROP TABLE "style_galleries_hotspots" CASCADE;
  DROP TABLE "style_galleries" CASCADE;
  DROP TABLE "stores_opening_hours" CASCADE;
  DROP TABLE "stores" CASCADE;
  DROP TABLE "stores_rels" CASCADE;
  DROP TABLE "events_gifts" CASCADE;
  DROP TABLE "events" CASCADE;
  DROP TABLE "event_calendars" CASCADE;
  DROP TABLE "newsletter_subscribers" CASCADE;
  DROP TABLE "contact_messages" CASCADE;
  DROP TABLE "event_registrations" CASCADE;
  DROP TABLE "warranty_registrations" CASCADE;
  DROP TABLE "warranty_claims" CASCADE;
  DROP TABLE "warranty_claims_rels" CASCADE;
  DROP TABLE "pdp_agreements" CASCADE;
  DROP TABLE "voucher_claims" CASCADE;
  DROP TABLE "refund_approvals" CASCADE;
  DROP TABLE "visit_counts" CASCADE;
  DROP TABLE "private_uploads" CASCADE;
  DROP TABLE "sales_receipts_items" CASCADE;
  DROP TABLE "sales_receipts" CASCADE;
  DROP TABLE "returns_items" CASCADE;
  DROP TABLE "returns" CASCADE;
  DROP TABLE "vouchers" CASCADE;
  DROP TABLE "email_verifications" CASCADE;
  DROP TABLE "selections" CASCADE;
  DROP TABLE "seo" CASCADE;
  DROP TABLE "social_links" CASCADE;
  DROP TABLE "website_config" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TYPE "public"."enum_products_style";
  DROP TYPE "public"."enum_brands_type";
  DROP TYPE "public"."enum_contact_messages_status";
  DROP TYPE "public"."enum_warranty_claims_status";
  DROP TYPE "public"."enum_refund_approvals_decision";
  DROP TYPE "public"."enum_private_uploads_purpose";
  DROP TYPE "public"."enum_returns_status";
  DROP TYPE "public"."enum_vouchers_status";
  DROP TYPE "public"."enum_social_links_platform";
  DROP TYPE "public"."enum_users_role";`)
}
