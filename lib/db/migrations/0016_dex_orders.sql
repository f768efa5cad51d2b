CREATE TABLE "dex_swaps" (
	"order_id" text PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"tx_hash" text NOT NULL,
	"aggregator" text NOT NULL,
	"from_address" text NOT NULL,
	"from_symbol" text NOT NULL,
	"from_name" text NOT NULL,
	"from_decimals" integer NOT NULL,
	"to_address" text NOT NULL,
	"to_symbol" text NOT NULL,
	"to_name" text NOT NULL,
	"to_decimals" integer NOT NULL,
	"amount_in" text NOT NULL,
	"amount_out" text NOT NULL,
	"min_out" text NOT NULL,
	"taker" text,
	"nonce" bigint,
	"state" text DEFAULT 'pending' NOT NULL,
	"block_number" text,
	"gas_cost_wei" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dex_swaps" ADD CONSTRAINT "dex_swaps_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dex_swaps_chain_tx_idx" ON "dex_swaps" USING btree ("chain_id","tx_hash");--> statement-breakpoint
CREATE INDEX "dex_swaps_tx_idx" ON "dex_swaps" USING btree ("tx_hash");