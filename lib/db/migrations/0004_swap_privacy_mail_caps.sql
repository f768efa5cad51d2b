CREATE TABLE "mail_recipient_counts" (
	"recipient_hash" text NOT NULL,
	"day" date NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mail_recipient_counts_recipient_hash_day_pk" PRIMARY KEY("recipient_hash","day")
);
--> statement-breakpoint
DROP INDEX "swaps_creating_idx";--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "attempt" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "swap_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_swap_id_idx" ON "idempotency_keys" USING btree ("swap_id");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_swap_kind_idx" ON "outbox" USING btree ("swap_id","kind");--> statement-breakpoint
CREATE INDEX "swaps_creating_idx" ON "swaps" USING btree ("updated_at") WHERE "swaps"."phase" = 'creating';