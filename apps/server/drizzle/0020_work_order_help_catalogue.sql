CREATE TABLE "work_order_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "work_order_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_order_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "work_order_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subcategory_id" integer NOT NULL,
	"title" text NOT NULL,
	"title_en" text NOT NULL,
	"content" text NOT NULL,
	"content_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_order_subcategories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "work_order_subcategories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"resource_type" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "work_order_subcategories_resource_type_check" CHECK (resource_type in ('instance', 'bare_metal', 'billing', 'account', 'other'))
);
--> statement-breakpoint
ALTER TABLE "work_order_documents" ADD CONSTRAINT "work_order_documents_subcategory_id_work_order_subcategories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."work_order_subcategories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_subcategories" ADD CONSTRAINT "work_order_subcategories_category_id_work_order_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."work_order_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "work_order_categories_name_key" ON "work_order_categories" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "work_order_categories_name_en_key" ON "work_order_categories" USING btree ("name_en");--> statement-breakpoint
CREATE INDEX "work_order_documents_subcategory_idx" ON "work_order_documents" USING btree ("subcategory_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "work_order_subcategories_name_key" ON "work_order_subcategories" USING btree ("category_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "work_order_subcategories_name_en_key" ON "work_order_subcategories" USING btree ("category_id","name_en");