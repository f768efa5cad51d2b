CREATE TABLE "quote_observations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"round_id" text NOT NULL,
	"observed_at" timestamp with time zone NOT NULL,
	"provider" text NOT NULL,
	"sandbox" boolean NOT NULL,
	"rate_type" text NOT NULL,
	"from_code" text NOT NULL,
	"to_code" text NOT NULL,
	"direction" text NOT NULL,
	"amount_from" text,
	"amount_to" text,
	"rate" text,
	"outcome" text NOT NULL,
	"answer_ms" integer,
	"measured" boolean NOT NULL,
	"best" boolean NOT NULL,
	"spread" numeric,
	"min_amount" text,
	"max_amount" text
);
--> statement-breakpoint
CREATE INDEX "quote_observations_pair" ON "quote_observations" USING btree ("from_code","to_code","observed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quote_observations_provider" ON "quote_observations" USING btree ("provider","observed_at");--> statement-breakpoint
CREATE INDEX "quote_observations_observed" ON "quote_observations" USING btree ("observed_at");