CREATE TABLE "file_storage_grants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "file_storage_grants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"gb" integer NOT NULL,
	"until_day" integer NOT NULL,
	"redemption_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_storage_grants_redemptionId_unique" UNIQUE("redemption_id"),
	CONSTRAINT "file_storage_grants_gb_positive" CHECK ("file_storage_grants"."gb" > 0)
);
--> statement-breakpoint
ALTER TABLE "score_items" DROP CONSTRAINT "score_items_reward";--> statement-breakpoint
ALTER TABLE "score_items" ADD COLUMN "storage_gb" integer;--> statement-breakpoint
ALTER TABLE "score_items" ADD COLUMN "storage_days" integer;--> statement-breakpoint
ALTER TABLE "score_redemptions" ADD COLUMN "storage_gb" integer;--> statement-breakpoint
ALTER TABLE "score_redemptions" ADD COLUMN "storage_until_day" integer;--> statement-breakpoint
ALTER TABLE "file_storage_grants" ADD CONSTRAINT "file_storage_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_storage_grants" ADD CONSTRAINT "file_storage_grants_redemption_id_score_redemptions_id_fk" FOREIGN KEY ("redemption_id") REFERENCES "public"."score_redemptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_storage_grants_user_idx" ON "file_storage_grants" USING btree ("user_id","until_day");--> statement-breakpoint
ALTER TABLE "score_items" ADD CONSTRAINT "score_items_reward" CHECK (("score_items"."kind" = 'voucher' and "score_items"."voucher_fen" > 0 and "score_items"."coupon_group_id" is null
            and "score_items"."storage_gb" is null and "score_items"."storage_days" is null)
          or ("score_items"."kind" = 'coupon' and "score_items"."coupon_group_id" is not null and "score_items"."voucher_fen" is null
            and "score_items"."storage_gb" is null and "score_items"."storage_days" is null)
          or ("score_items"."kind" = 'file_storage' and "score_items"."storage_gb" > 0 and "score_items"."storage_days" > 0
            and "score_items"."voucher_fen" is null and "score_items"."coupon_group_id" is null));