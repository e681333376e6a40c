-- Notices, store banners and canned replies are written in both languages. Each existing text moves
-- to the column of the language it is in (Chinese when it has a CJK ideograph, else English); the
-- other language stays empty. Existing notices and banners are marked single-language, so that what
-- was on the board stays there until staff add the other language.
ALTER TABLE "banners" ADD COLUMN "title_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "title_zh" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "subtitle_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "subtitle_zh" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "single_language" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "title_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "title_zh" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "content_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "content_zh" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "single_language" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "work_order_canned_replies" ADD COLUMN "title_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "work_order_canned_replies" ADD COLUMN "title_zh" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "work_order_canned_replies" ADD COLUMN "content_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "work_order_canned_replies" ADD COLUMN "content_zh" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "notices" SET "title_zh" = "title", "content_zh" = "content", "single_language" = true
  WHERE ("title" || "content") ~ '[\u3400-\u9fff\uf900-\ufaff]';--> statement-breakpoint
UPDATE "notices" SET "title_en" = "title", "content_en" = "content", "single_language" = true
  WHERE NOT (("title" || "content") ~ '[\u3400-\u9fff\uf900-\ufaff]');--> statement-breakpoint
UPDATE "banners" SET "title_zh" = "title", "subtitle_zh" = "subtitle", "single_language" = true
  WHERE ("title" || "subtitle") ~ '[\u3400-\u9fff\uf900-\ufaff]';--> statement-breakpoint
UPDATE "banners" SET "title_en" = "title", "subtitle_en" = "subtitle", "single_language" = true
  WHERE NOT (("title" || "subtitle") ~ '[\u3400-\u9fff\uf900-\ufaff]');--> statement-breakpoint
UPDATE "work_order_canned_replies" SET "title_zh" = "title", "content_zh" = "content"
  WHERE ("title" || "content") ~ '[\u3400-\u9fff\uf900-\ufaff]';--> statement-breakpoint
UPDATE "work_order_canned_replies" SET "title_en" = "title", "content_en" = "content"
  WHERE NOT (("title" || "content") ~ '[\u3400-\u9fff\uf900-\ufaff]');--> statement-breakpoint
ALTER TABLE "work_order_canned_replies" DROP CONSTRAINT "work_order_canned_replies_title_unique";--> statement-breakpoint
ALTER TABLE "banners" DROP COLUMN "title";--> statement-breakpoint
ALTER TABLE "banners" DROP COLUMN "subtitle";--> statement-breakpoint
ALTER TABLE "notices" DROP COLUMN "title";--> statement-breakpoint
ALTER TABLE "notices" DROP COLUMN "content";--> statement-breakpoint
ALTER TABLE "work_order_canned_replies" DROP COLUMN "title";--> statement-breakpoint
ALTER TABLE "work_order_canned_replies" DROP COLUMN "content";--> statement-breakpoint
CREATE UNIQUE INDEX "work_order_canned_replies_title_en_key" ON "work_order_canned_replies" USING btree ("title_en") WHERE title_en <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "work_order_canned_replies_title_zh_key" ON "work_order_canned_replies" USING btree ("title_zh") WHERE title_zh <> '';
