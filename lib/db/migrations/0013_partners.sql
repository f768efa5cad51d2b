CREATE TABLE "api_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"partner_id" text NOT NULL,
	"kind" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"display_prefix" text NOT NULL,
	"secret_sha256" text,
	"embed_secret" text,
	"scopes" jsonb NOT NULL,
	"origins" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rate_limit_per_minute" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "api_keys_id_format" CHECK ("api_keys"."id" ~ '^[a-z0-9]{12}$'),
	CONSTRAINT "api_keys_kind_known" CHECK ("api_keys"."kind" in ('secret', 'publishable')),
	CONSTRAINT "api_keys_secret_kind" CHECK (("api_keys"."kind" = 'secret') = ("api_keys"."secret_sha256" is not null))
);
--> statement-breakpoint
CREATE TABLE "commissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"swap_id" text NOT NULL,
	"partner_id" text NOT NULL,
	"key_id" text,
	"provider" text NOT NULL,
	"deposit_code" text NOT NULL,
	"amount_deposit" numeric(38, 18) NOT NULL,
	"amount_usd" numeric(38, 18),
	"rate" numeric(38, 18) NOT NULL,
	"commission_deposit" numeric(38, 18) NOT NULL,
	"commission_usd" numeric(38, 18),
	"status" text NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"payout_id" text
);
--> statement-breakpoint
CREATE TABLE "partner_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"company" text NOT NULL,
	"email" text NOT NULL,
	"website" text,
	"expected_volume" text NOT NULL,
	"message" text NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"contact_email" text NOT NULL,
	"website" text,
	"commission_rate" numeric(38, 18) NOT NULL,
	"revenue_share" numeric(38, 18) DEFAULT '0' NOT NULL,
	"allowed_origins" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"webhook_url" text,
	"webhook_secret" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partners_id_format" CHECK ("partners"."id" ~ '^[a-z0-9]{12}$'),
	CONSTRAINT "partners_status_known" CHECK ("partners"."status" in ('active', 'suspended'))
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"partner_id" text NOT NULL,
	"amount_usd" numeric(38, 18) NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"confirm_token_sha256" text,
	"confirm_expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"paid_reference" text
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"partner_id" text NOT NULL,
	"event" text NOT NULL,
	"swap_id" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_status" integer,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"failed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_keys_partner_idx" ON "api_keys" USING btree ("partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commissions_swap_idx" ON "commissions" USING btree ("swap_id");--> statement-breakpoint
CREATE INDEX "commissions_partner_finished_idx" ON "commissions" USING btree ("partner_id","finished_at");--> statement-breakpoint
CREATE INDEX "partner_applications_created_idx" ON "partner_applications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payouts_partner_idx" ON "payouts" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_partner_idx" ON "webhook_deliveries" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "swaps_partner_created_idx" ON "swaps" USING btree ("partner_id","created_at") WHERE "swaps"."partner_id" is not null;