-- An offer also says what its unit costs (full_price_with_discount, the final price of the confirmation page), so a
-- card can show the price it leads to.
CREATE OR REPLACE FUNCTION best_offer_payload(p_stock_unit_id integer, p_discount_amount integer) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'id', u.id, 'brand', b.slug, 'brand_id', u.brand_id, 'name', u.model, 'family', f.family,
    'family_id', u.family_id, 'subfamily_id', u.subfamily_id, 'color', u.color,
    'image', '/img/vehicles/' || f.body_style || '/' ||
      CASE WHEN lower(ltrim(btrim(u.color_hex), '#')) ~ '^[0-9a-f]{6}$' THEN lower(ltrim(btrim(u.color_hex), '#')) ELSE '9aa0a6' END
      || '.svg',
    'model_year', u.model_year, 'currency', u.currency, 'discount_amount', p_discount_amount,
    'full_price_with_discount',
      u.list_price - u.discount + u.license_cost + u.preparation_cost - u.special_discount)
  FROM stock_units u JOIN families f ON f.id = u.family_id JOIN brands b ON b.id = u.brand_id
  WHERE u.id = p_stock_unit_id;
$$;
--> statement-breakpoint
UPDATE best_offers SET payload = best_offer_payload(stock_unit_id, discount_amount);
