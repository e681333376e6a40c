CREATE TABLE "host_outage_instances" (
	"outage_id" integer NOT NULL,
	"instance_id" integer NOT NULL,
	"billing_mode" text NOT NULL,
	"settled_at" timestamp with time zone,
	"lost_minutes" integer DEFAULT 0 NOT NULL,
	"credited_vouchers" bigint DEFAULT 0 NOT NULL,
	"uncharged_minutes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "host_outage_instances_outage_id_instance_id_pk" PRIMARY KEY("outage_id","instance_id")
);
--> statement-breakpoint
CREATE TABLE "host_outages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "host_outages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"host_id" integer NOT NULL,
	"cause" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"staff_id" integer,
	"credited_vouchers" bigint DEFAULT 0 NOT NULL,
	"uncharged_minutes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "host_outages_order" CHECK ("host_outages"."ended_at" is null or "host_outages"."ended_at" >= "host_outages"."started_at")
);
--> statement-breakpoint
ALTER TABLE "host_outage_instances" ADD CONSTRAINT "host_outage_instances_outage_id_host_outages_id_fk" FOREIGN KEY ("outage_id") REFERENCES "public"."host_outages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_outage_instances" ADD CONSTRAINT "host_outage_instances_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_outages" ADD CONSTRAINT "host_outages_host_id_hosts_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."hosts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "host_outage_instances_unsettled_idx" ON "host_outage_instances" USING btree ("instance_id") WHERE "host_outage_instances"."settled_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "host_outages_unsettled_idx" ON "host_outages" USING btree ("host_id") WHERE "host_outages"."settled_at" is null;--> statement-breakpoint
CREATE INDEX "host_outages_host_idx" ON "host_outages" USING btree ("host_id","started_at");