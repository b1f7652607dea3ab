CREATE TABLE "payment_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"brand_id" smallint NOT NULL,
	"request_id" text NOT NULL,
	"data_id" text NOT NULL,
	"outcome" text DEFAULT 'received' NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"operation_id" integer NOT NULL,
	"brand_id" smallint NOT NULL,
	"gateway" text NOT NULL,
	"gateway_payment_id" text,
	"idempotency_key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"status_detail" text DEFAULT '' NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'ARS' NOT NULL,
	"installments" smallint NOT NULL,
	"payment_method" text NOT NULL,
	"refund_id" text,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" > 0),
	CONSTRAINT "payments_installments_check" CHECK ("payments"."installments" between 1 and 3),
	CONSTRAINT "payments_gateway_check" CHECK ("payments"."gateway" in ('sandbox', 'mercadopago'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"external_reference" text NOT NULL,
	"status" text NOT NULL,
	"status_detail" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'ARS' NOT NULL,
	"payment_method" text NOT NULL,
	"installments" smallint NOT NULL,
	"card" jsonb NOT NULL,
	"notification_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stock_units" ADD COLUMN "holder_operation_id" integer;--> statement-breakpoint
ALTER TABLE "operations" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "operations" ADD COLUMN "reserved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "operations" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "operations" ADD COLUMN "cancellation_code" text;--> statement-breakpoint
ALTER TABLE "operations" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_operation_id_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."operations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_notifications_request_key" ON "payment_notifications" USING btree ("gateway","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_payment_key" ON "payments" USING btree ("gateway","gateway_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_key" ON "payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "payments_operation_idx" ON "payments" USING btree ("operation_id");--> statement-breakpoint
CREATE INDEX "payments_open_idx" ON "payments" USING btree ("updated_at") WHERE "payments"."status" in ('pending', 'in_process', 'authorized');--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payments_idempotency_key" ON "sandbox_payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "sandbox_payments_reference_idx" ON "sandbox_payments" USING btree ("external_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "operations_cancellation_code_key" ON "operations" USING btree ("cancellation_code");