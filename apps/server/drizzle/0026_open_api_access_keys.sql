CREATE TABLE "access_key_idempotency" (
	"key_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"body_sha256" text NOT NULL,
	"instance_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "access_key_idempotency_key_id_idempotency_key_pk" PRIMARY KEY("key_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "access_key_requests" (
	"key_id" integer NOT NULL,
	"nonce" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "access_key_requests_key_id_nonce_pk" PRIMARY KEY("key_id","nonce")
);
--> statement-breakpoint
CREATE TABLE "access_key_spends" (
	"order_no" text PRIMARY KEY NOT NULL,
	"key_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "access_keys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "access_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"access_key_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"sub_account_id" integer,
	"name" text NOT NULL,
	"scopes" text[] NOT NULL,
	"secret_sealed" text NOT NULL,
	"previous_secret_sealed" text,
	"previous_valid_until" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"expires_at" timestamp with time zone,
	"ip_allow_list" text[] DEFAULT '{}'::text[] NOT NULL,
	"monthly_spend_cap" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"last_ip" text,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "access_keys_accessKeyId_unique" UNIQUE("access_key_id")
);
--> statement-breakpoint
ALTER TABLE "access_key_idempotency" ADD CONSTRAINT "access_key_idempotency_key_id_access_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."access_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_key_requests" ADD CONSTRAINT "access_key_requests_key_id_access_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."access_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_key_spends" ADD CONSTRAINT "access_key_spends_key_id_access_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."access_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_keys" ADD CONSTRAINT "access_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_keys" ADD CONSTRAINT "access_keys_sub_account_id_sub_accounts_id_fk" FOREIGN KEY ("sub_account_id") REFERENCES "public"."sub_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_key_requests_at_idx" ON "access_key_requests" USING btree ("key_id","at");--> statement-breakpoint
CREATE INDEX "access_key_spends_key_idx" ON "access_key_spends" USING btree ("key_id","at");--> statement-breakpoint
CREATE INDEX "access_keys_owner_idx" ON "access_keys" USING btree ("user_id","sub_account_id");--> statement-breakpoint
CREATE INDEX "instances_order_idx" ON "instances" USING btree ("order_no");