-- Refresh the catalogue aggregates in place and only when a value changes. Deleting and re-inserting on every
-- refresh left a dead row behind each time, and the embedded database has no autovacuum to clear them: reads of
-- best_offers slowed down as stock was written.
CREATE OR REPLACE FUNCTION refresh_family_aggregates(p_family_id integer) RETURNS void LANGUAGE sql AS $$
  UPDATE families SET units_in_stock = fresh.units_in_stock, max_discount = fresh.max_discount
  FROM (
    SELECT
      (SELECT count(*) FROM stock_units WHERE family_id = p_family_id AND status IN ('available', 'held'))::integer AS units_in_stock,
      coalesce((SELECT max(discount + special_discount) FROM stock_units WHERE family_id = p_family_id AND status = 'available'), 0) AS max_discount
  ) AS fresh
  WHERE families.id = p_family_id
    AND (families.units_in_stock, families.max_discount) IS DISTINCT FROM (fresh.units_in_stock, fresh.max_discount);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_version_aggregates(p_subfamily_id integer) RETURNS void LANGUAGE sql AS $$
  UPDATE versions SET units_in_stock = fresh.units_in_stock
  FROM (
    SELECT (SELECT count(*) FROM stock_units WHERE subfamily_id = p_subfamily_id AND status IN ('available', 'held'))::integer AS units_in_stock
  ) AS fresh
  WHERE versions.id = p_subfamily_id AND versions.units_in_stock IS DISTINCT FROM fresh.units_in_stock;
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
  INSERT INTO best_offers (brand_id, family_id, subfamily_id, color_key, stock_unit_id, discount_amount)
  SELECT brand_id, family_id, subfamily_id, p_color_key, id, discount + special_discount
  FROM stock_units
  WHERE family_id = p_family_id AND subfamily_id = p_subfamily_id AND lower(color) = p_color_key
    AND status = 'available' AND discount + special_discount > 0
  ORDER BY discount + special_discount DESC, id ASC
  LIMIT 1
  ON CONFLICT (family_id, subfamily_id, color_key) DO UPDATE
    SET stock_unit_id = excluded.stock_unit_id, discount_amount = excluded.discount_amount, brand_id = excluded.brand_id
    WHERE (best_offers.stock_unit_id, best_offers.discount_amount, best_offers.brand_id)
      IS DISTINCT FROM (excluded.stock_unit_id, excluded.discount_amount, excluded.brand_id);
$$;
--> statement-breakpoint
-- The lookup the refresh makes for every key it touches.
CREATE INDEX IF NOT EXISTS stock_units_offer_key_idx ON stock_units (family_id, subfamily_id, lower(color));
