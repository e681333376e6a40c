CREATE TABLE "top_up_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"request_id" text NOT NULL,
	"out_trade_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"gateway_refund_id" text,
	"failure_reason" text DEFAULT '' NOT NULL,
	"requested_by" integer NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_queried_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	CONSTRAINT "top_up_refunds_amount_positive" CHECK ("top_up_refunds"."amount" > 0),
	CONSTRAINT "top_up_refunds_status_check" CHECK ("top_up_refunds"."status" in ('processing', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_refunds" (
	"out_refund_no" text PRIMARY KEY NOT NULL,
	"out_trade_no" text NOT NULL,
	"refund_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"state" text NOT NULL,
	"outcome" text NOT NULL,
	"refusal" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settles_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "sandbox_gateway_refunds_amount_positive" CHECK ("sandbox_gateway_refunds"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "sandbox_gateway_payments" ADD COLUMN "refunded" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "top_up_refunds" ADD CONSTRAINT "top_up_refunds_out_trade_no_top_up_orders_out_trade_no_fk" FOREIGN KEY ("out_trade_no") REFERENCES "public"."top_up_orders"("out_trade_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_up_refunds" ADD CONSTRAINT "top_up_refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_up_refunds" ADD CONSTRAINT "top_up_refunds_requested_by_staff_members_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_gateway_refunds" ADD CONSTRAINT "sandbox_gateway_refunds_out_trade_no_sandbox_gateway_payments_out_trade_no_fk" FOREIGN KEY ("out_trade_no") REFERENCES "public"."sandbox_gateway_payments"("out_trade_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "top_up_refunds_request_id_key" ON "top_up_refunds" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "top_up_refunds_order_idx" ON "top_up_refunds" USING btree ("out_trade_no");--> statement-breakpoint
CREATE INDEX "top_up_refunds_user_idx" ON "top_up_refunds" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE INDEX "top_up_refunds_processing_idx" ON "top_up_refunds" USING btree ("requested_at") WHERE "top_up_refunds"."status" = 'processing';--> statement-breakpoint
CREATE INDEX "sandbox_gateway_refunds_trade_idx" ON "sandbox_gateway_refunds" USING btree ("out_trade_no");--> statement-breakpoint
ALTER TABLE "sandbox_gateway_payments" ADD CONSTRAINT "sandbox_gateway_payments_refunded_within_amount" CHECK ("sandbox_gateway_payments"."refunded" between 0 and "sandbox_gateway_payments"."amount");