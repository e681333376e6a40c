CREATE TABLE "instance_launches" (
	"instance_id" integer PRIMARY KEY NOT NULL,
	"template_id" integer,
	"template_name" text NOT NULL,
	"command" text DEFAULT '' NOT NULL,
	"env" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ports" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_user_id" integer,
	"name" text NOT NULL,
	"image_id" integer NOT NULL,
	"command" text DEFAULT '' NOT NULL,
	"env" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ports" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"disk_gb" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "templates_disk_positive" CHECK ("templates"."disk_gb" > 0)
);
--> statement-breakpoint
ALTER TABLE "simulated_machines" ADD COLUMN "launch" jsonb;--> statement-breakpoint
ALTER TABLE "ai_models" ADD COLUMN "template_id" integer;--> statement-breakpoint
ALTER TABLE "instance_launches" ADD CONSTRAINT "instance_launches_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "templates_owner_idx" ON "templates" USING btree ("owner_user_id","created_at");--> statement-breakpoint
ALTER TABLE "ai_models" ADD CONSTRAINT "ai_models_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE no action ON UPDATE no action;