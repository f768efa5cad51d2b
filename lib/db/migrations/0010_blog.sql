CREATE TABLE "blog_articles" (
	"slug" text NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"plain_text" text NOT NULL,
	"author" text NOT NULL,
	"tags" text[] NOT NULL,
	"published" date NOT NULL,
	"updated" date,
	"reading_minutes" integer NOT NULL,
	"headings" jsonb NOT NULL,
	"cover" text NOT NULL,
	"cover_width" integer NOT NULL,
	"cover_height" integer NOT NULL,
	"cover_blur" text NOT NULL,
	"search_config" text NOT NULL,
	"search" "tsvector" NOT NULL,
	CONSTRAINT "blog_articles_slug_locale_pk" PRIMARY KEY("slug","locale")
);
--> statement-breakpoint
CREATE TABLE "blog_authors" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"bio" jsonb NOT NULL,
	"color" text NOT NULL,
	"links" jsonb NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_tags" (
	"slug" text PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blog_articles" ADD CONSTRAINT "blog_articles_author_blog_authors_slug_fk" FOREIGN KEY ("author") REFERENCES "public"."blog_authors"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_articles_locale_idx" ON "blog_articles" USING btree ("locale","published");--> statement-breakpoint
CREATE INDEX "blog_articles_tags_idx" ON "blog_articles" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "blog_articles_search_idx" ON "blog_articles" USING gin ("search");--> statement-breakpoint
CREATE INDEX "blog_articles_author_idx" ON "blog_articles" USING btree ("author");