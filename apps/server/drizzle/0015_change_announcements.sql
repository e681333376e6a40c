-- Every change to what the hot reads answer is announced on the channel gpucloud_changes when its
-- transaction commits (a rollback announces nothing), so every server process can keep those reads
-- in memory and forget them in time (apps/server/src/core/cache). The database announces it, so no
-- writer can forget to. Statement-level triggers: a set-based UPDATE of many rows (the billing tick)
-- costs one notification, not one per row.
--   u:<id>,<id>,...  these main accounts' profile, wallet, sub-accounts, verification or inbox changed
--   u:*              too many to list: every account
--   s                the store's catalogue (regions, hosts, their prices and free GPUs) changed
CREATE FUNCTION gpucloud_announce_accounts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    ids := '*';
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('select string_agg(distinct %I::text, '','') from old_rows', TG_ARGV[0]) INTO ids;
  ELSE
    EXECUTE format('select string_agg(distinct %I::text, '','') from new_rows', TG_ARGV[0]) INTO ids;
  END IF;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  -- A notification carries at most 8000 bytes.
  IF length(ids) > 7000 THEN
    ids := '*';
  END IF;
  PERFORM pg_notify('gpucloud_changes', 'u:' || ids);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION gpucloud_announce_store() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('gpucloud_changes', 's');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_announce_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION gpucloud_announce_accounts('id');
--> statement-breakpoint
CREATE TRIGGER users_announce_update AFTER UPDATE ON users REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION gpucloud_announce_accounts('id');
--> statement-breakpoint
CREATE TRIGGER users_announce_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION gpucloud_announce_accounts('id');
--> statement-breakpoint
CREATE TRIGGER users_announce_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION gpucloud_announce_accounts();
--> statement-breakpoint
CREATE TRIGGER wallets_announce_insert AFTER INSERT ON wallets REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION gpucloud_announce_accounts('user_id');
--> statement-breakpoint
CREATE TRIGGER wallets_announce_update AFTER UPDATE ON wallets REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION gpucloud_announce_accounts('user_id');
--> statement-breakpoint
CREATE TRIGGER wallets_announce_delete AFTER DELETE ON wallets REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION gpucloud_announce_accounts('user_id');
--> statement-breakpoint
CREATE TRIGGER wallets_announce_truncate AFTER TRUNCATE ON wallets
  FOR EACH STATEMENT EXECUTE FUNCTION gpucloud_announce_accounts();
--> statement-breakpoint
CREATE TRIGGER sub_accounts_announce_insert AFTER INSERT ON sub_accounts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION gpucloud_announce_accounts('main_user_id');
--> statement-breakpoint
CREATE TRIGGER sub_accounts_announce_update AFTER UPDATE ON sub_accounts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION gpucloud_announce_accounts('main_user_id');
--> statement-breakpoint
CREATE TRIGGER sub_accounts_announce_delete AFTER DELETE ON sub_accounts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION gpucloud_announce_accounts('main_user_id');
--> statement-breakpoint
CREATE TRIGGER sub_accounts_announce_truncate AFTER TRUNCATE ON sub_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION gpucloud_announce_accounts();
--> statement-breakpoint
CREATE TRIGGER verifications_announce_insert AFTER INSERT ON verifications REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION gpucloud_announce_accounts('user_id');
--> statement-breakpoint
CREATE TRIGGER verifications_announce_update AFTER UPDATE ON verifications REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION gpucloud_announce_accounts('user_id');
--> statement-breakpoint
CREATE TRIGGER verifications_announce_delete AFTER DELETE ON verifications REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION gpucloud_announce_accounts('user_id');
--> statement-breakpoint
CREATE TRIGGER verifications_announce_truncate AFTER TRUNCATE ON verifications
  FOR EACH STATEMENT EXECUTE FUNCTION gpucloud_announce_accounts();
--> statement-breakpoint
CREATE TRIGGER inbox_items_announce_insert AFTER INSERT ON inbox_items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION gpucloud_announce_accounts('user_id');
--> statement-breakpoint
CREATE TRIGGER inbox_items_announce_update AFTER UPDATE ON inbox_items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION gpucloud_announce_accounts('user_id');
--> statement-breakpoint
CREATE TRIGGER inbox_items_announce_delete AFTER DELETE ON inbox_items REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION gpucloud_announce_accounts('user_id');
--> statement-breakpoint
CREATE TRIGGER inbox_items_announce_truncate AFTER TRUNCATE ON inbox_items
  FOR EACH STATEMENT EXECUTE FUNCTION gpucloud_announce_accounts();
--> statement-breakpoint
CREATE TRIGGER hosts_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON hosts
  FOR EACH STATEMENT EXECUTE FUNCTION gpucloud_announce_store();
--> statement-breakpoint
CREATE TRIGGER regions_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON regions
  FOR EACH STATEMENT EXECUTE FUNCTION gpucloud_announce_store();
