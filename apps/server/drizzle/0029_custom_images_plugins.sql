CREATE TABLE "custom_image_shares" (
	"image_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_image_shares_image_id_user_id_pk" PRIMARY KEY("image_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "custom_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "custom_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"system" text NOT NULL,
	"kind" text NOT NULL,
	"base_image_id" integer NOT NULL,
	"source_instance_id" integer NOT NULL,
	"source_instance_name" text NOT NULL,
	"source_machine_ref" text NOT NULL,
	"state" text DEFAULT 'creating' NOT NULL,
	"provider_ref" text,
	"size_gb" integer DEFAULT 0 NOT NULL,
	"fail_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "custom_images_providerRef_unique" UNIQUE("provider_ref"),
	CONSTRAINT "custom_images_size_positive" CHECK ("custom_images"."size_gb" >= 0)
);
--> statement-breakpoint
CREATE TABLE "instance_plugins" (
	"instance_id" integer NOT NULL,
	"plugin" text NOT NULL,
	"state" text NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"token_sealed" text DEFAULT '' NOT NULL,
	"fail_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"installed_at" timestamp with time zone,
	CONSTRAINT "instance_plugins_instance_id_plugin_pk" PRIMARY KEY("instance_id","plugin")
);
--> statement-breakpoint
ALTER TABLE "instances" ADD COLUMN "custom_image_ref" text;--> statement-breakpoint
ALTER TABLE "instances" ADD COLUMN "custom_image_name" text;--> statement-breakpoint
ALTER TABLE "custom_image_shares" ADD CONSTRAINT "custom_image_shares_image_id_custom_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."custom_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_image_shares" ADD CONSTRAINT "custom_image_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_images" ADD CONSTRAINT "custom_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_images" ADD CONSTRAINT "custom_images_base_image_id_images_id_fk" FOREIGN KEY ("base_image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instance_plugins" ADD CONSTRAINT "instance_plugins_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_image_shares_user_idx" ON "custom_image_shares" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_images_owner_name_key" ON "custom_images" USING btree ("user_id","name");--> statement-breakpoint
CREATE INDEX "custom_images_creating_idx" ON "custom_images" USING btree ("id") WHERE "custom_images"."state" = 'creating';