CREATE TABLE "docker_engine_leases" (
	"engine" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "docker_machines" ADD COLUMN "busy_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "docker_machines" ADD COLUMN "busy_by" text;