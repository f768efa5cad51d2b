CREATE TABLE "price_history" (
	"ticker" text NOT NULL,
	"as_of" timestamp with time zone NOT NULL,
	"usd" double precision NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "price_history_ticker_as_of_pk" PRIMARY KEY("ticker","as_of"),
	CONSTRAINT "price_history_usd_positive" CHECK ("price_history"."usd" > 0)
);
--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_ticker_coins_code_fk" FOREIGN KEY ("ticker") REFERENCES "public"."coins"("code") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "price_history_as_of_idx" ON "price_history" USING btree ("as_of");