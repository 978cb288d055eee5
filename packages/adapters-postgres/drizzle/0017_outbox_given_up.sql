-- An outbox event given up as undeliverable (decision 1281): an email that cannot be written, after
-- its last attempt. Claims skip it; it is deleted after the retention, as a delivered one is. Its
-- journal "when" follows 0016's (the migrator applies only what is later than the last applied).
ALTER TABLE "outbox" ADD COLUMN "failed_at" timestamp with time zone;