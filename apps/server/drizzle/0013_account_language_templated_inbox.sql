ALTER TABLE "inbox_items" ALTER COLUMN "body" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "sub_accounts" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en-US' NOT NULL;--> statement-breakpoint
ALTER TABLE "inbox_items" ADD COLUMN "template" text;--> statement-breakpoint
ALTER TABLE "inbox_items" ADD COLUMN "params" jsonb;