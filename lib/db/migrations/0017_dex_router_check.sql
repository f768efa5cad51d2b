ALTER TABLE "dex_swaps" ADD COLUMN "tx_to" text;--> statement-breakpoint
ALTER TABLE "dex_swaps" ADD COLUMN "router_verified" boolean;--> statement-breakpoint
ALTER TABLE "dex_swaps" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "dex_swaps_state_idx" ON "dex_swaps" USING btree ("state","recorded_at");