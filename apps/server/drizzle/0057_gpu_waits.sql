CREATE TABLE "gpu_waits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gpu_waits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"sub_account_id" integer,
	"gpu_model" text NOT NULL,
	"gpu_count" integer NOT NULL,
	"kind" text NOT NULL,
	"region_id" integer,
	"cap_fen" bigint NOT NULL,
	"mode" text NOT NULL,
	"order" jsonb NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"host_id" integer,
	"instance_id" integer,
	"failure_code" text,
	"lease_until" timestamp with time zone,
	CONSTRAINT "gpu_waits_gpu_count_range" CHECK ("gpu_waits"."gpu_count" between 1 and 8),
	CONSTRAINT "gpu_waits_cap_positive" CHECK ("gpu_waits"."cap_fen" > 0)
);
--> statement-breakpoint
ALTER TABLE "gpu_waits" ADD CONSTRAINT "gpu_waits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gpu_waits" ADD CONSTRAINT "gpu_waits_sub_account_id_sub_accounts_id_fk" FOREIGN KEY ("sub_account_id") REFERENCES "public"."sub_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gpu_waits" ADD CONSTRAINT "gpu_waits_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gpu_waits" ADD CONSTRAINT "gpu_waits_host_id_hosts_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."hosts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gpu_waits" ADD CONSTRAINT "gpu_waits_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gpu_waits_queue_idx" ON "gpu_waits" USING btree ("created_at","id") WHERE "gpu_waits"."state" = 'waiting';--> statement-breakpoint
CREATE INDEX "gpu_waits_user_idx" ON "gpu_waits" USING btree ("user_id","created_at");