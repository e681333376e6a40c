CREATE TABLE "partner_balance_moves" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_balance_moves_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_user_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_balance_moves_amount_positive" CHECK ("partner_balance_moves"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "partner_earnings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_earnings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"source_ref" text NOT NULL,
	"customer_user_id" integer,
	"host_id" integer,
	"instance_id" integer,
	"hour_index" integer,
	"base_fen" bigint NOT NULL,
	"rate_bp" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"gpu_hours" integer DEFAULT 0 NOT NULL,
	"earned_at" timestamp with time zone NOT NULL,
	"settlement_id" integer
);
--> statement-breakpoint
CREATE TABLE "partner_referrals" (
	"customer_user_id" integer PRIMARY KEY NOT NULL,
	"partner_user_id" integer NOT NULL,
	"bound_at" timestamp with time zone NOT NULL,
	"bound_until" timestamp with time zone NOT NULL,
	"paid_in_fen" bigint DEFAULT 0 NOT NULL,
	"base_fen" bigint DEFAULT 0 NOT NULL,
	"commission_fen" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "partner_referrals_base" CHECK ("partner_referrals"."base_fen" >= 0 and "partner_referrals"."base_fen" <= "partner_referrals"."paid_in_fen"),
	CONSTRAINT "partner_referrals_commission" CHECK ("partner_referrals"."commission_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "partner_settlements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_settlements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_user_id" integer NOT NULL,
	"run_key" text NOT NULL,
	"cutoff" timestamp with time zone NOT NULL,
	"commission_fen" bigint NOT NULL,
	"machine_fen" bigint NOT NULL,
	"amount_fen" bigint NOT NULL,
	"earnings" integer NOT NULL,
	"settled_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_withdrawals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_withdrawals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_user_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"status" text DEFAULT 'applied' NOT NULL,
	"bank_name" text NOT NULL,
	"account_sealed" text NOT NULL,
	"masked_card" text NOT NULL,
	"masked_holder" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	CONSTRAINT "partner_withdrawals_amount_positive" CHECK ("partner_withdrawals"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'applied' NOT NULL,
	"level" smallint DEFAULT 1 NOT NULL,
	"rate_bp" integer DEFAULT 0 NOT NULL,
	"code" text,
	"note" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"applied_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"pending_fen" bigint DEFAULT 0 NOT NULL,
	"withdrawable_fen" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "partners_code_unique" UNIQUE("code"),
	CONSTRAINT "partners_level_range" CHECK ("partners"."level" between 1 and 3)
);
--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "partner_user_id" integer;--> statement-breakpoint
ALTER TABLE "hosts" ADD COLUMN "partner_share_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_balance_moves" ADD CONSTRAINT "partner_balance_moves_partner_user_id_users_id_fk" FOREIGN KEY ("partner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_earnings" ADD CONSTRAINT "partner_earnings_partner_user_id_users_id_fk" FOREIGN KEY ("partner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_earnings" ADD CONSTRAINT "partner_earnings_customer_user_id_users_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_referrals" ADD CONSTRAINT "partner_referrals_customer_user_id_users_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_referrals" ADD CONSTRAINT "partner_referrals_partner_user_id_users_id_fk" FOREIGN KEY ("partner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_settlements" ADD CONSTRAINT "partner_settlements_partner_user_id_users_id_fk" FOREIGN KEY ("partner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_withdrawals" ADD CONSTRAINT "partner_withdrawals_partner_user_id_users_id_fk" FOREIGN KEY ("partner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_withdrawals" ADD CONSTRAINT "partner_withdrawals_decided_by_staff_members_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_decided_by_staff_members_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_balance_moves_request_key" ON "partner_balance_moves" USING btree ("partner_user_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_earnings_source_key" ON "partner_earnings" USING btree ("kind","source_ref");--> statement-breakpoint
CREATE INDEX "partner_earnings_partner_idx" ON "partner_earnings" USING btree ("partner_user_id","earned_at");--> statement-breakpoint
CREATE INDEX "partner_earnings_unsettled_idx" ON "partner_earnings" USING btree ("earned_at") WHERE "partner_earnings"."settlement_id" is null;--> statement-breakpoint
CREATE INDEX "partner_referrals_partner_idx" ON "partner_referrals" USING btree ("partner_user_id","bound_at");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_settlements_run_key" ON "partner_settlements" USING btree ("partner_user_id","run_key");--> statement-breakpoint
CREATE INDEX "partner_settlements_partner_idx" ON "partner_settlements" USING btree ("partner_user_id","settled_at");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_withdrawals_request_key" ON "partner_withdrawals" USING btree ("partner_user_id","request_id");--> statement-breakpoint
CREATE INDEX "partner_withdrawals_partner_idx" ON "partner_withdrawals" USING btree ("partner_user_id","created_at");--> statement-breakpoint
CREATE INDEX "partner_withdrawals_status_idx" ON "partner_withdrawals" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "partners_status_idx" ON "partners" USING btree ("status","applied_at");--> statement-breakpoint
ALTER TABLE "hosts" ADD CONSTRAINT "hosts_partner_user_id_users_id_fk" FOREIGN KEY ("partner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hosts_partner_idx" ON "hosts" USING btree ("partner_user_id") WHERE "hosts"."partner_user_id" is not null;--> statement-breakpoint
ALTER TABLE "hosts" ADD CONSTRAINT "hosts_partner_share" CHECK ("hosts"."partner_share_bp" >= 0 and "hosts"."partner_share_bp" < 10000);