CREATE TABLE "money_adjustments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "money_adjustments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"direction" text NOT NULL,
	"pocket" text NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"reference" text NOT NULL,
	"status" text NOT NULL,
	"requested_by" integer NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_note" text DEFAULT '' NOT NULL,
	"balance_before" bigint,
	"balance_after" bigint,
	CONSTRAINT "money_adjustments_amount_positive" CHECK ("money_adjustments"."amount" > 0),
	CONSTRAINT "money_adjustments_direction_check" CHECK ("money_adjustments"."direction" in ('credit', 'debit')),
	CONSTRAINT "money_adjustments_pocket_check" CHECK ("money_adjustments"."pocket" in ('balance', 'vouchers')),
	CONSTRAINT "money_adjustments_status_check" CHECK ("money_adjustments"."status" in ('pending', 'applied', 'rejected')),
	CONSTRAINT "money_adjustments_four_eyes" CHECK ("money_adjustments"."decided_by" is null or "money_adjustments"."decided_by" <> "money_adjustments"."requested_by")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "login_disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "money_adjustments" ADD CONSTRAINT "money_adjustments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_adjustments" ADD CONSTRAINT "money_adjustments_requested_by_staff_members_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_adjustments" ADD CONSTRAINT "money_adjustments_decided_by_staff_members_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "money_adjustments_request_id_key" ON "money_adjustments" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "money_adjustments_status_idx" ON "money_adjustments" USING btree ("status","requested_at");--> statement-breakpoint
CREATE INDEX "money_adjustments_user_idx" ON "money_adjustments" USING btree ("user_id","requested_at");