ALTER TABLE "access_key_requests" DROP CONSTRAINT "access_key_requests_key_id_access_keys_id_fk";
--> statement-breakpoint
DROP INDEX "access_key_requests_at_idx";--> statement-breakpoint
CREATE INDEX "access_key_requests_at_brin_idx" ON "access_key_requests" USING brin ("at");--> statement-breakpoint
-- A signed request's nonce and its key's rate-limit token, spent for a batch of one key's requests in
-- one call (modules/openApi/access-keys.repository.ts `spendNonces`): a function, so its statements'
-- plans are kept per connection instead of planned on every batch (planning was most of the call).
-- The nonces' insert skips a replay (the primary key); the bucket's upsert takes at most the whole
-- tokens there, decided on the row's latest version under its lock, so concurrent batches from any
-- number of server processes never take more than the bucket holds. The fresh nonces past the tokens
-- taken are given back (a request refused for the rate may be sent again). Answers the fresh nonces
-- in the batch's order (the first `taken` admitted) and, when some were refused, the bucket's level
-- (under one token). Its commit does not wait for the WAL flush (docs/security.md).
CREATE FUNCTION gpucloud_spend_access_key_nonces(
  p_key integer, p_nonces text[], p_at timestamptz, p_ip text, p_per_minute integer
) RETURNS TABLE (fresh text[], taken integer, level double precision) LANGUAGE plpgsql AS $$
DECLARE
  v_fresh text[];
  v_wanted integer;
  v_taken integer;
  v_level double precision;
BEGIN
  PERFORM set_config('synchronous_commit', 'off', true);
  WITH inserted AS (
    INSERT INTO access_key_requests (key_id, nonce, at)
    SELECT p_key, n, p_at FROM unnest(p_nonces) AS n
    ON CONFLICT DO NOTHING RETURNING nonce
  )
  SELECT coalesce(array_agg(u.n ORDER BY u.i), '{}') INTO v_fresh
  FROM unnest(p_nonces) WITH ORDINALITY AS u(n, i) JOIN inserted ON inserted.nonce = u.n;
  v_wanted := cardinality(v_fresh);
  IF v_wanted = 0 THEN
    RETURN QUERY SELECT v_fresh, 0, NULL::double precision;
    RETURN;
  END IF;
  -- The bucket's level at p_at: what it held, plus p_per_minute a minute since, up to p_per_minute.
  INSERT INTO access_key_buckets AS b (key_id, tokens, refilled_at, last_taken)
  VALUES (p_key, p_per_minute - least(v_wanted, p_per_minute), p_at, least(v_wanted, p_per_minute))
  ON CONFLICT (key_id) DO UPDATE
    SET tokens = (least(p_per_minute::numeric, b.tokens::numeric + p_per_minute::numeric
          * greatest(0, extract(epoch from (p_at - b.refilled_at)) * 1000) / 60000)
        - least(v_wanted, floor(least(p_per_minute::numeric, b.tokens::numeric + p_per_minute::numeric
          * greatest(0, extract(epoch from (p_at - b.refilled_at)) * 1000) / 60000))))::float8,
      refilled_at = greatest(b.refilled_at, p_at),
      last_taken = least(v_wanted, floor(least(p_per_minute::numeric, b.tokens::numeric + p_per_minute::numeric
          * greatest(0, extract(epoch from (p_at - b.refilled_at)) * 1000) / 60000)))
    WHERE least(p_per_minute::numeric, b.tokens::numeric + p_per_minute::numeric
          * greatest(0, extract(epoch from (p_at - b.refilled_at)) * 1000) / 60000) >= 1
  RETURNING b.last_taken INTO v_taken;
  v_taken := coalesce(v_taken, 0);
  IF v_taken < v_wanted THEN
    DELETE FROM access_key_requests r WHERE r.key_id = p_key AND r.nonce = ANY (v_fresh[v_taken + 1:]);
    SELECT least(p_per_minute::numeric, b.tokens::numeric + p_per_minute::numeric
        * greatest(0, extract(epoch from (p_at - b.refilled_at)) * 1000) / 60000)::float8
      INTO v_level FROM access_key_buckets b WHERE b.key_id = p_key;
  END IF;
  IF v_taken > 0 THEN
    -- The key's last use moves at most once a minute per address.
    UPDATE access_keys k SET last_used_at = p_at, last_ip = p_ip
    WHERE k.id = p_key AND (k.last_used_at IS NULL OR k.last_used_at < p_at - interval '1 minute'
      OR k.last_ip IS DISTINCT FROM p_ip);
  END IF;
  RETURN QUERY SELECT v_fresh, v_taken, v_level;
END
$$;
