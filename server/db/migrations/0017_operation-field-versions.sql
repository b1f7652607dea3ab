ALTER TABLE "operations" ADD COLUMN "cuit" text;--> statement-breakpoint
ALTER TABLE "operations" ADD COLUMN "iva_condition" text;--> statement-breakpoint
ALTER TABLE "operations" ADD COLUMN "field_versions" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Operations from before: which field changed when is unknown, so every field counts as changed at the current version.
UPDATE "operations" SET "field_versions" = jsonb_build_object(
  'email', "version", 'name', "version", 'lastname', "version", 'dni', "version", 'telephone', "version",
  'birthdate', "version", 'marital_status_id', "version", 'address', "version", 'cash_amount', "version",
  'credit', "version", 'used_vehicles', "version"
) WHERE "version" > 1;
