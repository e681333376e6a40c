CREATE TABLE "balance_alerts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"threshold_fen" bigint DEFAULT 0 NOT NULL,
	"low_noticed_at" timestamp with time zone,
	"stop_warned_at" timestamp with time zone,
	CONSTRAINT "balance_alerts_threshold_range" CHECK ("balance_alerts"."threshold_fen" >= 0 and "balance_alerts"."threshold_fen" <= 10000000)
);
--> statement-breakpoint
ALTER TABLE "balance_alerts" ADD CONSTRAINT "balance_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;