CREATE TABLE "instance_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "instance_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"instance_id" integer NOT NULL,
	"event" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instance_periods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "instance_periods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"instance_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"amount" bigint NOT NULL,
	"vouchers" bigint NOT NULL,
	CONSTRAINT "instance_periods_order" CHECK ("instance_periods"."ends_at" >= "instance_periods"."starts_at"),
	CONSTRAINT "instance_periods_vouchers_within" CHECK ("instance_periods"."vouchers" >= 0 and "instance_periods"."vouchers" <= "instance_periods"."amount")
);
--> statement-breakpoint
ALTER TABLE "instances" ADD COLUMN "holds_gpus" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "instances" ADD COLUMN "stopped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "instances" ADD COLUMN "expiry_notice_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "instance_events" ADD CONSTRAINT "instance_events_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instance_periods" ADD CONSTRAINT "instance_periods_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "instance_events_instance_idx" ON "instance_events" USING btree ("instance_id","created_at");--> statement-breakpoint
CREATE INDEX "instance_periods_instance_idx" ON "instance_periods" USING btree ("instance_id","ends_at");