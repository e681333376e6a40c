CREATE TABLE "instance_metrics" (
	"instance_id" integer NOT NULL,
	"resolution" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"samples" integer NOT NULL,
	"cpu_avg" real NOT NULL,
	"cpu_min" real NOT NULL,
	"cpu_max" real NOT NULL,
	"memory_used_avg" bigint NOT NULL,
	"memory_used_max" bigint NOT NULL,
	"memory_limit" bigint NOT NULL,
	"disk_used" bigint NOT NULL,
	"disk_size" bigint NOT NULL,
	"network_in" bigint NOT NULL,
	"network_out" bigint NOT NULL,
	"gpus" jsonb,
	"simulated" boolean DEFAULT false NOT NULL,
	CONSTRAINT "instance_metrics_instance_id_resolution_at_pk" PRIMARY KEY("instance_id","resolution","at")
);
--> statement-breakpoint
ALTER TABLE "instance_metrics" ADD CONSTRAINT "instance_metrics_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "instance_metrics_resolution_at" ON "instance_metrics" USING btree ("resolution","at");