CREATE TABLE "alert_mail_days" (
	"address" text NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "alert_mail_days_address_day_pk" PRIMARY KEY("address","day")
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"token" text NOT NULL,
	"stock_unit_id" integer,
	"family_id" integer,
	"search_filters" jsonb,
	"search_key" text,
	"watched_price" integer,
	"watched_currency" text,
	"seen_unit_ids" integer[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone,
	CONSTRAINT "alerts_token_unique" UNIQUE("token"),
	CONSTRAINT "alerts_kind_check" CHECK ("alerts"."kind" in ('price_drop', 'unit_free', 'saved_search')),
	CONSTRAINT "alerts_subject_check" CHECK (case "alerts"."kind"
        when 'saved_search' then "alerts"."search_key" is not null and "alerts"."stock_unit_id" is null
        else "alerts"."stock_unit_id" is not null and "alerts"."search_key" is null end)
);
--> statement-breakpoint
CREATE TABLE "search_uses" (
	"query_key" text NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_uses_query_key_day_pk" PRIMARY KEY("query_key","day")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_stock_unit_id_stock_units_id_fk" FOREIGN KEY ("stock_unit_id") REFERENCES "public"."stock_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_unit_email_key" ON "alerts" USING btree ("kind","stock_unit_id",lower("email")) WHERE "alerts"."stock_unit_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_search_email_key" ON "alerts" USING btree ("search_key",lower("email")) WHERE "alerts"."search_key" is not null;--> statement-breakpoint
CREATE INDEX "alerts_email_idx" ON "alerts" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "alerts_kind_confirmed_idx" ON "alerts" USING btree ("kind","confirmed_at");--> statement-breakpoint
CREATE INDEX "search_uses_day_idx" ON "search_uses" USING btree ("day");--> statement-breakpoint
-- 'Avisame si se libera' moves into the alerts (docs/decisions/0084). Those asked for before the double opt-in count as
-- confirmed, as they were taken under the rule of their day; each gets a link token of 32 random bytes, URL-safe.
INSERT INTO "alerts" ("kind", "email", "name", "token", "stock_unit_id", "family_id", "created_at", "confirmed_at")
SELECT 'unit_free', ua."email", ua."name",
  rtrim(translate(encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'base64'), '+/', '-_'), '='),
  ua."stock_unit_id", su."family_id", ua."created_at", ua."created_at"
FROM "unit_alerts" ua JOIN "stock_units" su ON su."id" = ua."stock_unit_id";--> statement-breakpoint
DROP TABLE "unit_alerts" CASCADE;
