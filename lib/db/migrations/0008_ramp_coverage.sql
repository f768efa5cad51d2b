CREATE TABLE "ramp_coverage" (
	"provider" text PRIMARY KEY NOT NULL,
	"sandbox" boolean NOT NULL,
	"coverage" jsonb NOT NULL,
	"read_at" timestamp with time zone NOT NULL
);
