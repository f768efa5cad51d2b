CREATE TABLE "coins" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"popular_rank" integer,
	CONSTRAINT "coins_code_upper" CHECK ("coins"."code" = upper("coins"."code"))
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"email_normalized" text NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscriptions_email_normalized_unique" UNIQUE("email_normalized")
);
--> statement-breakpoint
CREATE TABLE "popular_pairs" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_code" text NOT NULL,
	"to_code" text NOT NULL,
	"rank" integer NOT NULL,
	CONSTRAINT "popular_pairs_distinct" CHECK ("popular_pairs"."from_code" <> "popular_pairs"."to_code")
);
--> statement-breakpoint
CREATE TABLE "social_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"network" text NOT NULL,
	"link" text NOT NULL,
	"logo" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "social_links_network_unique" UNIQUE("network")
);
--> statement-breakpoint
ALTER TABLE "popular_pairs" ADD CONSTRAINT "popular_pairs_from_code_coins_code_fk" FOREIGN KEY ("from_code") REFERENCES "public"."coins"("code") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "popular_pairs" ADD CONSTRAINT "popular_pairs_to_code_coins_code_fk" FOREIGN KEY ("to_code") REFERENCES "public"."coins"("code") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "popular_pairs_from_to_key" ON "popular_pairs" USING btree ("from_code","to_code");