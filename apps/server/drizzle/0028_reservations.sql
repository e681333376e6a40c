CREATE TABLE "bare_metal_reservations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bare_metal_reservations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"config_key" text NOT NULL,
	"region_id" integer NOT NULL,
	"gpu_model" text NOT NULL,
	"gpu_memory_gb" integer NOT NULL,
	"gpu_count" integer NOT NULL,
	"cpu_cores" integer NOT NULL,
	"memory_gb" integer NOT NULL,
	"system_disk_gb" integer NOT NULL,
	"data_disk_gb" integer NOT NULL,
	"bandwidth_mbps" integer NOT NULL,
	"start_day" text NOT NULL,
	"end_day" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"days" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"deposit_fen" bigint NOT NULL,
	"deposit_order_no" text NOT NULL,
	"refunded_fen" bigint DEFAULT 0 NOT NULL,
	"cancelled_by" text DEFAULT 'none' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"instance_id" integer,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bare_metal_reservations_depositOrderNo_unique" UNIQUE("deposit_order_no"),
	CONSTRAINT "bare_metal_reservations_range" CHECK ("bare_metal_reservations"."starts_at" < "bare_metal_reservations"."ends_at" and "bare_metal_reservations"."days" > 0),
	CONSTRAINT "bare_metal_reservations_refund" CHECK ("bare_metal_reservations"."refunded_fen" between 0 and "bare_metal_reservations"."deposit_fen")
);
--> statement-breakpoint
ALTER TABLE "bare_metal_reservations" ADD CONSTRAINT "bare_metal_reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bare_metal_reservations" ADD CONSTRAINT "bare_metal_reservations_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bare_metal_reservations" ADD CONSTRAINT "bare_metal_reservations_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bare_metal_reservations_user_idx" ON "bare_metal_reservations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bare_metal_reservations_config_idx" ON "bare_metal_reservations" USING btree ("config_key","state");--> statement-breakpoint
CREATE INDEX "bare_metal_reservations_state_idx" ON "bare_metal_reservations" USING btree ("state","created_at");