DROP INDEX "known_sign_ins_user_device_network_key";--> statement-breakpoint
ALTER TABLE "known_sign_ins" ADD COLUMN "sub_account_id" integer;--> statement-breakpoint
ALTER TABLE "known_sign_ins" ADD CONSTRAINT "known_sign_ins_sub_account_id_sub_accounts_id_fk" FOREIGN KEY ("sub_account_id") REFERENCES "public"."sub_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "known_sign_ins_sub_account_device_network_key" ON "known_sign_ins" USING btree ("sub_account_id","device","network") WHERE "known_sign_ins"."sub_account_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "known_sign_ins_user_device_network_key" ON "known_sign_ins" USING btree ("user_id","device","network") WHERE "known_sign_ins"."sub_account_id" is null;