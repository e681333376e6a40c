ALTER TABLE "access_key_idempotency" ALTER COLUMN "instance_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "access_key_idempotency" ADD COLUMN "answer" jsonb;