CREATE TABLE "instances" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "instances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"user_id" integer NOT NULL,
	"sub_account_id" integer,
	"host_id" integer NOT NULL,
	"image_id" integer NOT NULL,
	"kind" text NOT NULL,
	"gpu_count" integer NOT NULL,
	"billing_mode" text NOT NULL,
	"hourly_rate" bigint NOT NULL,
	"status" text DEFAULT 'creating' NOT NULL,
	"status_detail" text DEFAULT '' NOT NULL,
	"provider_ref" text,
	"order_no" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	CONSTRAINT "instances_name_unique" UNIQUE("name"),
	CONSTRAINT "instances_gpu_count_positive" CHECK ("instances"."gpu_count" > 0)
);
--> statement-breakpoint
CREATE TABLE "simulated_machines" (
	"ref" text PRIMARY KEY NOT NULL,
	"instance_id" integer NOT NULL,
	"host_name" text NOT NULL,
	"state" text NOT NULL,
	"image" text NOT NULL,
	"gpu_count" integer NOT NULL,
	"ssh_port" integer NOT NULL,
	"password" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "instances" ADD CONSTRAINT "instances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instances" ADD CONSTRAINT "instances_sub_account_id_sub_accounts_id_fk" FOREIGN KEY ("sub_account_id") REFERENCES "public"."sub_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instances" ADD CONSTRAINT "instances_host_id_hosts_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."hosts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instances" ADD CONSTRAINT "instances_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "instances_user_idx" ON "instances" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "instances_status_idx" ON "instances" USING btree ("status");