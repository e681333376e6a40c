CREATE TABLE "cloud_disks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cloud_disks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"sub_account_id" integer,
	"region_id" integer NOT NULL,
	"name" text NOT NULL,
	"size_gb" integer NOT NULL,
	"status" text DEFAULT 'creating' NOT NULL,
	"provider_ref" text,
	"instance_id" integer,
	"order_no" text NOT NULL,
	"charge_from_day" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "cloud_disks_size_positive" CHECK ("cloud_disks"."size_gb" > 0)
);
--> statement-breakpoint
CREATE TABLE "file_storage" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "file_storage_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"sub_account_id" integer,
	"paid_gb" integer DEFAULT 0 NOT NULL,
	"username" text NOT NULL,
	"password_sealed" text NOT NULL,
	"charge_from_day" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_storage_username_unique" UNIQUE("username"),
	CONSTRAINT "file_storage_paid_range" CHECK ("file_storage"."paid_gb" >= 0)
);
--> statement-breakpoint
CREATE TABLE "storage_arrears" (
	"subject_kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"since" timestamp with time zone NOT NULL,
	CONSTRAINT "storage_arrears_subject_kind_subject_id_pk" PRIMARY KEY("subject_kind","subject_id")
);
--> statement-breakpoint
CREATE TABLE "storage_charges" (
	"subject_kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"day_index" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"charged_at" timestamp with time zone NOT NULL,
	CONSTRAINT "storage_charges_subject_kind_subject_id_day_index_pk" PRIMARY KEY("subject_kind","subject_id","day_index")
);
--> statement-breakpoint
ALTER TABLE "cloud_disks" ADD CONSTRAINT "cloud_disks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_disks" ADD CONSTRAINT "cloud_disks_sub_account_id_sub_accounts_id_fk" FOREIGN KEY ("sub_account_id") REFERENCES "public"."sub_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_disks" ADD CONSTRAINT "cloud_disks_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_disks" ADD CONSTRAINT "cloud_disks_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_storage" ADD CONSTRAINT "file_storage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_storage" ADD CONSTRAINT "file_storage_sub_account_id_sub_accounts_id_fk" FOREIGN KEY ("sub_account_id") REFERENCES "public"."sub_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_arrears" ADD CONSTRAINT "storage_arrears_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_charges" ADD CONSTRAINT "storage_charges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cloud_disks_owner_idx" ON "cloud_disks" USING btree ("user_id","sub_account_id");--> statement-breakpoint
CREATE INDEX "cloud_disks_instance_idx" ON "cloud_disks" USING btree ("instance_id") WHERE "cloud_disks"."instance_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "file_storage_owner_idx" ON "file_storage" USING btree ("user_id",coalesce("sub_account_id", 0));