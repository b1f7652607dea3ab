-- Each best offer carries the offer as the endpoint answers it, so listing a brand's offers reads one table and
-- costs the same whatever the number of units behind them.
ALTER TABLE "best_offers" ADD COLUMN "payload" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "best_offers" ALTER COLUMN "payload" DROP DEFAULT;
--> statement-breakpoint
CREATE FUNCTION best_offer_payload(p_stock_unit_id integer, p_discount_amount integer) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'id', u.id, 'brand', b.slug, 'brand_id', u.brand_id, 'name', u.model, 'family', f.family,
    'family_id', u.family_id, 'subfamily_id', u.subfamily_id, 'color', u.color, 'color_hex', u.color_hex,
    'body_style', f.body_style, 'model_year', u.model_year, 'currency', u.currency, 'discount_amount', p_discount_amount)
  FROM stock_units u JOIN families f ON f.id = u.family_id JOIN brands b ON b.id = u.brand_id
  WHERE u.id = p_stock_unit_id;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_best_offer(p_family_id integer, p_subfamily_id integer, p_color_key text) RETURNS void LANGUAGE sql AS $$
  DELETE FROM best_offers
  WHERE family_id = p_family_id AND subfamily_id = p_subfamily_id AND color_key = p_color_key
    AND NOT EXISTS (
      SELECT 1 FROM stock_units
      WHERE family_id = p_family_id AND subfamily_id = p_subfamily_id AND lower(color) = p_color_key
        AND status = 'available' AND discount + special_discount > 0
    );
  INSERT INTO best_offers (brand_id, family_id, subfamily_id, color_key, stock_unit_id, discount_amount, payload)
  SELECT best.brand_id, best.family_id, best.subfamily_id, p_color_key, best.id, best.discount_amount,
    best_offer_payload(best.id, best.discount_amount)
  FROM (
    SELECT brand_id, family_id, subfamily_id, id, discount + special_discount AS discount_amount
    FROM stock_units
    WHERE family_id = p_family_id AND subfamily_id = p_subfamily_id AND lower(color) = p_color_key
      AND status = 'available' AND discount + special_discount > 0
    ORDER BY discount + special_discount DESC, id ASC
    LIMIT 1
  ) AS best
  ON CONFLICT (family_id, subfamily_id, color_key) DO UPDATE
    SET stock_unit_id = excluded.stock_unit_id, discount_amount = excluded.discount_amount,
      brand_id = excluded.brand_id, payload = excluded.payload
    WHERE (best_offers.stock_unit_id, best_offers.discount_amount, best_offers.brand_id, best_offers.payload)
      IS DISTINCT FROM (excluded.stock_unit_id, excluded.discount_amount, excluded.brand_id, excluded.payload);
$$;
--> statement-breakpoint
UPDATE best_offers SET payload = best_offer_payload(stock_unit_id, discount_amount);
--> statement-breakpoint
-- A family renamed or redrawn changes the offers that show it.
CREATE FUNCTION families_refresh_best_offers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE best_offers SET payload = best_offer_payload(stock_unit_id, discount_amount) WHERE family_id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER families_best_offers_update AFTER UPDATE OF family, body_style ON families
  FOR EACH ROW WHEN (OLD.family IS DISTINCT FROM NEW.family OR OLD.body_style IS DISTINCT FROM NEW.body_style)
  EXECUTE FUNCTION families_refresh_best_offers();
