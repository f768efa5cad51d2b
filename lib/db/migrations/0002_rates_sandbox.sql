CREATE TABLE "fixed_quotes" (
	"provider" text NOT NULL,
	"rate_id" text NOT NULL,
	"from_code" text NOT NULL,
	"to_code" text NOT NULL,
	"direction" text NOT NULL,
	"amount_from" text NOT NULL,
	"amount_to" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_swaps" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"from_code" text NOT NULL,
	"to_code" text NOT NULL,
	"rate_type" text NOT NULL,
	"amount_from" text NOT NULL,
	"amount_to" text NOT NULL,
	"deposit_address" text NOT NULL,
	"deposit_extra_id" text,
	"payout_address" text NOT NULL,
	"payout_extra_id" text,
	"refund_address" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"deposited_at" timestamp with time zone,
	"outcome" text,
	"outcome_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "fixed_quotes_key" ON "fixed_quotes" USING btree ("provider","rate_id");--> statement-breakpoint
CREATE INDEX "fixed_quotes_expires" ON "fixed_quotes" USING btree ("expires_at");