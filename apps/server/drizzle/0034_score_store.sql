CREATE TABLE "points_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"spent_fen" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "points_accounts_spent_nonneg" CHECK ("points_accounts"."spent_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "points_ledger" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "points_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"spent_fen" bigint DEFAULT 0 NOT NULL,
	"balance_after" integer NOT NULL,
	"source_ref" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "score_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "score_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"voucher_fen" bigint,
	"coupon_group_id" integer,
	"cost_points" integer NOT NULL,
	"stock" integer NOT NULL,
	"per_person_limit" integer DEFAULT 1 NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "score_items_stock_nonneg" CHECK ("score_items"."stock" >= 0),
	CONSTRAINT "score_items_cost_positive" CHECK ("score_items"."cost_points" > 0),
	CONSTRAINT "score_items_limit_positive" CHECK ("score_items"."per_person_limit" > 0),
	CONSTRAINT "score_items_reward" CHECK (("score_items"."kind" = 'voucher' and "score_items"."voucher_fen" > 0 and "score_items"."coupon_group_id" is null)
          or ("score_items"."kind" = 'coupon' and "score_items"."coupon_group_id" is not null and "score_items"."voucher_fen" is null))
);
--> statement-breakpoint
CREATE TABLE "score_redemptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "score_redemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"points" integer NOT NULL,
	"kind" text NOT NULL,
	"voucher_fen" bigint,
	"coupon_id" integer,
	"balance_after" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "points_accounts" ADD CONSTRAINT "points_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_items" ADD CONSTRAINT "score_items_coupon_group_id_coupon_groups_id_fk" FOREIGN KEY ("coupon_group_id") REFERENCES "public"."coupon_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_redemptions" ADD CONSTRAINT "score_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_redemptions" ADD CONSTRAINT "score_redemptions_item_id_score_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."score_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_source_key" ON "points_ledger" USING btree ("source_ref");--> statement-breakpoint
CREATE INDEX "points_ledger_user_idx" ON "points_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "score_redemptions_request_key" ON "score_redemptions" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "score_redemptions_item_user_idx" ON "score_redemptions" USING btree ("item_id","user_id");