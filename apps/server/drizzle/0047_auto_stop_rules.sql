CREATE TABLE "auto_stop_rules" (
	"instance_id" integer PRIMARY KEY NOT NULL,
	"stop_at" timestamp with time zone,
	"idle_minutes" integer,
	"idle_threshold" integer,
	"idle_count_from" timestamp with time zone,
	"idle_warned_for" timestamp with time zone,
	"idle_warned_at" timestamp with time zone,
	"command" text,
	"command_key" text,
	"command_started_at" timestamp with time zone,
	"check_after" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auto_stop_rules_idle_range" CHECK ("auto_stop_rules"."idle_minutes" is null or ("auto_stop_rules"."idle_minutes" between 2 and 1440 and "auto_stop_rules"."idle_threshold" between 1 and 50)),
	CONSTRAINT "auto_stop_rules_command_key" CHECK (("auto_stop_rules"."command" is null) = ("auto_stop_rules"."command_key" is null))
);
--> statement-breakpoint
ALTER TABLE "auto_stop_rules" ADD CONSTRAINT "auto_stop_rules_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auto_stop_rules_stop_at_idx" ON "auto_stop_rules" USING btree ("stop_at") WHERE "auto_stop_rules"."stop_at" is not null;--> statement-breakpoint
CREATE INDEX "auto_stop_rules_watched_idx" ON "auto_stop_rules" USING btree ("check_after") WHERE "auto_stop_rules"."idle_minutes" is not null or "auto_stop_rules"."command" is not null;