CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"sandbox" boolean NOT NULL,
	"side" text NOT NULL,
	"provider_order_id" text,
	"from_code" text NOT NULL,
	"to_code" text NOT NULL,
	"amount_from" text NOT NULL,
	"method" text NOT NULL,
	"via" text,
	"source" text NOT NULL,
	"partner_id" text,
	"key_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "swaps" ADD COLUMN "source" text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "swaps" ADD COLUMN "partner_id" text;--> statement-breakpoint
ALTER TABLE "swaps" ADD COLUMN "key_id" text;