CREATE TABLE "best_offers" (
	"brand_id" smallint NOT NULL,
	"family_id" integer NOT NULL,
	"subfamily_id" integer NOT NULL,
	"color_key" text NOT NULL,
	"stock_unit_id" integer NOT NULL,
	"discount_amount" integer NOT NULL,
	CONSTRAINT "best_offers_family_id_subfamily_id_color_key_pk" PRIMARY KEY("family_id","subfamily_id","color_key")
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" smallint PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "brands_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "credit_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" smallint NOT NULL,
	"bank" text NOT NULL,
	"name" text NOT NULL,
	"months" smallint NOT NULL,
	"annual_rate_pct" numeric(6, 3) NOT NULL,
	"max_amount" integer NOT NULL,
	"max_share_pct" smallint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_plans_months_check" CHECK ("credit_plans"."months" between 1 and 120),
	CONSTRAINT "credit_plans_rate_check" CHECK ("credit_plans"."annual_rate_pct" >= 0 and "credit_plans"."annual_rate_pct" < 1000),
	CONSTRAINT "credit_plans_max_amount_check" CHECK ("credit_plans"."max_amount" > 0),
	CONSTRAINT "credit_plans_share_check" CHECK ("credit_plans"."max_share_pct" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "families" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" smallint NOT NULL,
	"family" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text,
	"body_style" text DEFAULT 'sedan' NOT NULL,
	"currency" text DEFAULT 'ars' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"units_in_stock" integer DEFAULT 0 NOT NULL,
	"max_discount" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "families_currency_check" CHECK ("families"."currency" in ('ars', 'usd')),
	CONSTRAINT "families_body_style_check" CHECK ("families"."body_style" in ('hatchback', 'sedan', 'suv', 'pickup', 'van'))
);
--> statement-breakpoint
CREATE TABLE "savings_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" smallint NOT NULL,
	"family_id" integer,
	"product" text NOT NULL,
	"name" text NOT NULL,
	"model" text NOT NULL,
	"family" text NOT NULL,
	"installments" smallint NOT NULL,
	"initial_installment" integer NOT NULL,
	"first_installment" integer NOT NULL,
	"integration" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "savings_plans_installments_check" CHECK ("savings_plans"."installments" between 1 and 120),
	CONSTRAINT "savings_plans_money_check" CHECK ("savings_plans"."initial_installment" >= 0 and "savings_plans"."first_installment" > 0)
);
--> statement-breakpoint
CREATE TABLE "stock_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" smallint NOT NULL,
	"family_id" integer NOT NULL,
	"subfamily_id" integer NOT NULL,
	"model" text NOT NULL,
	"chassis" text NOT NULL,
	"doors" smallint NOT NULL,
	"color" text NOT NULL,
	"color_hex" text DEFAULT '#9aa0a6' NOT NULL,
	"location" text NOT NULL,
	"currency" text DEFAULT 'ars' NOT NULL,
	"model_year" smallint NOT NULL,
	"list_price" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"special_discount" integer DEFAULT 0 NOT NULL,
	"license_cost" integer DEFAULT 0 NOT NULL,
	"preparation_cost" integer DEFAULT 0 NOT NULL,
	"delivery_price" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"held_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_units_currency_check" CHECK ("stock_units"."currency" in ('ars', 'usd')),
	CONSTRAINT "stock_units_location_check" CHECK ("stock_units"."location" in ('Godoy Cruz', 'San Rafael', 'San Juan')),
	CONSTRAINT "stock_units_status_check" CHECK ("stock_units"."status" in ('available', 'held', 'reserved', 'sold')),
	CONSTRAINT "stock_units_model_year_check" CHECK ("stock_units"."model_year" between 2000 and 2100),
	CONSTRAINT "stock_units_doors_check" CHECK ("stock_units"."doors" between 2 and 5),
	CONSTRAINT "stock_units_list_price_check" CHECK ("stock_units"."list_price" > 0),
	CONSTRAINT "stock_units_costs_check" CHECK ("stock_units"."discount" >= 0 and "stock_units"."special_discount" >= 0 and "stock_units"."license_cost" >= 0 and "stock_units"."preparation_cost" >= 0 and "stock_units"."delivery_price" >= 0),
	CONSTRAINT "stock_units_discounts_check" CHECK ("stock_units"."discount" + "stock_units"."special_discount" < "stock_units"."list_price"),
	CONSTRAINT "stock_units_chassis_check" CHECK ("stock_units"."chassis" ~ '^[A-HJ-NPR-Z0-9]{17}$')
);
--> statement-breakpoint
CREATE TABLE "usd_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"value" numeric(12, 2) NOT NULL,
	"effective_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usd_rates_value_check" CHECK ("usd_rates"."value" > 0)
);
--> statement-breakpoint
CREATE TABLE "versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"name" text NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"units_in_stock" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "best_offers" ADD CONSTRAINT "best_offers_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "best_offers" ADD CONSTRAINT "best_offers_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "best_offers" ADD CONSTRAINT "best_offers_subfamily_id_versions_id_fk" FOREIGN KEY ("subfamily_id") REFERENCES "public"."versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "best_offers" ADD CONSTRAINT "best_offers_stock_unit_id_stock_units_id_fk" FOREIGN KEY ("stock_unit_id") REFERENCES "public"."stock_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_plans" ADD CONSTRAINT "credit_plans_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "families" ADD CONSTRAINT "families_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savings_plans" ADD CONSTRAINT "savings_plans_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savings_plans" ADD CONSTRAINT "savings_plans_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_units" ADD CONSTRAINT "stock_units_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_units" ADD CONSTRAINT "stock_units_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_units" ADD CONSTRAINT "stock_units_subfamily_id_versions_id_fk" FOREIGN KEY ("subfamily_id") REFERENCES "public"."versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "versions" ADD CONSTRAINT "versions_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "best_offers_brand_discount_idx" ON "best_offers" USING btree ("brand_id","discount_amount" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "credit_plans_brand_idx" ON "credit_plans" USING btree ("brand_id","active");--> statement-breakpoint
CREATE UNIQUE INDEX "families_brand_family_key" ON "families" USING btree ("brand_id","family");--> statement-breakpoint
CREATE INDEX "families_brand_order_idx" ON "families" USING btree ("brand_id","sort_order");--> statement-breakpoint
CREATE INDEX "savings_plans_brand_order_idx" ON "savings_plans" USING btree ("brand_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_units_chassis_key" ON "stock_units" USING btree ("chassis");--> statement-breakpoint
CREATE INDEX "stock_units_brand_family_subfamily_idx" ON "stock_units" USING btree ("brand_id","family_id","subfamily_id");--> statement-breakpoint
CREATE INDEX "stock_units_family_subfamily_idx" ON "stock_units" USING btree ("family_id","subfamily_id");--> statement-breakpoint
CREATE INDEX "stock_units_subfamily_idx" ON "stock_units" USING btree ("subfamily_id");--> statement-breakpoint
CREATE INDEX "stock_units_brand_offers_idx" ON "stock_units" USING btree ("brand_id","family_id","subfamily_id") WHERE "stock_units"."discount" + "stock_units"."special_discount" > 0;--> statement-breakpoint
CREATE INDEX "usd_rates_effective_idx" ON "usd_rates" USING btree ("effective_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "versions_family_name_key" ON "versions" USING btree ("family_id","name");--> statement-breakpoint
CREATE INDEX "versions_family_order_idx" ON "versions" USING btree ("family_id","sort_order");