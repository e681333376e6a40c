CREATE TABLE "top_up_orders" (
	"out_trade_no" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"pay_type" smallint NOT NULL,
	"provider" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"qr_content" text,
	"transaction_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"last_queried_at" timestamp with time zone,
	CONSTRAINT "top_up_orders_amount_positive" CHECK ("top_up_orders"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_payments" (
	"out_trade_no" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"amount" bigint NOT NULL,
	"description" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"transaction_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"notify_attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "top_up_orders" ADD CONSTRAINT "top_up_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "top_up_orders_user_idx" ON "top_up_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "top_up_orders_open_idx" ON "top_up_orders" USING btree ("created_at") WHERE "top_up_orders"."status" = 0;