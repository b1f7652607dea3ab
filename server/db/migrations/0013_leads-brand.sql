-- The brand of the leads saved before leads had one (docs/decisions/0028): the one brand whose families are named
-- (by name or dealer name) as the price request's vehicle or the contact message's subject, or the brand of that name.
WITH named AS (
  SELECT lower(name) AS key, brand_id FROM families
  UNION
  SELECT lower(family), brand_id FROM families
  UNION
  SELECT lower(name), id FROM brands
), unique_names AS (
  SELECT key, min(brand_id) AS brand_id FROM named GROUP BY key HAVING count(DISTINCT brand_id) = 1
)
UPDATE "price_requests" AS lead SET "brand_id" = unique_names.brand_id
  FROM unique_names
 WHERE lead."brand_id" IS NULL AND unique_names.key = lower(trim(lead."vehicle"));
--> statement-breakpoint
WITH named AS (
  SELECT lower(name) AS key, brand_id FROM families
  UNION
  SELECT lower(family), brand_id FROM families
  UNION
  SELECT lower(name), id FROM brands
), unique_names AS (
  SELECT key, min(brand_id) AS brand_id FROM named GROUP BY key HAVING count(DISTINCT brand_id) = 1
)
UPDATE "contact_messages" AS lead SET "brand_id" = unique_names.brand_id
  FROM unique_names
 WHERE lead."brand_id" IS NULL AND unique_names.key = lower(trim(lead."subject"));
