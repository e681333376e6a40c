CREATE TABLE "service_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"instance_id" integer NOT NULL,
	"port" integer NOT NULL,
	"session_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "instance_plugins" ADD COLUMN "program" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "services_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "service_codes" ADD CONSTRAINT "service_codes_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_codes" ADD CONSTRAINT "service_codes_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_codes_expires_idx" ON "service_codes" USING btree ("expires_at");