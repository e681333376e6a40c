ALTER TABLE "instances" ADD COLUMN "reconcile_status" text;--> statement-breakpoint
ALTER TABLE "instances" ADD COLUMN "reconcile_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "instances" ADD COLUMN "reconcile_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "instances" ADD COLUMN "charge_from_hour" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "simulated_machines" ADD COLUMN "key" text;--> statement-breakpoint
ALTER TABLE "simulated_machines" ADD COLUMN "pending" text;--> statement-breakpoint
ALTER TABLE "simulated_machines" ADD COLUMN "pending_detail" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "simulated_machines" ADD COLUMN "settle_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "simulated_machines" ADD CONSTRAINT "simulated_machines_key_unique" UNIQUE("key");--> statement-breakpoint
-- Machines made before creates had keys answer to their instance's name.
UPDATE "simulated_machines" m SET "key" = i."name" FROM "instances" i WHERE i."id" = m."instance_id" AND m."key" IS NULL;--> statement-breakpoint
-- The tick now catches up every due hour from this one: instances older than it start at the hour in progress, as the tick charged before.
UPDATE "instances" SET "charge_from_hour" = greatest(1, floor(extract(epoch from (now() - "created_at")) / 3600)::integer);
