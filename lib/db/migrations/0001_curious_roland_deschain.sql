CREATE TABLE "asset_prices" (
	"ticker" text PRIMARY KEY NOT NULL,
	"usd" double precision NOT NULL,
	"source" text NOT NULL,
	"as_of" timestamp with time zone NOT NULL,
	CONSTRAINT "asset_prices_usd_positive" CHECK ("asset_prices"."usd" > 0)
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"code" text PRIMARY KEY NOT NULL,
	"ticker" text NOT NULL,
	"name" text NOT NULL,
	"network" text NOT NULL,
	"contract" text,
	"decimals" integer NOT NULL,
	"icon" text NOT NULL,
	"popular_rank" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "currencies_code_format" CHECK ("currencies"."code" ~ '^[a-z0-9]+$'),
	CONSTRAINT "currencies_decimals_range" CHECK ("currencies"."decimals" between 0 and 36)
);
--> statement-breakpoint
CREATE TABLE "networks" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"badge" text NOT NULL,
	"address_kind" text NOT NULL,
	"memo_label" text,
	"memo_required" boolean,
	"memo_format" text,
	"memo_max_length" integer,
	"explorer_tx" text NOT NULL,
	"explorer_address" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "networks_code_format" CHECK ("networks"."code" ~ '^[a-z0-9]+$'),
	CONSTRAINT "networks_memo_complete" CHECK (("networks"."memo_label" is null) = ("networks"."memo_required" is null)
        and ("networks"."memo_label" is null) = ("networks"."memo_format" is null)
        and ("networks"."memo_label" is null) = ("networks"."memo_max_length" is null))
);
--> statement-breakpoint
ALTER TABLE "asset_prices" ADD CONSTRAINT "asset_prices_ticker_coins_code_fk" FOREIGN KEY ("ticker") REFERENCES "public"."coins"("code") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "currencies" ADD CONSTRAINT "currencies_ticker_coins_code_fk" FOREIGN KEY ("ticker") REFERENCES "public"."coins"("code") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "currencies" ADD CONSTRAINT "currencies_network_networks_code_fk" FOREIGN KEY ("network") REFERENCES "public"."networks"("code") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "currencies_ticker_idx" ON "currencies" USING btree ("ticker");--> statement-breakpoint
CREATE INDEX "currencies_network_idx" ON "currencies" USING btree ("network");