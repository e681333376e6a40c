CREATE TABLE "access_key_buckets" (
	"key_id" integer PRIMARY KEY NOT NULL,
	"tokens" double precision NOT NULL,
	"refilled_at" timestamp with time zone NOT NULL,
	"last_taken" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "access_key_buckets" ADD CONSTRAINT "access_key_buckets_key_id_access_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."access_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The open-API gate keeps each key's row in the read cache of its main account (core/cache): a
-- change to what the gate checks announces that account, as 0015's triggers do for the others.
-- A row trigger with a column list: the key's last use (last_used_at, last_ip) announces nothing.
CREATE FUNCTION gpucloud_announce_access_key() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('gpucloud_changes', 'u:' || OLD.user_id);
  ELSE
    PERFORM pg_notify('gpucloud_changes', 'u:' || NEW.user_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER access_keys_announce_update AFTER UPDATE OF access_key_id, user_id, sub_account_id, scopes,
  secret_sealed, previous_secret_sealed, previous_valid_until, enabled, expires_at, ip_allow_list, deleted_at
  ON access_keys FOR EACH ROW EXECUTE FUNCTION gpucloud_announce_access_key();
--> statement-breakpoint
CREATE TRIGGER access_keys_announce_delete AFTER DELETE ON access_keys
  FOR EACH ROW EXECUTE FUNCTION gpucloud_announce_access_key();
