import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_banners_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__banners_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_services_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__services_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_csr_events_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__csr_events_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_faqs_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__faqs_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_promotions_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__promotions_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_ecatalogues_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__ecatalogues_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_flash_sales_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__flash_sales_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_articles_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__articles_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_rooms_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__rooms_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_room_categories_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__room_categories_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_style_galleries_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__style_galleries_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_selections_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__selections_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_social_links_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__social_links_v_version_platform" AS ENUM('instagram', 'facebook', 'tiktok', 'youtube', 'twitter', 'pinterest', 'whatsapp');
  CREATE TYPE "public"."enum__social_links_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_website_config_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__website_config_v_version_status" AS ENUM('draft', 'published');
  ALTER TYPE "public"."enum_users_role" ADD VALUE 'publisher' BEFORE 'editor';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'schedulePublish';
  CREATE TABLE "_banners_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_section_name" varchar,
  	"version_img_main_id" integer,
  	"version_img_mobile_id" integer,
  	"version_url_link" varchar,
  	"version_start_at" timestamp(3) with time zone,
  	"version_end_at" timestamp(3) with time zone,
  	"version_is_enabled" boolean DEFAULT true,
  	"version_sort" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__banners_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_pages_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"banner_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_product_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"label" varchar,
  	"url" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"topic" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_intro" varchar,
  	"version_hero_id" integer,
  	"version_is_enabled" boolean DEFAULT true,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer
  );
  
  CREATE TABLE "_services_v_version_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_services_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_summary" varchar,
  	"version_image_id" integer,
  	"version_content" jsonb,
  	"version_fee_note" varchar,
  	"version_is_enabled" boolean DEFAULT true,
  	"version_sort" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__services_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_csr_events_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_date" timestamp(3) with time zone,
  	"version_location" varchar,
  	"version_summary" varchar,
  	"version_cover_id" integer,
  	"version_content" jsonb,
  	"version_is_enabled" boolean DEFAULT true,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__csr_events_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_csr_events_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_faqs_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_topic" varchar,
  	"version_question" varchar,
  	"version_answer" varchar,
  	"version_is_enabled" boolean DEFAULT true,
  	"version_sort" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__faqs_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_promotions_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_summary" varchar,
  	"version_banner_id" integer,
  	"version_start_at" timestamp(3) with time zone,
  	"version_end_at" timestamp(3) with time zone,
  	"version_terms" jsonb,
  	"version_category" varchar,
  	"version_is_enabled" boolean DEFAULT true,
  	"version_sort" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__promotions_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_promotions_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer
  );
  
  CREATE TABLE "_ecatalogues_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_promotion_id" integer,
  	"version_cover_id" integer,
  	"version_file_id" integer,
  	"version_start_at" timestamp(3) with time zone,
  	"version_end_at" timestamp(3) with time zone,
  	"version_is_enabled" boolean DEFAULT true,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__ecatalogues_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_ecatalogues_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_flash_sales_v_version_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"product_id" integer,
  	"flash_price" numeric,
  	"stock" numeric DEFAULT 10,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_flash_sales_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_type" varchar,
  	"version_start_at" timestamp(3) with time zone,
  	"version_end_at" timestamp(3) with time zone,
  	"version_is_enabled" boolean DEFAULT true,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__flash_sales_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_articles_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_excerpt" varchar,
  	"version_cover_id" integer,
  	"version_content" jsonb,
  	"version_author" varchar,
  	"version_published_at" timestamp(3) with time zone,
  	"version_room_category_id" integer,
  	"version_tags" varchar,
  	"version_is_enabled" boolean DEFAULT true,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__articles_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_articles_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer
  );
  
  CREATE TABLE "_rooms_v_version_looks" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_rooms_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_room_category_id" integer,
  	"version_summary" varchar,
  	"version_cover_id" integer,
  	"version_is_enabled" boolean DEFAULT true,
  	"version_sort" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__rooms_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_rooms_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer
  );
  
  CREATE TABLE "_room_categories_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_slug" varchar,
  	"version_description" varchar,
  	"version_image_id" integer,
  	"version_is_enabled" boolean DEFAULT true,
  	"version_sort" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__room_categories_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_style_galleries_v_version_hotspots" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"product_id" integer,
  	"x" numeric,
  	"y" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_style_galleries_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_style" varchar,
  	"version_description" varchar,
  	"version_image_id" integer,
  	"version_is_enabled" boolean DEFAULT true,
  	"version_sort" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__style_galleries_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_selections_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_type" varchar,
  	"version_description" varchar,
  	"version_link" varchar,
  	"version_value" varchar,
  	"version_is_enabled" boolean DEFAULT true,
  	"version_sort" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__selections_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_social_links_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_platform" "enum__social_links_v_version_platform",
  	"version_name" varchar,
  	"version_url" varchar,
  	"version_is_enabled" boolean DEFAULT true,
  	"version_sort" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__social_links_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_website_config_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_config_name" varchar,
  	"version_value" varchar,
  	"version_description" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__website_config_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  ALTER TABLE "banners" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "banners" ALTER COLUMN "section_name" DROP NOT NULL;
  ALTER TABLE "banners" ALTER COLUMN "img_main_id" DROP NOT NULL;
  ALTER TABLE "pages_blocks_rich_text" ALTER COLUMN "content" DROP NOT NULL;
  ALTER TABLE "pages_blocks_image" ALTER COLUMN "image_id" DROP NOT NULL;
  ALTER TABLE "pages_blocks_banner" ALTER COLUMN "banner_id" DROP NOT NULL;
  ALTER TABLE "pages_blocks_call_to_action" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "pages_blocks_call_to_action" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "pages_blocks_call_to_action" ALTER COLUMN "url" DROP NOT NULL;
  ALTER TABLE "pages_blocks_faq" ALTER COLUMN "topic" DROP NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "services_steps" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "services" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "services" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "services" ALTER COLUMN "summary" DROP NOT NULL;
  ALTER TABLE "csr_events" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "csr_events" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "csr_events" ALTER COLUMN "date" DROP NOT NULL;
  ALTER TABLE "csr_events" ALTER COLUMN "summary" DROP NOT NULL;
  ALTER TABLE "csr_events" ALTER COLUMN "cover_id" DROP NOT NULL;
  ALTER TABLE "faqs" ALTER COLUMN "topic" DROP NOT NULL;
  ALTER TABLE "faqs" ALTER COLUMN "question" DROP NOT NULL;
  ALTER TABLE "faqs" ALTER COLUMN "answer" DROP NOT NULL;
  ALTER TABLE "promotions" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "promotions" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "promotions" ALTER COLUMN "summary" DROP NOT NULL;
  ALTER TABLE "promotions" ALTER COLUMN "banner_id" DROP NOT NULL;
  ALTER TABLE "ecatalogues" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "ecatalogues" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "ecatalogues" ALTER COLUMN "cover_id" DROP NOT NULL;
  ALTER TABLE "flash_sales_items" ALTER COLUMN "product_id" DROP NOT NULL;
  ALTER TABLE "flash_sales_items" ALTER COLUMN "flash_price" DROP NOT NULL;
  ALTER TABLE "flash_sales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "flash_sales" ALTER COLUMN "type" DROP NOT NULL;
  ALTER TABLE "articles" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "articles" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "articles" ALTER COLUMN "excerpt" DROP NOT NULL;
  ALTER TABLE "articles" ALTER COLUMN "cover_id" DROP NOT NULL;
  ALTER TABLE "articles" ALTER COLUMN "published_at" DROP NOT NULL;
  ALTER TABLE "rooms_looks" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "rooms" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "rooms" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "rooms" ALTER COLUMN "room_category_id" DROP NOT NULL;
  ALTER TABLE "rooms" ALTER COLUMN "cover_id" DROP NOT NULL;
  ALTER TABLE "room_categories" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "room_categories" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "style_galleries_hotspots" ALTER COLUMN "product_id" DROP NOT NULL;
  ALTER TABLE "style_galleries_hotspots" ALTER COLUMN "x" DROP NOT NULL;
  ALTER TABLE "style_galleries_hotspots" ALTER COLUMN "y" DROP NOT NULL;
  ALTER TABLE "style_galleries" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "style_galleries" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "style_galleries" ALTER COLUMN "image_id" DROP NOT NULL;
  ALTER TABLE "selections" ALTER COLUMN "type" DROP NOT NULL;
  ALTER TABLE "selections" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "social_links" ALTER COLUMN "platform" DROP NOT NULL;
  ALTER TABLE "social_links" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "social_links" ALTER COLUMN "url" DROP NOT NULL;
  ALTER TABLE "website_config" ALTER COLUMN "config_name" DROP NOT NULL;
  ALTER TABLE "website_config" ALTER COLUMN "value" DROP NOT NULL;
  ALTER TABLE "banners" ADD COLUMN "_status" "enum_banners_status" DEFAULT 'draft';
  UPDATE "banners" SET "_status" = 'published';
  ALTER TABLE "pages" ADD COLUMN "_status" "enum_pages_status" DEFAULT 'draft';
  UPDATE "pages" SET "_status" = 'published';
  ALTER TABLE "services" ADD COLUMN "_status" "enum_services_status" DEFAULT 'draft';
  UPDATE "services" SET "_status" = 'published';
  ALTER TABLE "csr_events" ADD COLUMN "_status" "enum_csr_events_status" DEFAULT 'draft';
  UPDATE "csr_events" SET "_status" = 'published';
  ALTER TABLE "faqs" ADD COLUMN "_status" "enum_faqs_status" DEFAULT 'draft';
  UPDATE "faqs" SET "_status" = 'published';
  ALTER TABLE "promotions" ADD COLUMN "_status" "enum_promotions_status" DEFAULT 'draft';
  UPDATE "promotions" SET "_status" = 'published';
  ALTER TABLE "ecatalogues" ADD COLUMN "_status" "enum_ecatalogues_status" DEFAULT 'draft';
  UPDATE "ecatalogues" SET "_status" = 'published';
  ALTER TABLE "flash_sales" ADD COLUMN "_status" "enum_flash_sales_status" DEFAULT 'draft';
  UPDATE "flash_sales" SET "_status" = 'published';
  ALTER TABLE "articles" ADD COLUMN "_status" "enum_articles_status" DEFAULT 'draft';
  UPDATE "articles" SET "_status" = 'published';
  ALTER TABLE "rooms" ADD COLUMN "_status" "enum_rooms_status" DEFAULT 'draft';
  UPDATE "rooms" SET "_status" = 'published';
  ALTER TABLE "room_categories" ADD COLUMN "_status" "enum_room_categories_status" DEFAULT 'draft';
  UPDATE "room_categories" SET "_status" = 'published';
  ALTER TABLE "style_galleries" ADD COLUMN "_status" "enum_style_galleries_status" DEFAULT 'draft';
  UPDATE "style_galleries" SET "_status" = 'published';
  ALTER TABLE "selections" ADD COLUMN "_status" "enum_selections_status" DEFAULT 'draft';
  UPDATE "selections" SET "_status" = 'published';
  ALTER TABLE "social_links" ADD COLUMN "_status" "enum_social_links_status" DEFAULT 'draft';
  UPDATE "social_links" SET "_status" = 'published';
  ALTER TABLE "website_config" ADD COLUMN "_status" "enum_website_config_status" DEFAULT 'draft';
  UPDATE "website_config" SET "_status" = 'published';
  ALTER TABLE "_banners_v" ADD CONSTRAINT "_banners_v_parent_id_banners_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."banners"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_banners_v" ADD CONSTRAINT "_banners_v_version_img_main_id_media_id_fk" FOREIGN KEY ("version_img_main_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_banners_v" ADD CONSTRAINT "_banners_v_version_img_mobile_id_media_id_fk" FOREIGN KEY ("version_img_mobile_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_rich_text" ADD CONSTRAINT "_pages_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image" ADD CONSTRAINT "_pages_v_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image" ADD CONSTRAINT "_pages_v_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_banner" ADD CONSTRAINT "_pages_v_blocks_banner_banner_id_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."banners"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_banner" ADD CONSTRAINT "_pages_v_blocks_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_list" ADD CONSTRAINT "_pages_v_blocks_product_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_call_to_action" ADD CONSTRAINT "_pages_v_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq" ADD CONSTRAINT "_pages_v_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_hero_id_media_id_fk" FOREIGN KEY ("version_hero_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_version_steps" ADD CONSTRAINT "_services_v_version_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v" ADD CONSTRAINT "_services_v_parent_id_services_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_services_v" ADD CONSTRAINT "_services_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_csr_events_v" ADD CONSTRAINT "_csr_events_v_parent_id_csr_events_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."csr_events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_csr_events_v" ADD CONSTRAINT "_csr_events_v_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_csr_events_v_rels" ADD CONSTRAINT "_csr_events_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_csr_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_csr_events_v_rels" ADD CONSTRAINT "_csr_events_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v" ADD CONSTRAINT "_faqs_v_parent_id_faqs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."faqs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_promotions_v" ADD CONSTRAINT "_promotions_v_parent_id_promotions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."promotions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_promotions_v" ADD CONSTRAINT "_promotions_v_version_banner_id_media_id_fk" FOREIGN KEY ("version_banner_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_promotions_v_rels" ADD CONSTRAINT "_promotions_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_promotions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_promotions_v_rels" ADD CONSTRAINT "_promotions_v_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_ecatalogues_v" ADD CONSTRAINT "_ecatalogues_v_parent_id_ecatalogues_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."ecatalogues"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_ecatalogues_v" ADD CONSTRAINT "_ecatalogues_v_version_promotion_id_promotions_id_fk" FOREIGN KEY ("version_promotion_id") REFERENCES "public"."promotions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_ecatalogues_v" ADD CONSTRAINT "_ecatalogues_v_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_ecatalogues_v" ADD CONSTRAINT "_ecatalogues_v_version_file_id_documents_id_fk" FOREIGN KEY ("version_file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_ecatalogues_v_rels" ADD CONSTRAINT "_ecatalogues_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_ecatalogues_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_ecatalogues_v_rels" ADD CONSTRAINT "_ecatalogues_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_flash_sales_v_version_items" ADD CONSTRAINT "_flash_sales_v_version_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_flash_sales_v_version_items" ADD CONSTRAINT "_flash_sales_v_version_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_flash_sales_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_flash_sales_v" ADD CONSTRAINT "_flash_sales_v_parent_id_flash_sales_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."flash_sales"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_parent_id_articles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_room_category_id_room_categories_id_fk" FOREIGN KEY ("version_room_category_id") REFERENCES "public"."room_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v_rels" ADD CONSTRAINT "_articles_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_rels" ADD CONSTRAINT "_articles_v_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_rooms_v_version_looks" ADD CONSTRAINT "_rooms_v_version_looks_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_rooms_v_version_looks" ADD CONSTRAINT "_rooms_v_version_looks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_rooms_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_rooms_v" ADD CONSTRAINT "_rooms_v_parent_id_rooms_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."rooms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_rooms_v" ADD CONSTRAINT "_rooms_v_version_room_category_id_room_categories_id_fk" FOREIGN KEY ("version_room_category_id") REFERENCES "public"."room_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_rooms_v" ADD CONSTRAINT "_rooms_v_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_rooms_v_rels" ADD CONSTRAINT "_rooms_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_rooms_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_rooms_v_rels" ADD CONSTRAINT "_rooms_v_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_room_categories_v" ADD CONSTRAINT "_room_categories_v_parent_id_room_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."room_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_room_categories_v" ADD CONSTRAINT "_room_categories_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_style_galleries_v_version_hotspots" ADD CONSTRAINT "_style_galleries_v_version_hotspots_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_style_galleries_v_version_hotspots" ADD CONSTRAINT "_style_galleries_v_version_hotspots_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_style_galleries_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_style_galleries_v" ADD CONSTRAINT "_style_galleries_v_parent_id_style_galleries_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."style_galleries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_style_galleries_v" ADD CONSTRAINT "_style_galleries_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_selections_v" ADD CONSTRAINT "_selections_v_parent_id_selections_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."selections"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_social_links_v" ADD CONSTRAINT "_social_links_v_parent_id_social_links_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."social_links"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_website_config_v" ADD CONSTRAINT "_website_config_v_parent_id_website_config_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."website_config"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "_banners_v_parent_idx" ON "_banners_v" USING btree ("parent_id");
  CREATE INDEX "_banners_v_version_version_section_name_idx" ON "_banners_v" USING btree ("version_section_name");
  CREATE INDEX "_banners_v_version_version_img_main_idx" ON "_banners_v" USING btree ("version_img_main_id");
  CREATE INDEX "_banners_v_version_version_img_mobile_idx" ON "_banners_v" USING btree ("version_img_mobile_id");
  CREATE INDEX "_banners_v_version_version_start_at_idx" ON "_banners_v" USING btree ("version_start_at");
  CREATE INDEX "_banners_v_version_version_end_at_idx" ON "_banners_v" USING btree ("version_end_at");
  CREATE INDEX "_banners_v_version_version_is_enabled_idx" ON "_banners_v" USING btree ("version_is_enabled");
  CREATE INDEX "_banners_v_version_version_updated_at_idx" ON "_banners_v" USING btree ("version_updated_at");
  CREATE INDEX "_banners_v_version_version_created_at_idx" ON "_banners_v" USING btree ("version_created_at");
  CREATE INDEX "_banners_v_version_version__status_idx" ON "_banners_v" USING btree ("version__status");
  CREATE INDEX "_banners_v_created_at_idx" ON "_banners_v" USING btree ("created_at");
  CREATE INDEX "_banners_v_updated_at_idx" ON "_banners_v" USING btree ("updated_at");
  CREATE INDEX "_banners_v_latest_idx" ON "_banners_v" USING btree ("latest");
  CREATE INDEX "_banners_v_autosave_idx" ON "_banners_v" USING btree ("autosave");
  CREATE INDEX "_pages_v_blocks_rich_text_order_idx" ON "_pages_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_rich_text_parent_id_idx" ON "_pages_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_rich_text_path_idx" ON "_pages_v_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_image_order_idx" ON "_pages_v_blocks_image" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_image_parent_id_idx" ON "_pages_v_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_image_path_idx" ON "_pages_v_blocks_image" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_image_image_idx" ON "_pages_v_blocks_image" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_banner_order_idx" ON "_pages_v_blocks_banner" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_banner_parent_id_idx" ON "_pages_v_blocks_banner" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_banner_path_idx" ON "_pages_v_blocks_banner" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_banner_banner_idx" ON "_pages_v_blocks_banner" USING btree ("banner_id");
  CREATE INDEX "_pages_v_blocks_product_list_order_idx" ON "_pages_v_blocks_product_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_product_list_parent_id_idx" ON "_pages_v_blocks_product_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_product_list_path_idx" ON "_pages_v_blocks_product_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_call_to_action_order_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_call_to_action_parent_id_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_call_to_action_path_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_faq_order_idx" ON "_pages_v_blocks_faq" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_parent_id_idx" ON "_pages_v_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_path_idx" ON "_pages_v_blocks_faq" USING btree ("_path");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v" USING btree ("version_slug");
  CREATE INDEX "_pages_v_version_version_hero_idx" ON "_pages_v" USING btree ("version_hero_id");
  CREATE INDEX "_pages_v_version_version_is_enabled_idx" ON "_pages_v" USING btree ("version_is_enabled");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE INDEX "_pages_v_rels_order_idx" ON "_pages_v_rels" USING btree ("order");
  CREATE INDEX "_pages_v_rels_parent_idx" ON "_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_pages_v_rels_path_idx" ON "_pages_v_rels" USING btree ("path");
  CREATE INDEX "_pages_v_rels_products_id_idx" ON "_pages_v_rels" USING btree ("products_id");
  CREATE INDEX "_services_v_version_steps_order_idx" ON "_services_v_version_steps" USING btree ("_order");
  CREATE INDEX "_services_v_version_steps_parent_id_idx" ON "_services_v_version_steps" USING btree ("_parent_id");
  CREATE INDEX "_services_v_parent_idx" ON "_services_v" USING btree ("parent_id");
  CREATE INDEX "_services_v_version_version_slug_idx" ON "_services_v" USING btree ("version_slug");
  CREATE INDEX "_services_v_version_version_image_idx" ON "_services_v" USING btree ("version_image_id");
  CREATE INDEX "_services_v_version_version_is_enabled_idx" ON "_services_v" USING btree ("version_is_enabled");
  CREATE INDEX "_services_v_version_version_updated_at_idx" ON "_services_v" USING btree ("version_updated_at");
  CREATE INDEX "_services_v_version_version_created_at_idx" ON "_services_v" USING btree ("version_created_at");
  CREATE INDEX "_services_v_version_version__status_idx" ON "_services_v" USING btree ("version__status");
  CREATE INDEX "_services_v_created_at_idx" ON "_services_v" USING btree ("created_at");
  CREATE INDEX "_services_v_updated_at_idx" ON "_services_v" USING btree ("updated_at");
  CREATE INDEX "_services_v_latest_idx" ON "_services_v" USING btree ("latest");
  CREATE INDEX "_services_v_autosave_idx" ON "_services_v" USING btree ("autosave");
  CREATE INDEX "_csr_events_v_parent_idx" ON "_csr_events_v" USING btree ("parent_id");
  CREATE INDEX "_csr_events_v_version_version_slug_idx" ON "_csr_events_v" USING btree ("version_slug");
  CREATE INDEX "_csr_events_v_version_version_date_idx" ON "_csr_events_v" USING btree ("version_date");
  CREATE INDEX "_csr_events_v_version_version_cover_idx" ON "_csr_events_v" USING btree ("version_cover_id");
  CREATE INDEX "_csr_events_v_version_version_is_enabled_idx" ON "_csr_events_v" USING btree ("version_is_enabled");
  CREATE INDEX "_csr_events_v_version_version_updated_at_idx" ON "_csr_events_v" USING btree ("version_updated_at");
  CREATE INDEX "_csr_events_v_version_version_created_at_idx" ON "_csr_events_v" USING btree ("version_created_at");
  CREATE INDEX "_csr_events_v_version_version__status_idx" ON "_csr_events_v" USING btree ("version__status");
  CREATE INDEX "_csr_events_v_created_at_idx" ON "_csr_events_v" USING btree ("created_at");
  CREATE INDEX "_csr_events_v_updated_at_idx" ON "_csr_events_v" USING btree ("updated_at");
  CREATE INDEX "_csr_events_v_latest_idx" ON "_csr_events_v" USING btree ("latest");
  CREATE INDEX "_csr_events_v_autosave_idx" ON "_csr_events_v" USING btree ("autosave");
  CREATE INDEX "_csr_events_v_rels_order_idx" ON "_csr_events_v_rels" USING btree ("order");
  CREATE INDEX "_csr_events_v_rels_parent_idx" ON "_csr_events_v_rels" USING btree ("parent_id");
  CREATE INDEX "_csr_events_v_rels_path_idx" ON "_csr_events_v_rels" USING btree ("path");
  CREATE INDEX "_csr_events_v_rels_media_id_idx" ON "_csr_events_v_rels" USING btree ("media_id");
  CREATE INDEX "_faqs_v_parent_idx" ON "_faqs_v" USING btree ("parent_id");
  CREATE INDEX "_faqs_v_version_version_topic_idx" ON "_faqs_v" USING btree ("version_topic");
  CREATE INDEX "_faqs_v_version_version_is_enabled_idx" ON "_faqs_v" USING btree ("version_is_enabled");
  CREATE INDEX "_faqs_v_version_version_updated_at_idx" ON "_faqs_v" USING btree ("version_updated_at");
  CREATE INDEX "_faqs_v_version_version_created_at_idx" ON "_faqs_v" USING btree ("version_created_at");
  CREATE INDEX "_faqs_v_version_version__status_idx" ON "_faqs_v" USING btree ("version__status");
  CREATE INDEX "_faqs_v_created_at_idx" ON "_faqs_v" USING btree ("created_at");
  CREATE INDEX "_faqs_v_updated_at_idx" ON "_faqs_v" USING btree ("updated_at");
  CREATE INDEX "_faqs_v_latest_idx" ON "_faqs_v" USING btree ("latest");
  CREATE INDEX "_faqs_v_autosave_idx" ON "_faqs_v" USING btree ("autosave");
  CREATE INDEX "_promotions_v_parent_idx" ON "_promotions_v" USING btree ("parent_id");
  CREATE INDEX "_promotions_v_version_version_slug_idx" ON "_promotions_v" USING btree ("version_slug");
  CREATE INDEX "_promotions_v_version_version_banner_idx" ON "_promotions_v" USING btree ("version_banner_id");
  CREATE INDEX "_promotions_v_version_version_start_at_idx" ON "_promotions_v" USING btree ("version_start_at");
  CREATE INDEX "_promotions_v_version_version_end_at_idx" ON "_promotions_v" USING btree ("version_end_at");
  CREATE INDEX "_promotions_v_version_version_is_enabled_idx" ON "_promotions_v" USING btree ("version_is_enabled");
  CREATE INDEX "_promotions_v_version_version_updated_at_idx" ON "_promotions_v" USING btree ("version_updated_at");
  CREATE INDEX "_promotions_v_version_version_created_at_idx" ON "_promotions_v" USING btree ("version_created_at");
  CREATE INDEX "_promotions_v_version_version__status_idx" ON "_promotions_v" USING btree ("version__status");
  CREATE INDEX "_promotions_v_created_at_idx" ON "_promotions_v" USING btree ("created_at");
  CREATE INDEX "_promotions_v_updated_at_idx" ON "_promotions_v" USING btree ("updated_at");
  CREATE INDEX "_promotions_v_latest_idx" ON "_promotions_v" USING btree ("latest");
  CREATE INDEX "_promotions_v_autosave_idx" ON "_promotions_v" USING btree ("autosave");
  CREATE INDEX "_promotions_v_rels_order_idx" ON "_promotions_v_rels" USING btree ("order");
  CREATE INDEX "_promotions_v_rels_parent_idx" ON "_promotions_v_rels" USING btree ("parent_id");
  CREATE INDEX "_promotions_v_rels_path_idx" ON "_promotions_v_rels" USING btree ("path");
  CREATE INDEX "_promotions_v_rels_products_id_idx" ON "_promotions_v_rels" USING btree ("products_id");
  CREATE INDEX "_ecatalogues_v_parent_idx" ON "_ecatalogues_v" USING btree ("parent_id");
  CREATE INDEX "_ecatalogues_v_version_version_slug_idx" ON "_ecatalogues_v" USING btree ("version_slug");
  CREATE INDEX "_ecatalogues_v_version_version_promotion_idx" ON "_ecatalogues_v" USING btree ("version_promotion_id");
  CREATE INDEX "_ecatalogues_v_version_version_cover_idx" ON "_ecatalogues_v" USING btree ("version_cover_id");
  CREATE INDEX "_ecatalogues_v_version_version_file_idx" ON "_ecatalogues_v" USING btree ("version_file_id");
  CREATE INDEX "_ecatalogues_v_version_version_start_at_idx" ON "_ecatalogues_v" USING btree ("version_start_at");
  CREATE INDEX "_ecatalogues_v_version_version_end_at_idx" ON "_ecatalogues_v" USING btree ("version_end_at");
  CREATE INDEX "_ecatalogues_v_version_version_is_enabled_idx" ON "_ecatalogues_v" USING btree ("version_is_enabled");
  CREATE INDEX "_ecatalogues_v_version_version_updated_at_idx" ON "_ecatalogues_v" USING btree ("version_updated_at");
  CREATE INDEX "_ecatalogues_v_version_version_created_at_idx" ON "_ecatalogues_v" USING btree ("version_created_at");
  CREATE INDEX "_ecatalogues_v_version_version__status_idx" ON "_ecatalogues_v" USING btree ("version__status");
  CREATE INDEX "_ecatalogues_v_created_at_idx" ON "_ecatalogues_v" USING btree ("created_at");
  CREATE INDEX "_ecatalogues_v_updated_at_idx" ON "_ecatalogues_v" USING btree ("updated_at");
  CREATE INDEX "_ecatalogues_v_latest_idx" ON "_ecatalogues_v" USING btree ("latest");
  CREATE INDEX "_ecatalogues_v_autosave_idx" ON "_ecatalogues_v" USING btree ("autosave");
  CREATE INDEX "_ecatalogues_v_rels_order_idx" ON "_ecatalogues_v_rels" USING btree ("order");
  CREATE INDEX "_ecatalogues_v_rels_parent_idx" ON "_ecatalogues_v_rels" USING btree ("parent_id");
  CREATE INDEX "_ecatalogues_v_rels_path_idx" ON "_ecatalogues_v_rels" USING btree ("path");
  CREATE INDEX "_ecatalogues_v_rels_media_id_idx" ON "_ecatalogues_v_rels" USING btree ("media_id");
  CREATE INDEX "_flash_sales_v_version_items_order_idx" ON "_flash_sales_v_version_items" USING btree ("_order");
  CREATE INDEX "_flash_sales_v_version_items_parent_id_idx" ON "_flash_sales_v_version_items" USING btree ("_parent_id");
  CREATE INDEX "_flash_sales_v_version_items_product_idx" ON "_flash_sales_v_version_items" USING btree ("product_id");
  CREATE INDEX "_flash_sales_v_parent_idx" ON "_flash_sales_v" USING btree ("parent_id");
  CREATE INDEX "_flash_sales_v_version_version_type_idx" ON "_flash_sales_v" USING btree ("version_type");
  CREATE INDEX "_flash_sales_v_version_version_start_at_idx" ON "_flash_sales_v" USING btree ("version_start_at");
  CREATE INDEX "_flash_sales_v_version_version_end_at_idx" ON "_flash_sales_v" USING btree ("version_end_at");
  CREATE INDEX "_flash_sales_v_version_version_is_enabled_idx" ON "_flash_sales_v" USING btree ("version_is_enabled");
  CREATE INDEX "_flash_sales_v_version_version_updated_at_idx" ON "_flash_sales_v" USING btree ("version_updated_at");
  CREATE INDEX "_flash_sales_v_version_version_created_at_idx" ON "_flash_sales_v" USING btree ("version_created_at");
  CREATE INDEX "_flash_sales_v_version_version__status_idx" ON "_flash_sales_v" USING btree ("version__status");
  CREATE INDEX "_flash_sales_v_created_at_idx" ON "_flash_sales_v" USING btree ("created_at");
  CREATE INDEX "_flash_sales_v_updated_at_idx" ON "_flash_sales_v" USING btree ("updated_at");
  CREATE INDEX "_flash_sales_v_latest_idx" ON "_flash_sales_v" USING btree ("latest");
  CREATE INDEX "_flash_sales_v_autosave_idx" ON "_flash_sales_v" USING btree ("autosave");
  CREATE INDEX "_articles_v_parent_idx" ON "_articles_v" USING btree ("parent_id");
  CREATE INDEX "_articles_v_version_version_slug_idx" ON "_articles_v" USING btree ("version_slug");
  CREATE INDEX "_articles_v_version_version_cover_idx" ON "_articles_v" USING btree ("version_cover_id");
  CREATE INDEX "_articles_v_version_version_published_at_idx" ON "_articles_v" USING btree ("version_published_at");
  CREATE INDEX "_articles_v_version_version_room_category_idx" ON "_articles_v" USING btree ("version_room_category_id");
  CREATE INDEX "_articles_v_version_version_is_enabled_idx" ON "_articles_v" USING btree ("version_is_enabled");
  CREATE INDEX "_articles_v_version_version_updated_at_idx" ON "_articles_v" USING btree ("version_updated_at");
  CREATE INDEX "_articles_v_version_version_created_at_idx" ON "_articles_v" USING btree ("version_created_at");
  CREATE INDEX "_articles_v_version_version__status_idx" ON "_articles_v" USING btree ("version__status");
  CREATE INDEX "_articles_v_created_at_idx" ON "_articles_v" USING btree ("created_at");
  CREATE INDEX "_articles_v_updated_at_idx" ON "_articles_v" USING btree ("updated_at");
  CREATE INDEX "_articles_v_latest_idx" ON "_articles_v" USING btree ("latest");
  CREATE INDEX "_articles_v_autosave_idx" ON "_articles_v" USING btree ("autosave");
  CREATE INDEX "_articles_v_rels_order_idx" ON "_articles_v_rels" USING btree ("order");
  CREATE INDEX "_articles_v_rels_parent_idx" ON "_articles_v_rels" USING btree ("parent_id");
  CREATE INDEX "_articles_v_rels_path_idx" ON "_articles_v_rels" USING btree ("path");
  CREATE INDEX "_articles_v_rels_products_id_idx" ON "_articles_v_rels" USING btree ("products_id");
  CREATE INDEX "_rooms_v_version_looks_order_idx" ON "_rooms_v_version_looks" USING btree ("_order");
  CREATE INDEX "_rooms_v_version_looks_parent_id_idx" ON "_rooms_v_version_looks" USING btree ("_parent_id");
  CREATE INDEX "_rooms_v_version_looks_image_idx" ON "_rooms_v_version_looks" USING btree ("image_id");
  CREATE INDEX "_rooms_v_parent_idx" ON "_rooms_v" USING btree ("parent_id");
  CREATE INDEX "_rooms_v_version_version_slug_idx" ON "_rooms_v" USING btree ("version_slug");
  CREATE INDEX "_rooms_v_version_version_room_category_idx" ON "_rooms_v" USING btree ("version_room_category_id");
  CREATE INDEX "_rooms_v_version_version_cover_idx" ON "_rooms_v" USING btree ("version_cover_id");
  CREATE INDEX "_rooms_v_version_version_is_enabled_idx" ON "_rooms_v" USING btree ("version_is_enabled");
  CREATE INDEX "_rooms_v_version_version_updated_at_idx" ON "_rooms_v" USING btree ("version_updated_at");
  CREATE INDEX "_rooms_v_version_version_created_at_idx" ON "_rooms_v" USING btree ("version_created_at");
  CREATE INDEX "_rooms_v_version_version__status_idx" ON "_rooms_v" USING btree ("version__status");
  CREATE INDEX "_rooms_v_created_at_idx" ON "_rooms_v" USING btree ("created_at");
  CREATE INDEX "_rooms_v_updated_at_idx" ON "_rooms_v" USING btree ("updated_at");
  CREATE INDEX "_rooms_v_latest_idx" ON "_rooms_v" USING btree ("latest");
  CREATE INDEX "_rooms_v_autosave_idx" ON "_rooms_v" USING btree ("autosave");
  CREATE INDEX "_rooms_v_rels_order_idx" ON "_rooms_v_rels" USING btree ("order");
  CREATE INDEX "_rooms_v_rels_parent_idx" ON "_rooms_v_rels" USING btree ("parent_id");
  CREATE INDEX "_rooms_v_rels_path_idx" ON "_rooms_v_rels" USING btree ("path");
  CREATE INDEX "_rooms_v_rels_products_id_idx" ON "_rooms_v_rels" USING btree ("products_id");
  CREATE INDEX "_room_categories_v_parent_idx" ON "_room_categories_v" USING btree ("parent_id");
  CREATE INDEX "_room_categories_v_version_version_slug_idx" ON "_room_categories_v" USING btree ("version_slug");
  CREATE INDEX "_room_categories_v_version_version_image_idx" ON "_room_categories_v" USING btree ("version_image_id");
  CREATE INDEX "_room_categories_v_version_version_is_enabled_idx" ON "_room_categories_v" USING btree ("version_is_enabled");
  CREATE INDEX "_room_categories_v_version_version_updated_at_idx" ON "_room_categories_v" USING btree ("version_updated_at");
  CREATE INDEX "_room_categories_v_version_version_created_at_idx" ON "_room_categories_v" USING btree ("version_created_at");
  CREATE INDEX "_room_categories_v_version_version__status_idx" ON "_room_categories_v" USING btree ("version__status");
  CREATE INDEX "_room_categories_v_created_at_idx" ON "_room_categories_v" USING btree ("created_at");
  CREATE INDEX "_room_categories_v_updated_at_idx" ON "_room_categories_v" USING btree ("updated_at");
  CREATE INDEX "_room_categories_v_latest_idx" ON "_room_categories_v" USING btree ("latest");
  CREATE INDEX "_room_categories_v_autosave_idx" ON "_room_categories_v" USING btree ("autosave");
  CREATE INDEX "_style_galleries_v_version_hotspots_order_idx" ON "_style_galleries_v_version_hotspots" USING btree ("_order");
  CREATE INDEX "_style_galleries_v_version_hotspots_parent_id_idx" ON "_style_galleries_v_version_hotspots" USING btree ("_parent_id");
  CREATE INDEX "_style_galleries_v_version_hotspots_product_idx" ON "_style_galleries_v_version_hotspots" USING btree ("product_id");
  CREATE INDEX "_style_galleries_v_parent_idx" ON "_style_galleries_v" USING btree ("parent_id");
  CREATE INDEX "_style_galleries_v_version_version_slug_idx" ON "_style_galleries_v" USING btree ("version_slug");
  CREATE INDEX "_style_galleries_v_version_version_image_idx" ON "_style_galleries_v" USING btree ("version_image_id");
  CREATE INDEX "_style_galleries_v_version_version_is_enabled_idx" ON "_style_galleries_v" USING btree ("version_is_enabled");
  CREATE INDEX "_style_galleries_v_version_version_updated_at_idx" ON "_style_galleries_v" USING btree ("version_updated_at");
  CREATE INDEX "_style_galleries_v_version_version_created_at_idx" ON "_style_galleries_v" USING btree ("version_created_at");
  CREATE INDEX "_style_galleries_v_version_version__status_idx" ON "_style_galleries_v" USING btree ("version__status");
  CREATE INDEX "_style_galleries_v_created_at_idx" ON "_style_galleries_v" USING btree ("created_at");
  CREATE INDEX "_style_galleries_v_updated_at_idx" ON "_style_galleries_v" USING btree ("updated_at");
  CREATE INDEX "_style_galleries_v_latest_idx" ON "_style_galleries_v" USING btree ("latest");
  CREATE INDEX "_style_galleries_v_autosave_idx" ON "_style_galleries_v" USING btree ("autosave");
  CREATE INDEX "_selections_v_parent_idx" ON "_selections_v" USING btree ("parent_id");
  CREATE INDEX "_selections_v_version_version_type_idx" ON "_selections_v" USING btree ("version_type");
  CREATE INDEX "_selections_v_version_version_is_enabled_idx" ON "_selections_v" USING btree ("version_is_enabled");
  CREATE INDEX "_selections_v_version_version_updated_at_idx" ON "_selections_v" USING btree ("version_updated_at");
  CREATE INDEX "_selections_v_version_version_created_at_idx" ON "_selections_v" USING btree ("version_created_at");
  CREATE INDEX "_selections_v_version_version__status_idx" ON "_selections_v" USING btree ("version__status");
  CREATE INDEX "_selections_v_created_at_idx" ON "_selections_v" USING btree ("created_at");
  CREATE INDEX "_selections_v_updated_at_idx" ON "_selections_v" USING btree ("updated_at");
  CREATE INDEX "_selections_v_latest_idx" ON "_selections_v" USING btree ("latest");
  CREATE INDEX "_selections_v_autosave_idx" ON "_selections_v" USING btree ("autosave");
  CREATE INDEX "_social_links_v_parent_idx" ON "_social_links_v" USING btree ("parent_id");
  CREATE INDEX "_social_links_v_version_version_is_enabled_idx" ON "_social_links_v" USING btree ("version_is_enabled");
  CREATE INDEX "_social_links_v_version_version_updated_at_idx" ON "_social_links_v" USING btree ("version_updated_at");
  CREATE INDEX "_social_links_v_version_version_created_at_idx" ON "_social_links_v" USING btree ("version_created_at");
  CREATE INDEX "_social_links_v_version_version__status_idx" ON "_social_links_v" USING btree ("version__status");
  CREATE INDEX "_social_links_v_created_at_idx" ON "_social_links_v" USING btree ("created_at");
  CREATE INDEX "_social_links_v_updated_at_idx" ON "_social_links_v" USING btree ("updated_at");
  CREATE INDEX "_social_links_v_latest_idx" ON "_social_links_v" USING btree ("latest");
  CREATE INDEX "_social_links_v_autosave_idx" ON "_social_links_v" USING btree ("autosave");
  CREATE INDEX "_website_config_v_parent_idx" ON "_website_config_v" USING btree ("parent_id");
  CREATE INDEX "_website_config_v_version_version_config_name_idx" ON "_website_config_v" USING btree ("version_config_name");
  CREATE INDEX "_website_config_v_version_version_updated_at_idx" ON "_website_config_v" USING btree ("version_updated_at");
  CREATE INDEX "_website_config_v_version_version_created_at_idx" ON "_website_config_v" USING btree ("version_created_at");
  CREATE INDEX "_website_config_v_version_version__status_idx" ON "_website_config_v" USING btree ("version__status");
  CREATE INDEX "_website_config_v_created_at_idx" ON "_website_config_v" USING btree ("created_at");
  CREATE INDEX "_website_config_v_updated_at_idx" ON "_website_config_v" USING btree ("updated_at");
  CREATE INDEX "_website_config_v_latest_idx" ON "_website_config_v" USING btree ("latest");
  CREATE INDEX "_website_config_v_autosave_idx" ON "_website_config_v" USING btree ("autosave");
  CREATE INDEX "banners__status_idx" ON "banners" USING btree ("_status");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "services__status_idx" ON "services" USING btree ("_status");
  CREATE INDEX "csr_events__status_idx" ON "csr_events" USING btree ("_status");
  CREATE INDEX "faqs__status_idx" ON "faqs" USING btree ("_status");
  CREATE INDEX "promotions__status_idx" ON "promotions" USING btree ("_status");
  CREATE INDEX "ecatalogues__status_idx" ON "ecatalogues" USING btree ("_status");
  CREATE INDEX "flash_sales__status_idx" ON "flash_sales" USING btree ("_status");
  CREATE INDEX "articles__status_idx" ON "articles" USING btree ("_status");
  CREATE INDEX "rooms__status_idx" ON "rooms" USING btree ("_status");
  CREATE INDEX "room_categories__status_idx" ON "room_categories" USING btree ("_status");
  CREATE INDEX "style_galleries__status_idx" ON "style_galleries" USING btree ("_status");
  CREATE INDEX "selections__status_idx" ON "selections" USING btree ("_status");
  CREATE INDEX "social_links__status_idx" ON "social_links" USING btree ("_status");
  CREATE INDEX "website_config__status_idx" ON "website_config" USING btree ("_status");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_banners_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_banner" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_product_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_call_to_action" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_services_v_version_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_services_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_csr_events_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_csr_events_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faqs_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_promotions_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_promotions_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_ecatalogues_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_ecatalogues_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_flash_sales_v_version_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_flash_sales_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_rooms_v_version_looks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_rooms_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_rooms_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_room_categories_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_style_galleries_v_version_hotspots" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_style_galleries_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_selections_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_social_links_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_website_config_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_banners_v" CASCADE;
  DROP TABLE "_pages_v_blocks_rich_text" CASCADE;
  DROP TABLE "_pages_v_blocks_image" CASCADE;
  DROP TABLE "_pages_v_blocks_banner" CASCADE;
  DROP TABLE "_pages_v_blocks_product_list" CASCADE;
  DROP TABLE "_pages_v_blocks_call_to_action" CASCADE;
  DROP TABLE "_pages_v_blocks_faq" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "_pages_v_rels" CASCADE;
  DROP TABLE "_services_v_version_steps" CASCADE;
  DROP TABLE "_services_v" CASCADE;
  DROP TABLE "_csr_events_v" CASCADE;
  DROP TABLE "_csr_events_v_rels" CASCADE;
  DROP TABLE "_faqs_v" CASCADE;
  DROP TABLE "_promotions_v" CASCADE;
  DROP TABLE "_promotions_v_rels" CASCADE;
  DROP TABLE "_ecatalogues_v" CASCADE;
  DROP TABLE "_ecatalogues_v_rels" CASCADE;
  DROP TABLE "_flash_sales_v_version_items" CASCADE;
  DROP TABLE "_flash_sales_v" CASCADE;
  DROP TABLE "_articles_v" CASCADE;
  DROP TABLE "_articles_v_rels" CASCADE;
  DROP TABLE "_rooms_v_version_looks" CASCADE;
  DROP TABLE "_rooms_v" CASCADE;
  DROP TABLE "_rooms_v_rels" CASCADE;
  DROP TABLE "_room_categories_v" CASCADE;
  DROP TABLE "_style_galleries_v_version_hotspots" CASCADE;
  DROP TABLE "_style_galleries_v" CASCADE;
  DROP TABLE "_selections_v" CASCADE;
  DROP TABLE "_social_links_v" CASCADE;
  DROP TABLE "_website_config_v" CASCADE;
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE text;
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'editor'::text;
  DROP TYPE "public"."enum_users_role";
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'editor', 'privacy');
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'editor'::"public"."enum_users_role";
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE "public"."enum_users_role" USING "role"::"public"."enum_users_role";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'fetch-product-image', 'backup-site', 'erase-expired-personal-data');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'fetch-product-image', 'backup-site', 'erase-expired-personal-data');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "banners__status_idx";
  DROP INDEX "pages__status_idx";
  DROP INDEX "services__status_idx";
  DROP INDEX "csr_events__status_idx";
  DROP INDEX "faqs__status_idx";
  DROP INDEX "promotions__status_idx";
  DROP INDEX "ecatalogues__status_idx";
  DROP INDEX "flash_sales__status_idx";
  DROP INDEX "articles__status_idx";
  DROP INDEX "rooms__status_idx";
  DROP INDEX "room_categories__status_idx";
  DROP INDEX "style_galleries__status_idx";
  DROP INDEX "selections__status_idx";
  DROP INDEX "social_links__status_idx";
  DROP INDEX "website_config__status_idx";
  ALTER TABLE "banners" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "banners" ALTER COLUMN "section_name" SET NOT NULL;
  ALTER TABLE "banners" ALTER COLUMN "img_main_id" SET NOT NULL;
  ALTER TABLE "pages_blocks_rich_text" ALTER COLUMN "content" SET NOT NULL;
  ALTER TABLE "pages_blocks_image" ALTER COLUMN "image_id" SET NOT NULL;
  ALTER TABLE "pages_blocks_banner" ALTER COLUMN "banner_id" SET NOT NULL;
  ALTER TABLE "pages_blocks_call_to_action" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "pages_blocks_call_to_action" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "pages_blocks_call_to_action" ALTER COLUMN "url" SET NOT NULL;
  ALTER TABLE "pages_blocks_faq" ALTER COLUMN "topic" SET NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "services_steps" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "services" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "services" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "services" ALTER COLUMN "summary" SET NOT NULL;
  ALTER TABLE "csr_events" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "csr_events" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "csr_events" ALTER COLUMN "date" SET NOT NULL;
  ALTER TABLE "csr_events" ALTER COLUMN "summary" SET NOT NULL;
  ALTER TABLE "csr_events" ALTER COLUMN "cover_id" SET NOT NULL;
  ALTER TABLE "faqs" ALTER COLUMN "topic" SET NOT NULL;
  ALTER TABLE "faqs" ALTER COLUMN "question" SET NOT NULL;
  ALTER TABLE "faqs" ALTER COLUMN "answer" SET NOT NULL;
  ALTER TABLE "promotions" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "promotions" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "promotions" ALTER COLUMN "summary" SET NOT NULL;
  ALTER TABLE "promotions" ALTER COLUMN "banner_id" SET NOT NULL;
  ALTER TABLE "ecatalogues" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "ecatalogues" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "ecatalogues" ALTER COLUMN "cover_id" SET NOT NULL;
  ALTER TABLE "flash_sales_items" ALTER COLUMN "product_id" SET NOT NULL;
  ALTER TABLE "flash_sales_items" ALTER COLUMN "flash_price" SET NOT NULL;
  ALTER TABLE "flash_sales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "flash_sales" ALTER COLUMN "type" SET NOT NULL;
  ALTER TABLE "articles" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "articles" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "articles" ALTER COLUMN "excerpt" SET NOT NULL;
  ALTER TABLE "articles" ALTER COLUMN "cover_id" SET NOT NULL;
  ALTER TABLE "articles" ALTER COLUMN "published_at" SET NOT NULL;
  ALTER TABLE "rooms_looks" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "rooms" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "rooms" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "rooms" ALTER COLUMN "room_category_id" SET NOT NULL;
  ALTER TABLE "rooms" ALTER COLUMN "cover_id" SET NOT NULL;
  ALTER TABLE "room_categories" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "room_categories" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "style_galleries_hotspots" ALTER COLUMN "product_id" SET NOT NULL;
  ALTER TABLE "style_galleries_hotspots" ALTER COLUMN "x" SET NOT NULL;
  ALTER TABLE "style_galleries_hotspots" ALTER COLUMN "y" SET NOT NULL;
  ALTER TABLE "style_galleries" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "style_galleries" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "style_galleries" ALTER COLUMN "image_id" SET NOT NULL;
  ALTER TABLE "selections" ALTER COLUMN "type" SET NOT NULL;
  ALTER TABLE "selections" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "social_links" ALTER COLUMN "platform" SET NOT NULL;
  ALTER TABLE "social_links" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "social_links" ALTER COLUMN "url" SET NOT NULL;
  ALTER TABLE "website_config" ALTER COLUMN "config_name" SET NOT NULL;
  ALTER TABLE "website_config" ALTER COLUMN "value" SET NOT NULL;
  ALTER TABLE "banners" DROP COLUMN "_status";
  ALTER TABLE "pages" DROP COLUMN "_status";
  ALTER TABLE "services" DROP COLUMN "_status";
  ALTER TABLE "csr_events" DROP COLUMN "_status";
  ALTER TABLE "faqs" DROP COLUMN "_status";
  ALTER TABLE "promotions" DROP COLUMN "_status";
  ALTER TABLE "ecatalogues" DROP COLUMN "_status";
  ALTER TABLE "flash_sales" DROP COLUMN "_status";
  ALTER TABLE "articles" DROP COLUMN "_status";
  ALTER TABLE "rooms" DROP COLUMN "_status";
  ALTER TABLE "room_categories" DROP COLUMN "_status";
  ALTER TABLE "style_galleries" DROP COLUMN "_status";
  ALTER TABLE "selections" DROP COLUMN "_status";
  ALTER TABLE "social_links" DROP COLUMN "_status";
  ALTER TABLE "website_config" DROP COLUMN "_status";
  DROP TYPE "public"."enum_banners_status";
  DROP TYPE "public"."enum__banners_v_version_status";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum_services_status";
  DROP TYPE "public"."enum__services_v_version_status";
  DROP TYPE "public"."enum_csr_events_status";
  DROP TYPE "public"."enum__csr_events_v_version_status";
  DROP TYPE "public"."enum_faqs_status";
  DROP TYPE "public"."enum__faqs_v_version_status";
  DROP TYPE "public"."enum_promotions_status";
  DROP TYPE "public"."enum__promotions_v_version_status";
  DROP TYPE "public"."enum_ecatalogues_status";
  DROP TYPE "public"."enum__ecatalogues_v_version_status";
  DROP TYPE "public"."enum_flash_sales_status";
  DROP TYPE "public"."enum__flash_sales_v_version_status";
  DROP TYPE "public"."enum_articles_status";
  DROP TYPE "public"."enum__articles_v_version_status";
  DROP TYPE "public"."enum_rooms_status";
  DROP TYPE "public"."enum__rooms_v_version_status";
  DROP TYPE "public"."enum_room_categories_status";
  DROP TYPE "public"."enum__room_categories_v_version_status";
  DROP TYPE "public"."enum_style_galleries_status";
  DROP TYPE "public"."enum__style_galleries_v_version_status";
  DROP TYPE "public"."enum_selections_status";
  DROP TYPE "public"."enum__selections_v_version_status";
  DROP TYPE "public"."enum_social_links_status";
  DROP TYPE "public"."enum__social_links_v_version_platform";
  DROP TYPE "public"."enum__social_links_v_version_status";
  DROP TYPE "public"."enum_website_config_status";
  DROP TYPE "public"."enum__website_config_v_version_status";`)
}
