-- The page cache's invalidations (docs/decisions/0024-page-cache.md): every committed change to what public pages read
-- is announced on the channel `page_cache`, to every process listening, whichever process or script made it. The
-- payload is the tag of the pages it affects (server/page-cache/tags.ts):
-- - `brand:<id>`: the catalogue and stock of one brand (stock units, families, versions, offers, savings plans);
-- - `rates`: the dollar rate and the credit plans;
-- - `site`: what every page reads (brands, the list of families, content, settings), so every page.
-- PostgreSQL delivers a notification when its transaction commits, and once per transaction for the same payload:
-- an import of ten thousand units of one brand sends one.
CREATE FUNCTION page_cache_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('page_cache', TG_ARGV[0]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION page_cache_notify_brand() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('page_cache', 'brand:' || OLD.brand_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('page_cache', 'brand:' || NEW.brand_id); END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A version names its family, and the family its brand; a family already gone (a cascade) affects every page.
CREATE FUNCTION page_cache_notify_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  brand smallint;
BEGIN
  SELECT brand_id INTO brand FROM families WHERE id = coalesce(NEW.family_id, OLD.family_id);
  PERFORM pg_notify('page_cache', coalesce('brand:' || brand, 'site'));
  IF TG_OP = 'UPDATE' AND NEW.family_id <> OLD.family_id THEN
    SELECT brand_id INTO brand FROM families WHERE id = OLD.family_id;
    PERFORM pg_notify('page_cache', coalesce('brand:' || brand, 'site'));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A family's stock figures (kept by the triggers of 0001 and 0003 at every stock change) are its brand's; what every
-- page lists of it (server/content/parameters.ts: its names, picture, body style and order) is the site's.
CREATE FUNCTION page_cache_notify_family() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('page_cache', 'brand:' || OLD.brand_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('page_cache', 'brand:' || NEW.brand_id); END IF;
  IF TG_OP <> 'UPDATE'
    OR (NEW.brand_id, NEW.family, NEW.name, NEW.image, NEW.body_style, NEW.sort_order)
      IS DISTINCT FROM (OLD.brand_id, OLD.family, OLD.name, OLD.image, OLD.body_style, OLD.sort_order) THEN
    PERFORM pg_notify('page_cache', 'site');
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER families_page_cache AFTER INSERT OR UPDATE OR DELETE ON families
  FOR EACH ROW EXECUTE FUNCTION page_cache_notify_family();
--> statement-breakpoint
CREATE TRIGGER stock_units_page_cache AFTER INSERT OR UPDATE OR DELETE ON stock_units
  FOR EACH ROW EXECUTE FUNCTION page_cache_notify_brand();
--> statement-breakpoint
CREATE TRIGGER best_offers_page_cache AFTER INSERT OR UPDATE OR DELETE ON best_offers
  FOR EACH ROW EXECUTE FUNCTION page_cache_notify_brand();
--> statement-breakpoint
CREATE TRIGGER savings_plans_page_cache AFTER INSERT OR UPDATE OR DELETE ON savings_plans
  FOR EACH ROW EXECUTE FUNCTION page_cache_notify_brand();
--> statement-breakpoint
CREATE TRIGGER versions_page_cache AFTER INSERT OR UPDATE OR DELETE ON versions
  FOR EACH ROW EXECUTE FUNCTION page_cache_notify_version();
--> statement-breakpoint
CREATE TRIGGER usd_rates_page_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON usd_rates
  FOR EACH STATEMENT EXECUTE FUNCTION page_cache_notify('rates');
--> statement-breakpoint
CREATE TRIGGER credit_plans_page_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON credit_plans
  FOR EACH STATEMENT EXECUTE FUNCTION page_cache_notify('rates');
--> statement-breakpoint
DO $$
DECLARE
  site_table text;
BEGIN
  -- Emptying a brand's table at once has no rows to name a brand by: every page.
  FOREACH site_table IN ARRAY ARRAY['stock_units', 'best_offers', 'savings_plans', 'versions', 'families'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION page_cache_notify(''site'')',
      site_table || '_truncate_page_cache', site_table);
  END LOOP;
  FOREACH site_table IN ARRAY ARRAY[
    'brands', 'contact_methods', 'news', 'stories', 'banners', 'popups', 'salespeople',
    'brand_settings', 'site_settings', 'locations', 'service_categories', 'services'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
        'FOR EACH STATEMENT EXECUTE FUNCTION page_cache_notify(''site'')',
      site_table || '_page_cache', site_table);
  END LOOP;
END;
$$;
