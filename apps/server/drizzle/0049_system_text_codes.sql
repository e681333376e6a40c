ALTER TABLE "orders" ADD COLUMN "title_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "title_params" jsonb;--> statement-breakpoint
ALTER TABLE "staff_audit" ADD COLUMN "note_code" text;--> statement-breakpoint
ALTER TABLE "staff_audit" ADD COLUMN "note_params" jsonb;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD COLUMN "note_code" text;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD COLUMN "note_params" jsonb;--> statement-breakpoint
-- Backfill: order titles and ledger notes the system wrote in English before they were codes get
-- their code and parameters (rendered in the reader's language). Text of any other shape (written
-- by a person, or a shape not listed) keeps no code and is shown as stored. The old text stays.
UPDATE "orders" SET "title_code" = 'order.rent', "title_params" = jsonb_build_object('gpu', m[1], 'gpus', m[2]::int, 'mode', m[3], 'count', m[4]::int)
FROM (SELECT "order_no" AS no, regexp_match("title", '^(.+) x(\d+), (hourly|daily|monthly|post_paid) x(\d+)$') AS m FROM "orders" WHERE "title_code" IS NULL) s
WHERE "order_no" = s.no AND s.m IS NOT NULL;--> statement-breakpoint
UPDATE "orders" SET "title_code" = 'order.prepaid', "title_params" = jsonb_build_object('name', m[1], 'mode', m[2], 'count', m[3]::int)
FROM (SELECT "order_no" AS no, regexp_match("title", '^(.+): (hourly|daily|monthly|post_paid) x(\d+)$') AS m FROM "orders" WHERE "title_code" IS NULL) s
WHERE "order_no" = s.no AND s.m IS NOT NULL;--> statement-breakpoint
UPDATE "orders" SET "title_code" = 'order.add_disk', "title_params" = jsonb_build_object('name', m[1], 'gb', m[2]::int)
FROM (SELECT "order_no" AS no, regexp_match("title", '^(.+): \+(\d+) GB disk, rest of today$') AS m FROM "orders" WHERE "title_code" IS NULL) s
WHERE "order_no" = s.no AND s.m IS NOT NULL;--> statement-breakpoint
UPDATE "orders" SET "title_code" = 'order.cloud_disk', "title_params" = jsonb_build_object('gb', m[1]::int)
FROM (SELECT "order_no" AS no, regexp_match("title", '^Cloud disk (\d+) GB: first day$') AS m FROM "orders" WHERE "title_code" IS NULL) s
WHERE "order_no" = s.no AND s.m IS NOT NULL;--> statement-breakpoint
UPDATE "orders" SET "title_code" = 'order.cloud_disk_resize', "title_params" = jsonb_build_object('name', m[1], 'gb', m[2]::int)
FROM (SELECT "order_no" AS no, regexp_match("title", '^Cloud disk (.+) to (\d+) GB: rest of today$') AS m FROM "orders" WHERE "title_code" IS NULL) s
WHERE "order_no" = s.no AND s.m IS NOT NULL;--> statement-breakpoint
UPDATE "orders" SET "title_code" = 'order.file_storage', "title_params" = jsonb_build_object('gb', m[1]::int, 'free', m[2]::int)
FROM (SELECT "order_no" AS no, regexp_match("title", '^File storage (\d+) GB beyond the free (\d+) GB: rest of today$') AS m FROM "orders" WHERE "title_code" IS NULL) s
WHERE "order_no" = s.no AND s.m IS NOT NULL;--> statement-breakpoint
UPDATE "orders" SET "title_code" = 'order.vouchers', "title_params" = jsonb_build_object('amount', (m[1] || m[2])::bigint)
FROM (SELECT "order_no" AS no, regexp_match("title", '^Compute vouchers (\d+)\.(\d\d)$') AS m FROM "orders" WHERE "title_code" IS NULL) s
WHERE "order_no" = s.no AND s.m IS NOT NULL;--> statement-breakpoint
UPDATE "orders" SET "title_code" = 'order.reservation_deposit', "title_params" = jsonb_build_object('gpu', m[1], 'gpus', m[2]::int, 'start', m[3], 'end', m[4])
FROM (SELECT "order_no" AS no, regexp_match("title", '^(.+) x(\d+) bare metal, (\d{4}-\d\d-\d\d) to (\d{4}-\d\d-\d\d): deposit$') AS m FROM "orders" WHERE "title_code" IS NULL) s
WHERE "order_no" = s.no AND s.m IS NOT NULL;--> statement-breakpoint
UPDATE "wallet_ledger" SET "note_code" = 'ledger.top_up', "note_params" = jsonb_build_object('channel', CASE "note" WHEN 'WeChat Pay' THEN 'wechat' ELSE 'alipay' END)
WHERE "note_code" IS NULL AND "kind" = 'top_up' AND "note" IN ('WeChat Pay', 'Alipay');--> statement-breakpoint
UPDATE "wallet_ledger" SET "note_code" = c.code, "note_params" = '{}'::jsonb
FROM (VALUES
  ('pay-as-you-go hours', 'ledger.post_paid_hours'),
  ('storage days', 'ledger.storage_days'),
  ('machine could not be created', 'ledger.machine_not_created'),
  ('the cloud disk could not be made', 'ledger.cloud_disk_not_created'),
  ('withdrawal to a bank account', 'ledger.withdrawal'),
  ('withdrawal refused', 'ledger.withdrawal_refused'),
  ('moved to the balance', 'ledger.moved_to_balance'),
  ('sales-partner earnings', 'ledger.partner_earnings'),
  ('commission on referred customers', 'ledger.commission'),
  ('commission reversed: money refunded', 'ledger.commission_reversed'),
  ('machine income', 'ledger.machine_income'),
  ('machine income reversed: money refunded', 'ledger.machine_income_reversed'),
  ('settled', 'ledger.settled')
) AS c(text, code)
WHERE "note_code" IS NULL AND "note" = c.text;--> statement-breakpoint
UPDATE "wallet_ledger" SET "note_code" = 'ledger.hours_not_run', "note_params" = jsonb_build_object('hours', substring("note" from '^(\d+) ')::int)
WHERE "note_code" IS NULL AND "note" ~ '^\d+ pay-as-you-go hours not run$';--> statement-breakpoint
UPDATE "wallet_ledger" SET "note_code" = 'ledger.unused_hours', "note_params" = jsonb_build_object('hours', substring("note" from '^(\d+) ')::int)
WHERE "note_code" IS NULL AND "note" ~ '^\d+ unused hours$';--> statement-breakpoint
UPDATE "wallet_ledger" SET "note_code" = CASE WHEN "note" LIKE '% cancelled' THEN 'ledger.reservation_cancelled' ELSE 'ledger.reservation_refused' END,
  "note_params" = jsonb_build_object('id', substring("note" from '^reservation (\d+) ')::int)
WHERE "note_code" IS NULL AND "note" ~ '^reservation \d+ (cancelled|refused)$';--> statement-breakpoint
UPDATE "wallet_ledger" SET "note_code" = 'order.vouchers', "note_params" = jsonb_build_object('amount', replace(substring("note" from '^Compute vouchers (\d+\.\d\d)$'), '.', '')::bigint)
WHERE "note_code" IS NULL AND "note" ~ '^Compute vouchers \d+\.\d\d$';--> statement-breakpoint
UPDATE "wallet_ledger" SET "note_code" = 'ledger.top_up_refund_refused', "note_params" = jsonb_build_object('id', m[1], 'reason', m[2])
FROM (SELECT "id" AS row_id, regexp_match("note", '^refund (\S+) refused by the payment service: (.*)$') AS m FROM "wallet_ledger" WHERE "note_code" IS NULL AND "kind" = 'top_up_refund') s
WHERE "id" = s.row_id AND s.m IS NOT NULL;
