CREATE TABLE "ssh_keys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ssh_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"sub_account_id" integer,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"fingerprint" text NOT NULL,
	"public_key" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "instances" ADD COLUMN "ssh_password_login" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "ssh_keys" ADD CONSTRAINT "ssh_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ssh_keys" ADD CONSTRAINT "ssh_keys_sub_account_id_sub_accounts_id_fk" FOREIGN KEY ("sub_account_id") REFERENCES "public"."sub_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ssh_keys_holder_fingerprint_key" ON "ssh_keys" USING btree ("user_id",coalesce("sub_account_id", 0),"fingerprint");--> statement-breakpoint
CREATE INDEX "ssh_keys_user_fingerprint_idx" ON "ssh_keys" USING btree ("user_id","fingerprint");