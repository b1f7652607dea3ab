ALTER TABLE "versions" ADD COLUMN "body_type" text;--> statement-breakpoint
ALTER TABLE "versions" ADD COLUMN "fuel" text;--> statement-breakpoint
ALTER TABLE "versions" ADD COLUMN "transmission" text;--> statement-breakpoint
ALTER TABLE "versions" ADD CONSTRAINT "versions_body_type_check" CHECK ("versions"."body_type" in ('hatchback', 'sedan', 'suv', 'pickup', 'utilitario'));--> statement-breakpoint
ALTER TABLE "versions" ADD CONSTRAINT "versions_fuel_check" CHECK ("versions"."fuel" in ('nafta', 'diesel', 'hibrido', 'electrico', 'gnc'));--> statement-breakpoint
ALTER TABLE "versions" ADD CONSTRAINT "versions_transmission_check" CHECK ("versions"."transmission" in ('manual', 'automatica'));--> statement-breakpoint
-- Existing versions get what their names say, by the rule of domain/catalogue/version-attributes.ts
-- attributesFromName as it stood when the attributes arrived; staff correct them in the back office.
UPDATE "versions" AS v SET
  "body_type" = CASE f."body_style" WHEN 'van' THEN 'utilitario' ELSE f."body_style" END,
  "fuel" = CASE
    WHEN v."name" ~* '\m(hev|phev|mhev|h[íi]brid[oa]?|hybrid|e-power)\M' THEN 'hibrido'
    WHEN v."name" ~* '\m(ev|el[ée]ctric[oa]|electric)\M' THEN 'electrico'
    WHEN v."name" ~* '\m(td|tdi|dci|crdi|di[ée]sel)\M' THEN 'diesel'
    WHEN v."name" ~* '\mgnc\M' THEN 'gnc'
    ELSE 'nafta'
  END,
  "transmission" = CASE
    WHEN v."name" ~* '\m(mt|manual)\M' THEN 'manual'
    WHEN v."name" ~* '\m(at|dsg|cvt|dct|autom[áa]tica|tiptronic|hev|phev|mhev|h[íi]brid[oa]?|hybrid|e-power|ev|el[ée]ctric[oa]|electric)\M' THEN 'automatica'
    ELSE NULL
  END
FROM "families" AS f
WHERE f."id" = v."family_id";
