CREATE TABLE "coupon_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupon_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"type" smallint NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"discount_basis_points" integer DEFAULT 10000 NOT NULL,
	"money_limit" bigint DEFAULT 0 NOT NULL,
	"use_time_limit_days" integer DEFAULT 0 NOT NULL,
	"target_goods" text DEFAULT '' NOT NULL,
	"target_image" text DEFAULT '' NOT NULL,
	"target_use_mode" text DEFAULT '' NOT NULL,
	"target_user_verify_type" smallint DEFAULT 0 NOT NULL,
	"begin_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone,
	"total_num" integer NOT NULL,
	"remain_num" integer NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_groups_remain_range" CHECK ("coupon_groups"."remain_num" >= 0 and "coupon_groups"."remain_num" <= "coupon_groups"."total_num"),
	CONSTRAINT "coupon_groups_type" CHECK ("coupon_groups"."type" in (0, 1, 2)),
	CONSTRAINT "coupon_groups_discount_range" CHECK ("coupon_groups"."discount_basis_points" > 0 and "coupon_groups"."discount_basis_points" <= 10000)
);
--> statement-breakpoint
CREATE TABLE "user_coupons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"used_ref" text
);
--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_group_id_coupon_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."coupon_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_coupons_once_per_group" ON "user_coupons" USING btree ("user_id","group_id");--> statement-breakpoint
CREATE INDEX "user_coupons_user_idx" ON "user_coupons" USING btree ("user_id","claimed_at");