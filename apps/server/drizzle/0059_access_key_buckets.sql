CREATE TABLE "access_key_buckets" (
	"key_id" integer PRIMARY KEY NOT NULL,
	"tokens" double precision NOT NULL,
	"refilled_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "access_key_buckets" ADD CONSTRAINT "access_key_buckets_key_id_access_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."access_keys"("id") ON DELETE no action ON UPDATE no action;