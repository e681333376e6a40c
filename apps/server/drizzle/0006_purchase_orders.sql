CREATE TABLE "orders" (
	"order_no" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"sub_account_id" integer,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"amount" bigint NOT NULL,
	"paid_balance" bigint DEFAULT 0 NOT NULL,
	"paid_vouchers" bigint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "orders_paid_parts" CHECK ("orders"."paid_balance" >= 0 and "orders"."paid_vouchers" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_sub_account_id_sub_accounts_id_fk" FOREIGN KEY ("sub_account_id") REFERENCES "public"."sub_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");