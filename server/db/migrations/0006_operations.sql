CREATE TABLE "operation_used_vehicles" (
	"operation_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"valuation_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operation_used_vehicles_operation_id_position_pk" PRIMARY KEY("operation_id","position"),
	CONSTRAINT "operation_used_vehicles_position_check" CHECK ("operation_used_vehicles"."position" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "operations" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"status" text DEFAULT 'started' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"brand_id" smallint NOT NULL,
	"stock_unit_id" integer NOT NULL,
	"family" text NOT NULL,
	"family_id" integer NOT NULL,
	"model" text NOT NULL,
	"chassis" text NOT NULL,
	"currency" text NOT NULL,
	"usd_rate" numeric(12, 2),
	"email" text NOT NULL,
	"name" text,
	"lastname" text,
	"dni" text,
	"telephone" text,
	"birthdate" date,
	"marital_status_id" smallint,
	"address" text,
	"cash_amount" integer DEFAULT 0 NOT NULL,
	"credit_plan_id" integer,
	"credit_name" text DEFAULT '' NOT NULL,
	"credit_amount" integer DEFAULT 0 NOT NULL,
	"credit_installments" smallint DEFAULT 0 NOT NULL,
	"credit_avg_installment" integer DEFAULT 0 NOT NULL,
	"promotion_id" integer,
	"promotion_code" text,
	"promotion_discount" integer DEFAULT 0 NOT NULL,
	"unit_price" integer NOT NULL,
	"total_amount" integer NOT NULL,
	"pending_amount" integer NOT NULL,
	"transaction_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operations_code_check" CHECK ("operations"."code" ~ '^[0-9A-HJKMNP-TV-Z]{12}$'),
	CONSTRAINT "operations_transaction_code_check" CHECK ("operations"."transaction_code" ~ '^[0-9A-HJKMNP-TV-Z]{20}$'),
	CONSTRAINT "operations_status_check" CHECK ("operations"."status" in ('started', 'payment_selected', 'data_complete', 'payment_pending', 'reserved', 'cancelled', 'expired')),
	CONSTRAINT "operations_version_check" CHECK ("operations"."version" >= 1),
	CONSTRAINT "operations_currency_check" CHECK ("operations"."currency" in ('ars', 'usd')),
	CONSTRAINT "operations_usd_rate_check" CHECK (("operations"."currency" = 'usd') = ("operations"."usd_rate" is not null) and ("operations"."usd_rate" is null or "operations"."usd_rate" > 0)),
	CONSTRAINT "operations_marital_status_check" CHECK ("operations"."marital_status_id" is null or "operations"."marital_status_id" between 1 and 4),
	CONSTRAINT "operations_amounts_check" CHECK ("operations"."cash_amount" >= 0 and "operations"."promotion_discount" >= 0 and "operations"."unit_price" >= 0 and "operations"."total_amount" >= 0 and "operations"."pending_amount" >= 0 and "operations"."pending_amount" <= "operations"."total_amount"),
	CONSTRAINT "operations_credit_check" CHECK (("operations"."credit_plan_id" is null and "operations"."credit_name" = '' and "operations"."credit_amount" = 0 and "operations"."credit_installments" = 0 and "operations"."credit_avg_installment" = 0)
        or ("operations"."credit_plan_id" is not null and "operations"."credit_amount" > 0 and "operations"."credit_installments" > 0 and "operations"."credit_avg_installment" >= 0)),
	CONSTRAINT "operations_promotion_check" CHECK (("operations"."promotion_id" is null) = ("operations"."promotion_code" is null) and ("operations"."promotion_id" is not null or "operations"."promotion_discount" = 0))
);
--> statement-breakpoint
ALTER TABLE "operation_used_vehicles" ADD CONSTRAINT "operation_used_vehicles_operation_id_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."operations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_used_vehicles" ADD CONSTRAINT "operation_used_vehicles_valuation_id_valuations_id_fk" FOREIGN KEY ("valuation_id") REFERENCES "public"."valuations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operations" ADD CONSTRAINT "operations_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operations" ADD CONSTRAINT "operations_stock_unit_id_stock_units_id_fk" FOREIGN KEY ("stock_unit_id") REFERENCES "public"."stock_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operations" ADD CONSTRAINT "operations_credit_plan_id_credit_plans_id_fk" FOREIGN KEY ("credit_plan_id") REFERENCES "public"."credit_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operations" ADD CONSTRAINT "operations_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "operation_used_vehicles_valuation_key" ON "operation_used_vehicles" USING btree ("valuation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "operations_code_key" ON "operations" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "operations_transaction_code_key" ON "operations" USING btree ("transaction_code");--> statement-breakpoint
CREATE INDEX "operations_stock_unit_idx" ON "operations" USING btree ("stock_unit_id","status");--> statement-breakpoint
CREATE INDEX "operations_status_updated_idx" ON "operations" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "operations_promotion_idx" ON "operations" USING btree ("promotion_id") WHERE "operations"."promotion_id" is not null;--> statement-breakpoint
CREATE INDEX "operations_credit_plan_idx" ON "operations" USING btree ("credit_plan_id") WHERE "operations"."credit_plan_id" is not null;