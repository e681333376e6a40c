-- Pay-as-you-go by the minute (issue 44): a charge is a range of minutes of the instance's life.
-- Hours charged before are the ranges [60h, 60h + 60); an instance's paid time so far (hour 0 by
-- its order, then every hour the tick charged in advance) is where its minute charges start.
ALTER TABLE "instance_charges" ADD COLUMN "from_minute" integer;--> statement-breakpoint
ALTER TABLE "instance_charges" ADD COLUMN "to_minute" integer;--> statement-breakpoint
UPDATE "instance_charges" SET "from_minute" = "hour_index" * 60, "to_minute" = "hour_index" * 60 + 60;--> statement-breakpoint
ALTER TABLE "instance_charges" ALTER COLUMN "from_minute" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "instance_charges" ALTER COLUMN "to_minute" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "instance_charges" DROP CONSTRAINT "instance_charges_instance_id_hour_index_gpu_mode_pk";--> statement-breakpoint
ALTER TABLE "instance_charges" ADD CONSTRAINT "instance_charges_instance_id_from_minute_gpu_mode_pk" PRIMARY KEY("instance_id","from_minute","gpu_mode");--> statement-breakpoint
ALTER TABLE "instance_charges" ADD CONSTRAINT "instance_charges_minutes" CHECK ("instance_charges"."to_minute" > "instance_charges"."from_minute");--> statement-breakpoint
ALTER TABLE "instances" ADD COLUMN "charged_to_minute" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "instances" i SET "charged_to_minute" = 60 * greatest(i."charge_from_hour", 1,
  coalesce((SELECT max(c."hour_index") + 1 FROM "instance_charges" c WHERE c."instance_id" = i."id"), 0))
WHERE i."billing_mode" = 'post_paid';
