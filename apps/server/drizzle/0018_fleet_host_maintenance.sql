-- Fleet console (issue 11): a host may be in maintenance (no new rentals, what runs keeps running),
-- and instances are found by host (maintenance notices, the offline check, repricing).
CREATE INDEX "instances_host_idx" ON "instances" USING btree ("host_id");--> statement-breakpoint
ALTER TABLE "hosts" ADD CONSTRAINT "hosts_status_check" CHECK ("hosts"."status" in ('online', 'maintenance', 'offline'));