CREATE TABLE "work_order_canned_replies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "work_order_canned_replies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"content" text NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_order_canned_replies_title_unique" UNIQUE("title")
);
--> statement-breakpoint
CREATE TABLE "work_order_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "work_order_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"sub_account_id" integer,
	"staff_id" integer,
	"work_order_id" integer,
	"comment_id" integer,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"file_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_order_files_fileKey_unique" UNIQUE("file_key")
);
--> statement-breakpoint
CREATE TABLE "work_order_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "work_order_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"work_order_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "work_orders" ALTER COLUMN "status" SET DEFAULT 'submitted';--> statement-breakpoint
ALTER TABLE "work_order_comments" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "work_order_comments" ADD COLUMN "internal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "work_order_comments" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "subcategory_id" integer;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "resource_type" text;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "resource_id" text;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "contact_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "reopened" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "first_reply_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "first_replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "agreement_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "work_order_canned_replies" ADD CONSTRAINT "work_order_canned_replies_created_by_staff_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_files" ADD CONSTRAINT "work_order_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_files" ADD CONSTRAINT "work_order_files_sub_account_id_sub_accounts_id_fk" FOREIGN KEY ("sub_account_id") REFERENCES "public"."sub_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_files" ADD CONSTRAINT "work_order_files_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_files" ADD CONSTRAINT "work_order_files_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_files" ADD CONSTRAINT "work_order_files_comment_id_work_order_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."work_order_comments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_subscriptions" ADD CONSTRAINT "work_order_subscriptions_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_order_files_order_idx" ON "work_order_files" USING btree ("work_order_id");--> statement-breakpoint
CREATE INDEX "work_order_files_user_waiting_idx" ON "work_order_files" USING btree ("user_id") WHERE work_order_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX "work_order_subscriptions_order_key" ON "work_order_subscriptions" USING btree ("work_order_id");--> statement-breakpoint
ALTER TABLE "work_order_comments" ADD CONSTRAINT "work_order_comments_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_subcategory_id_work_order_subcategories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."work_order_subcategories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_assignee_id_staff_members_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_orders_status_created_idx" ON "work_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "work_orders_subcategory_idx" ON "work_orders" USING btree ("subcategory_id");--> statement-breakpoint
ALTER TABLE "work_order_comments" ADD CONSTRAINT "work_order_comments_internal_staff_check" CHECK (not internal or author = 'staff');--> statement-breakpoint
UPDATE "work_orders" SET "status" = 'submitted' WHERE "status" NOT IN ('submitted', 'in_progress', 'waiting_customer', 'resolved', 'closed', 'revoked');--> statement-breakpoint
UPDATE "work_orders" SET "updated_at" = "created_at";--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_status_check" CHECK (status in ('submitted', 'in_progress', 'waiting_customer', 'resolved', 'closed', 'revoked'));