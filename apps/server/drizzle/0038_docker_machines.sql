CREATE TABLE "docker_machines" (
	"ref" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"instance_id" integer NOT NULL,
	"host_name" text NOT NULL,
	"image" text NOT NULL,
	"shape" jsonb NOT NULL,
	"volumes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"password_sealed" text NOT NULL,
	"suspended" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "docker_machines_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "docker_volumes" (
	"ref" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"region" text NOT NULL,
	"size_gb" integer NOT NULL,
	"machine_ref" text,
	"host_name" text,
	"deleted" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "docker_volumes_key_unique" UNIQUE("key")
);
