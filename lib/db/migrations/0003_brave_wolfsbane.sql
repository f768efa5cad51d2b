CREATE TABLE "idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"request_hash" text NOT NULL,
	"swap_id" text,
	"response_status" integer,
	"response_body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_error" text,
	"lease_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "swap_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"swap_id" text NOT NULL,
	"status" text NOT NULL,
	"provider_status" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "swaps" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_swap_id" text,
	"sandbox" boolean DEFAULT false NOT NULL,
	"phase" text DEFAULT 'creating' NOT NULL,
	"status" text,
	"provider_status" text,
	"rate_type" text NOT NULL,
	"direction" text NOT NULL,
	"from_code" text NOT NULL,
	"to_code" text NOT NULL,
	"amount_from" text NOT NULL,
	"amount_to" text,
	"rate_id" text,
	"payout_address" text NOT NULL,
	"payout_extra_id" text,
	"refund_address" text,
	"refund_extra_id" text,
	"deposit_address" text,
	"deposit_extra_id" text,
	"deposit_hash" text,
	"payout_hash" text,
	"email" text,
	"locale" text NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_check_at" timestamp with time zone,
	"last_checked_at" timestamp with time zone,
	"check_failures" integer DEFAULT 0 NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "swap_events" ADD CONSTRAINT "swap_events_swap_id_swaps_id_fk" FOREIGN KEY ("swap_id") REFERENCES "public"."swaps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "outbox" USING btree ("available_at") WHERE "outbox"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "swap_events_swap_idx" ON "swap_events" USING btree ("swap_id","at");--> statement-breakpoint
CREATE INDEX "swaps_next_check_idx" ON "swaps" USING btree ("next_check_at") WHERE "swaps"."phase" = 'created' and "swaps"."next_check_at" is not null;--> statement-breakpoint
CREATE INDEX "swaps_creating_idx" ON "swaps" USING btree ("created_at") WHERE "swaps"."phase" = 'creating';