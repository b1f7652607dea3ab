CREATE TABLE "unit_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"stock_unit_id" integer NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "unit_alerts" ADD CONSTRAINT "unit_alerts_stock_unit_id_stock_units_id_fk" FOREIGN KEY ("stock_unit_id") REFERENCES "public"."stock_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "unit_alerts_unit_email_key" ON "unit_alerts" USING btree ("stock_unit_id",lower("email"));--> statement-breakpoint
CREATE INDEX "unit_alerts_created_idx" ON "unit_alerts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "stock_units_held_idx" ON "stock_units" USING btree ("brand_id","family_id","subfamily_id") WHERE "stock_units"."status" = 'held';