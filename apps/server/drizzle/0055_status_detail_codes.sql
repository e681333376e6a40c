-- Backfill (issue 43): an instance's status detail the system wrote in English becomes the code the
-- console reads in its reader's language (packages/domain/src/status-details.ts). A machine's own
-- words, an image's name and the codes already stored stay as they are.
UPDATE "instances" SET "status_detail" = c.code
FROM (VALUES
  ('released by its owner', 'released_by_owner'),
  ('stopped with refund', 'stopped_with_refund'),
  ('arrears: balance and credit are used up', 'arrears'),
  ('arrears: the storage of the suspended instance could not be paid', 'storage_arrears'),
  ('the prepaid period ended', 'period_ended'),
  ('refund requested', 'refund_requested')
) AS c(text, code)
WHERE "status_detail" = c.text;--> statement-breakpoint
UPDATE "instances" SET "status_detail" = 'retention_ended' WHERE "status_detail" ~ '^kept \d+ days after shutting down$';--> statement-breakpoint
UPDATE "instances" SET "status_detail" = 'auto_stopped' WHERE "status_detail" ~ '^Auto-stop(:| at) ';
