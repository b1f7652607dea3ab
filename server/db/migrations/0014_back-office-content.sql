CREATE TABLE "stock_unit_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"chassis" text NOT NULL,
	"position" smallint NOT NULL,
	"photo" jsonb NOT NULL,
	"thumbnail" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "stock_unit_photos_position_check" CHECK ("stock_unit_photos"."position" between 1 and 12),
	CONSTRAINT "stock_unit_photos_chassis_check" CHECK ("stock_unit_photos"."chassis" ~ '^[A-HJ-NPR-Z0-9]{17}$')
);
--> statement-breakpoint
DROP INDEX "promotions_discoverable_scope_key";--> statement-breakpoint
ALTER TABLE "credit_plans" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_methods" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "summary" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "popups" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "popups" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "salespeople" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "link_url" text;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "stock_unit_photos_chassis_idx" ON "stock_unit_photos" USING btree ("chassis","position");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_discoverable_scope_key" ON "promotions" USING btree (coalesce("brand_id", 0),coalesce(upper("family"), ''),coalesce("chassis", '')) WHERE "promotions"."discoverable" and "promotions"."active" and "promotions"."deleted_at" is null;--> statement-breakpoint
-- A money discount was meant in the currency of the units it applied to: dollars for a brand priced in dollars only.
UPDATE "promotions" p SET "currency" = CASE
  WHEN p."brand_id" IS NOT NULL
    AND EXISTS (SELECT 1 FROM "families" f WHERE f."brand_id" = p."brand_id")
    AND NOT EXISTS (SELECT 1 FROM "families" f WHERE f."brand_id" = p."brand_id" AND f."currency" <> 'usd')
  THEN 'usd' ELSE 'ars' END
WHERE p."money_discount" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_currency_check" CHECK (("promotions"."currency" is null or "promotions"."currency" in ('ars', 'usd')) and ("promotions"."money_discount" is null or "promotions"."currency" is not null));--> statement-breakpoint
-- A unit's photos show on the brand's pages and on the buyer's: announce them like the rest of the site's content.
CREATE TRIGGER stock_unit_photos_page_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stock_unit_photos
  FOR EACH STATEMENT EXECUTE FUNCTION page_cache_notify('site');
