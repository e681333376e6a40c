CREATE TABLE "simulated_images" (
	"ref" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"machine_ref" text NOT NULL,
	"state" text NOT NULL,
	"size_gb" integer NOT NULL,
	"settle_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulated_images_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "simulated_plugins" (
	"machine_ref" text NOT NULL,
	"plugin" text NOT NULL,
	"port" integer NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulated_plugins_machine_ref_plugin_pk" PRIMARY KEY("machine_ref","plugin")
);
--> statement-breakpoint
CREATE TABLE "simulated_volumes" (
	"ref" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"region" text NOT NULL,
	"size_gb" integer NOT NULL,
	"machine_ref" text,
	"deleted" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulated_volumes_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "instances" ADD COLUMN "extra_cpu_cores" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "instances" ADD COLUMN "extra_memory_gb" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "instances" ADD COLUMN "extra_disk_gb" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "instances" ADD COLUMN "bandwidth_mbps" integer;--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "spare_cpu_cores" integer DEFAULT 32 NOT NULL;--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "spare_memory_gb" integer DEFAULT 128 NOT NULL;--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "spare_disk_gb" integer DEFAULT 2000 NOT NULL;--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "max_bandwidth_mbps" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "simulated_machines" ADD COLUMN "kind" text DEFAULT 'kvm' NOT NULL;--> statement-breakpoint
ALTER TABLE "simulated_machines" ADD COLUMN "cpu_cores" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "simulated_machines" ADD COLUMN "memory_gb" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "simulated_machines" ADD COLUMN "data_disk_gb" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "simulated_machines" ADD COLUMN "bandwidth_mbps" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "simulated_machines" ADD COLUMN "suspended" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "instances" ADD CONSTRAINT "instances_extras_range" CHECK ("instances"."extra_cpu_cores" >= 0 and "instances"."extra_memory_gb" >= 0 and "instances"."extra_disk_gb" >= 0 and coalesce("instances"."bandwidth_mbps", 1) > 0);--> statement-breakpoint
ALTER TABLE "hosts" ADD CONSTRAINT "hosts_spare_range" CHECK ("hosts"."spare_cpu_cores" >= 0 and "hosts"."spare_memory_gb" >= 0 and "hosts"."spare_disk_gb" >= 0 and "hosts"."max_bandwidth_mbps" > 0);