CREATE TABLE "bot_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"chat_id" bigint NOT NULL,
	"swap_id" text NOT NULL,
	"locale" text NOT NULL,
	"last_status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "bot_subscriptions_live_idx" ON "bot_subscriptions" USING btree ("chat_id","swap_id") WHERE "bot_subscriptions"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "bot_subscriptions_swap_idx" ON "bot_subscriptions" USING btree ("swap_id") WHERE "bot_subscriptions"."ended_at" is null;