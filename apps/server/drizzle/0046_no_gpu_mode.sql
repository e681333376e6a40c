ALTER TABLE "instance_charges" ADD COLUMN "gpu_mode" text DEFAULT 'gpu' NOT NULL;--> statement-breakpoint
ALTER TABLE "instance_charges" DROP CONSTRAINT "instance_charges_instance_id_hour_index_pk";--> statement-breakpoint
ALTER TABLE "instance_charges" ADD CONSTRAINT "instance_charges_instance_id_hour_index_gpu_mode_pk" PRIMARY KEY("instance_id","hour_index","gpu_mode");--> statement-breakpoint
ALTER TABLE "instances" ADD COLUMN "gpu_mode" text DEFAULT 'gpu' NOT NULL;--> statement-breakpoint
ALTER TABLE "instances" ADD COLUMN "no_gpu_hourly_rate" bigint;--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "no_gpu_price_per_hour" bigint;--> statement-breakpoint
ALTER TABLE "instances" ADD CONSTRAINT "instances_no_gpu_rate" CHECK ("instances"."gpu_mode" = 'gpu' or "instances"."no_gpu_hourly_rate" is not null);--> statement-breakpoint
ALTER TABLE "hosts" ADD CONSTRAINT "hosts_no_gpu_price_positive" CHECK (coalesce("hosts"."no_gpu_price_per_hour", 1) > 0);