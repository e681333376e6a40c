ALTER TABLE "instances" ADD COLUMN "machine_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "instances" ADD COLUMN "machine_check_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "simulated_machines" ADD COLUMN "state_since" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "instances_machine_check_idx" ON "instances" USING btree ("machine_check_after") WHERE "instances"."status" = 'running';