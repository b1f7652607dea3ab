-- Keeps families.units_in_stock / max_discount, versions.units_in_stock and best_offers in step with stock_units.
-- Statement-level triggers with transition tables refresh each affected key once, so a bulk import stays cheap.
CREATE FUNCTION refresh_family_aggregates(p_family_id integer) RETURNS void LANGUAGE sql AS $$
  UPDATE families SET
    units_in_stock = (SELECT count(*) FROM stock_units WHERE family_id = p_family_id AND status IN ('available', 'held')),
    max_discount = coalesce((SELECT max(discount + special_discount) FROM stock_units WHERE family_id = p_family_id AND status = 'available'), 0)
  WHERE id = p_family_id;
$$;
--> statement-breakpoint
CREATE FUNCTION refresh_version_aggregates(p_subfamily_id integer) RETURNS void LANGUAGE sql AS $$
  UPDATE versions SET
    units_in_stock = (SELECT count(*) FROM stock_units WHERE subfamily_id = p_subfamily_id AND status IN ('available', 'held'))
  WHERE id = p_subfamily_id;
$$;
--> statement-breakpoint
CREATE FUNCTION refresh_best_offer(p_family_id integer, p_subfamily_id integer, p_color_key text) RETURNS void LANGUAGE sql AS $$
  DELETE FROM best_offers WHERE family_id = p_family_id AND subfamily_id = p_subfamily_id AND color_key = p_color_key;
  INSERT INTO best_offers (brand_id, family_id, subfamily_id, color_key, stock_unit_id, discount_amount)
  SELECT brand_id, family_id, subfamily_id, p_color_key, id, discount + special_discount
  FROM stock_units
  WHERE family_id = p_family_id AND subfamily_id = p_subfamily_id AND lower(color) = p_color_key
    AND status = 'available' AND discount + special_discount > 0
  ORDER BY discount + special_discount DESC, id ASC
  LIMIT 1;
$$;
--> statement-breakpoint
CREATE FUNCTION refresh_stock_keys(p_keys jsonb) RETURNS void LANGUAGE sql AS $$
  WITH stock_keys AS (
    SELECT DISTINCT (k->>0)::integer AS family_id, (k->>1)::integer AS subfamily_id, k->>2 AS color_key
    FROM jsonb_array_elements(coalesce(p_keys, '[]'::jsonb)) AS k
  )
  SELECT count(refresh_family_aggregates(family_id)) FROM (SELECT DISTINCT family_id FROM stock_keys) AS f
  UNION ALL
  SELECT count(refresh_version_aggregates(subfamily_id)) FROM (SELECT DISTINCT subfamily_id FROM stock_keys) AS v
  UNION ALL
  SELECT count(refresh_best_offer(family_id, subfamily_id, color_key)) FROM stock_keys;
$$;
--> statement-breakpoint
CREATE FUNCTION stock_units_refresh_aggregates() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb := '[]'::jsonb;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    changed := changed || coalesce((SELECT jsonb_agg(jsonb_build_array(family_id, subfamily_id, lower(color))) FROM new_rows), '[]'::jsonb);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    changed := changed || coalesce((SELECT jsonb_agg(jsonb_build_array(family_id, subfamily_id, lower(color))) FROM old_rows), '[]'::jsonb);
  END IF;
  PERFORM refresh_stock_keys(changed);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER stock_units_aggregates_insert AFTER INSERT ON stock_units
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stock_units_refresh_aggregates();
--> statement-breakpoint
CREATE TRIGGER stock_units_aggregates_update AFTER UPDATE ON stock_units
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stock_units_refresh_aggregates();
--> statement-breakpoint
CREATE TRIGGER stock_units_aggregates_delete AFTER DELETE ON stock_units
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stock_units_refresh_aggregates();
