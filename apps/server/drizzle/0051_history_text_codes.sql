ALTER TABLE "instance_events" ADD COLUMN "detail_code" text;--> statement-breakpoint
ALTER TABLE "instance_events" ADD COLUMN "detail_params" jsonb;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD COLUMN "note_code" text;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD COLUMN "note_params" jsonb;--> statement-breakpoint
-- Backfill: instance history details and points ledger notes the system wrote in English before they
-- were codes get their code and parameters (rendered in the reader's language); resize order titles
-- and ledger notes, which 0049 left as written, too. Text of any other shape (a machine's detail, an
-- image's label, a shape not listed) keeps no code and is shown as stored. The old text stays.
UPDATE "instance_events" SET "detail_code" = 'event.order', "detail_params" = jsonb_build_object('order', substring("detail" from '^order (\S+)$'))
WHERE "detail_code" IS NULL AND "event" = 'created' AND "detail" ~ '^order \S+$';--> statement-breakpoint
UPDATE "instance_events" SET "detail_code" = 'event.prepaid_order', "detail_params" = jsonb_build_object('mode', m[1], 'count', m[2]::int, 'order', m[3])
FROM (SELECT "id" AS row_id, regexp_match("detail", '^(hourly|daily|monthly) x(\d+), order (\S+)$') AS m FROM "instance_events" WHERE "detail_code" IS NULL) s
WHERE "id" = s.row_id AND s.m IS NOT NULL;--> statement-breakpoint
UPDATE "instance_events" SET "detail_code" = c.code, "detail_params" = '{}'::jsonb
FROM (VALUES
  ('pay-as-you-go from the kept disk', 'event.to_post_paid_kept_disk'),
  ('released by its owner', 'event.released_by_owner'),
  ('disks kept, billed as storage by the day', 'event.suspended'),
  ('refund requested', 'event.refund_requested'),
  ('the prepaid period ended', 'event.period_ended'),
  ('balance and credit are used up', 'event.arrears'),
  ('arrears: the storage of the suspended instance could not be paid', 'event.storage_arrears')
) AS c(text, code)
WHERE "detail_code" IS NULL AND "detail" = c.text;--> statement-breakpoint
UPDATE "instance_events" SET "detail_code" = s.code, "detail_params" = jsonb_build_object('hours', s.m[1]::int, 'amount', (s.m[2] || s.m[3])::bigint)
FROM (SELECT e."id" AS row_id, c.code, regexp_match(e."detail", c.pattern) AS m
  FROM "instance_events" e CROSS JOIN (VALUES
    ('^(\d+) h, (\d+)\.(\d\d)$', 'event.stopped_with_refund'),
    ('^(\d+) h: (\d+)\.(\d\d)$', 'event.hours_refunded'),
    ('^(\d+) pay-as-you-go h not run: (\d+)\.(\d\d)$', 'event.refund_not_run'),
    ('^(\d+) prepaid h unused: (\d+)\.(\d\d)$', 'event.refund_unused')
  ) AS c(pattern, code)
  WHERE e."detail_code" IS NULL) s
WHERE "id" = s.row_id AND s.m IS NOT NULL;--> statement-breakpoint
UPDATE "instance_events" SET "detail_code" = 'event.to_post_paid_refunded', "detail_params" = jsonb_build_object('amount', replace(substring("detail" from '^pay-as-you-go; refunded (\d+\.\d\d)$'), '.', '')::bigint)
WHERE "detail_code" IS NULL AND "detail" ~ '^pay-as-you-go; refunded \d+\.\d\d$';--> statement-breakpoint
UPDATE "instance_events" SET "detail_code" = 'event.order_refunded', "detail_params" = jsonb_build_object('order', m[1], 'amount', (m[2] || m[3])::bigint)
FROM (SELECT "id" AS row_id, regexp_match("detail", '^order (\S+): (\d+)\.(\d\d)$') AS m FROM "instance_events" WHERE "detail_code" IS NULL) s
WHERE "id" = s.row_id AND s.m IS NOT NULL;--> statement-breakpoint
UPDATE "instance_events" SET "detail_code" = 'event.disk_added', "detail_params" = jsonb_build_object('gb', m[1]::int, 'total', m[2]::int)
FROM (SELECT "id" AS row_id, regexp_match("detail", '^\+(\d+) GB, data disk (\d+) GB$') AS m FROM "instance_events" WHERE "detail_code" IS NULL) s
WHERE "id" = s.row_id AND s.m IS NOT NULL;--> statement-breakpoint
UPDATE "instance_events" SET "detail_code" = 'event.machine_found_' || m[1], "detail_params" = jsonb_build_object('since', m[3], 'detail', CASE m[2] WHEN 'no detail' THEN '' ELSE m[2] END)
FROM (SELECT "id" AS row_id, regexp_match("detail", '^the machine was found (stopped|failed|gone) \((.*)\), stopped since (\S+), without a command$') AS m FROM "instance_events" WHERE "detail_code" IS NULL) s
WHERE "id" = s.row_id AND s.m IS NOT NULL;--> statement-breakpoint
UPDATE "instance_events" SET "detail_code" = 'event.not_created_in_time', "detail_params" = jsonb_build_object('minutes', substring("detail" from '^the machine was not created within (\d+) min: refunded$')::int)
WHERE "detail_code" IS NULL AND "detail" ~ '^the machine was not created within \d+ min: refunded$';--> statement-breakpoint
UPDATE "instance_events" SET "detail_code" = 'event.not_finished_in_time', "detail_params" = jsonb_build_object('status', m[1], 'minutes', m[2]::int)
FROM (SELECT "id" AS row_id, regexp_match("detail", '^(\w+) did not finish within (\d+) min$') AS m FROM "instance_events" WHERE "detail_code" IS NULL) s
WHERE "id" = s.row_id AND s.m IS NOT NULL;--> statement-breakpoint
UPDATE "instance_events" SET "detail_code" = 'event.migrated', "detail_params" = jsonb_build_object('host', substring("detail" from '^to (.+)$'))
WHERE "detail_code" IS NULL AND "event" = 'migrated' AND "detail" ~ '^to .+$';--> statement-breakpoint
UPDATE "instance_events" SET "detail_code" = 'event.auto_stop_time', "detail_params" = jsonb_build_object('at', to_char((m[1] || ':00+08')::timestamptz AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'))
FROM (SELECT "id" AS row_id, regexp_match("detail", '^auto-stop: at (\d{4}-\d\d-\d\d \d\d:\d\d) China time$') AS m FROM "instance_events" WHERE "detail_code" IS NULL) s
WHERE "id" = s.row_id AND s.m IS NOT NULL;--> statement-breakpoint
UPDATE "instance_events" SET "detail_code" = 'event.auto_stop_command', "detail_params" = jsonb_build_object('command', m[1], 'exitCode', m[2]::int)
FROM (SELECT "id" AS row_id, regexp_match("detail", '^auto-stop: the command (`.*`) finished with exit code (-?\d+)$') AS m FROM "instance_events" WHERE "detail_code" IS NULL) s
WHERE "id" = s.row_id AND s.m IS NOT NULL;--> statement-breakpoint
UPDATE "instance_events" SET "detail_code" = 'event.auto_stop_idle', "detail_params" = jsonb_build_object('minutes', m[1]::int, 'threshold', m[2]::numeric)
FROM (SELECT "id" AS row_id, regexp_match("detail", '^auto-stop: idle for (\d+) minutes \(utilisation under (\d+(?:\.\d+)?) %\)$') AS m FROM "instance_events" WHERE "detail_code" IS NULL) s
WHERE "id" = s.row_id AND s.m IS NOT NULL;--> statement-breakpoint
UPDATE "instance_events" SET "detail_code" = 'event.ends_at', "detail_params" = jsonb_build_object('at', m[1] || 'T' || m[2] || ':00Z')
FROM (SELECT "id" AS row_id, regexp_match("detail", '^ends at (\d{4}-\d\d-\d\d) (\d\d:\d\d) UTC$') AS m FROM "instance_events" WHERE "detail_code" IS NULL) s
WHERE "id" = s.row_id AND s.m IS NOT NULL;--> statement-breakpoint
UPDATE "instance_events" SET "detail_code" = 'event.retention_ended', "detail_params" = jsonb_build_object('days', substring("detail" from '^kept (\d+) days')::int)
WHERE "detail_code" IS NULL AND "detail" ~ '^kept \d+ days after shutting down$';--> statement-breakpoint
-- A resize's changes, "1 → 2 GPUs, 32 → 64 GB memory", as the steps `{changes:resources}` reads.
UPDATE "instance_events" SET "detail_code" = CASE WHEN m[2] IS NULL THEN 'event.resized' WHEN m[2] = 'charged' THEN 'event.resized_charged' ELSE 'event.resized_refunded' END,
  "detail_params" = jsonb_strip_nulls(jsonb_build_object('changes', (
    SELECT jsonb_agg(jsonb_build_object('resource', CASE step[3] WHEN 'GPUs' THEN 'gpuCount' WHEN 'vCPUs' THEN 'cpuCores' WHEN 'GB memory' THEN 'memoryGb' WHEN 'GB disk' THEN 'dataDiskGb' ELSE 'bandwidthMbps' END, 'before', step[1]::int, 'after', step[2]::int) ORDER BY n)
    FROM regexp_matches(m[1], '(\d+) → (\d+) (GPUs|vCPUs|GB memory|GB disk|Mbps)', 'g') WITH ORDINALITY AS r(step, n)
  ), 'amount', (m[3] || m[4])::bigint))
FROM (SELECT "id" AS row_id, regexp_match("detail", '^(\d+ → \d+ (?:GPUs|vCPUs|GB memory|GB disk|Mbps)(?:, \d+ → \d+ (?:GPUs|vCPUs|GB memory|GB disk|Mbps))*)(?:, (charged|refunded) (\d+)\.(\d\d))?$') AS m FROM "instance_events" WHERE "detail_code" IS NULL AND "event" = 'resized') s
WHERE "id" = s.row_id AND s.m IS NOT NULL;--> statement-breakpoint
UPDATE "orders" SET "title_code" = 'order.resize', "title_params" = jsonb_build_object('name', m[1], 'changes', (
    SELECT jsonb_agg(jsonb_build_object('resource', CASE step[3] WHEN 'GPUs' THEN 'gpuCount' WHEN 'vCPUs' THEN 'cpuCores' WHEN 'GB memory' THEN 'memoryGb' WHEN 'GB disk' THEN 'dataDiskGb' ELSE 'bandwidthMbps' END, 'before', step[1]::int, 'after', step[2]::int) ORDER BY n)
    FROM regexp_matches(m[2], '(\d+) → (\d+) (GPUs|vCPUs|GB memory|GB disk|Mbps)', 'g') WITH ORDINALITY AS r(step, n)
  ))
FROM (SELECT "order_no" AS no, regexp_match("title", '^(.+?): (\d+ → \d+ (?:GPUs|vCPUs|GB memory|GB disk|Mbps)(?:, \d+ → \d+ (?:GPUs|vCPUs|GB memory|GB disk|Mbps))*)$') AS m FROM "orders" WHERE "title_code" IS NULL) s
WHERE "order_no" = s.no AND s.m IS NOT NULL;--> statement-breakpoint
UPDATE "wallet_ledger" SET "note_code" = 'ledger.resized', "note_params" = jsonb_build_object('changes', (
    SELECT jsonb_agg(jsonb_build_object('resource', CASE step[3] WHEN 'GPUs' THEN 'gpuCount' WHEN 'vCPUs' THEN 'cpuCores' WHEN 'GB memory' THEN 'memoryGb' WHEN 'GB disk' THEN 'dataDiskGb' ELSE 'bandwidthMbps' END, 'before', step[1]::int, 'after', step[2]::int) ORDER BY n)
    FROM regexp_matches(m[1], '(\d+) → (\d+) (GPUs|vCPUs|GB memory|GB disk|Mbps)', 'g') WITH ORDINALITY AS r(step, n)
  ))
FROM (SELECT "id" AS row_id, regexp_match("note", '^resized: (\d+ → \d+ (?:GPUs|vCPUs|GB memory|GB disk|Mbps)(?:, \d+ → \d+ (?:GPUs|vCPUs|GB memory|GB disk|Mbps))*)$') AS m FROM "wallet_ledger" WHERE "note_code" IS NULL) s
WHERE "id" = s.row_id AND s.m IS NOT NULL;--> statement-breakpoint
UPDATE "points_ledger" SET "note_code" = 'points.check_in', "note_params" = jsonb_build_object('day', "note")
WHERE "note_code" IS NULL AND "kind" = 'check_in' AND "note" ~ '^\d{4}-\d\d-\d\d$';--> statement-breakpoint
UPDATE "points_ledger" SET "note_code" = 'points.verification', "note_params" = jsonb_build_object('id', substring("note" from '^verification (\d+)$')::int)
WHERE "note_code" IS NULL AND "kind" = 'verification' AND "note" ~ '^verification \d+$';--> statement-breakpoint
UPDATE "points_ledger" SET "note_code" = CASE "note" WHEN 'paid from the balance' THEN 'points.spending' ELSE 'points.spending_reversal' END, "note_params" = '{}'::jsonb
WHERE "note_code" IS NULL AND "note" IN ('paid from the balance', 'refunded to the balance');--> statement-breakpoint
-- A redemption's note was the item's English name: the item's Chinese name joins it while the item still has that English name.
UPDATE "points_ledger" l SET "note_code" = 'points.redemption', "note_params" = jsonb_build_object('item', jsonb_build_object('en-US', l."note", 'zh-CN', CASE WHEN i."name_en" = l."note" THEN i."name" ELSE '' END))
FROM "score_redemptions" r JOIN "score_items" i ON i."id" = r."item_id"
WHERE l."note_code" IS NULL AND l."kind" = 'redemption' AND l."source_ref" = 'redemption:' || r."id";--> statement-breakpoint
UPDATE "wallet_ledger" l SET "note_code" = 'ledger.score_store', "note_params" = jsonb_build_object('item', jsonb_build_object('en-US', substring(l."note" from '^score store: (.*)$'), 'zh-CN', CASE WHEN 'score store: ' || i."name_en" = l."note" THEN i."name" ELSE '' END))
FROM "score_redemptions" r JOIN "score_items" i ON i."id" = r."item_id"
WHERE l."note_code" IS NULL AND l."ref_type" = 'score_redemption' AND l."ref_id" = r."id"::text AND l."note" LIKE 'score store: %';
