CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_settings" (
	"brand_id" smallint PRIMARY KEY NOT NULL,
	"booking_price" integer,
	"service_appointment_url" text,
	"plan_subscription_url_template" text,
	CONSTRAINT "brand_settings_booking_price_check" CHECK ("brand_settings"."booking_price" is null or "brand_settings"."booking_price" > 0)
);
--> statement-breakpoint
CREATE TABLE "contact_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" smallint NOT NULL,
	"department" text NOT NULL,
	"phone" text,
	"zoom_link" text,
	"whatsapp_number" text,
	"email" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "contact_methods_department_check" CHECK ("contact_methods"."department" in ('sales', 'plans', 'services', 'administration'))
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"province" text NOT NULL,
	"address" text NOT NULL,
	"map_url" text NOT NULL,
	"latitude" text,
	"longitude" text,
	"phones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"opening_hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "locations_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" smallint NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"content" text NOT NULL,
	"url" text,
	"type" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"display_date" timestamp with time zone NOT NULL,
	"published" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "popups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"url" text,
	"image" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "salespeople" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" smallint NOT NULL,
	"fullname" text NOT NULL,
	"zoom_link" text,
	"whatsapp_number" text,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"brand_id" smallint,
	"name" text NOT NULL,
	"price_default" integer NOT NULL,
	"price_premium" integer,
	"price_promotion" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "services_prices_check" CHECK ("services"."price_default" >= 0 and coalesce("services"."price_premium", 0) >= 0 and coalesce("services"."price_promotion", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stories" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" smallint NOT NULL,
	"title" text NOT NULL,
	"slug_url" text NOT NULL,
	"category" text NOT NULL,
	"video_path" text NOT NULL,
	"poster_path" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guide_prices" (
	"codia" integer NOT NULL,
	"year" smallint NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "guide_prices_codia_year_pk" PRIMARY KEY("codia","year"),
	CONSTRAINT "guide_prices_price_check" CHECK ("guide_prices"."price" > 0),
	CONSTRAINT "guide_prices_year_check" CHECK ("guide_prices"."year" between 1980 and 2100)
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"brand_id" smallint,
	"family" text,
	"chassis" text,
	"money_discount" integer,
	"percentage_discount" numeric(5, 2),
	"valid_from" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_until" timestamp with time zone,
	"usage_limit" integer,
	"usage_count" integer DEFAULT 0 NOT NULL,
	"discoverable" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "promotions_code_check" CHECK ("promotions"."code" = upper("promotions"."code") and length("promotions"."code") between 3 and 40),
	CONSTRAINT "promotions_value_check" CHECK (("promotions"."money_discount" is not null and "promotions"."money_discount" > 0) or ("promotions"."percentage_discount" is not null and "promotions"."percentage_discount" > 0 and "promotions"."percentage_discount" <= 100)),
	CONSTRAINT "promotions_usage_check" CHECK ("promotions"."usage_limit" is null or "promotions"."usage_count" <= "promotions"."usage_limit")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "used_brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "used_brands_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "used_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "used_versions" (
	"codia" integer PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "valuations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"codia" integer NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"vehicle" text NOT NULL,
	"year" smallint NOT NULL,
	"kms" integer NOT NULL,
	"amount" integer NOT NULL,
	"operation_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "valuations_amount_check" CHECK ("valuations"."amount" >= 0),
	CONSTRAINT "valuations_kms_check" CHECK ("valuations"."kms" >= 0)
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"name" text NOT NULL,
	"lastname" text NOT NULL,
	"telephone" text NOT NULL,
	"email" text,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"lastname" text NOT NULL,
	"cellphone" text NOT NULL,
	"telephone" text,
	"email" text NOT NULL,
	"studies" text,
	"position" text,
	"message" text,
	"zone" text,
	"cv_path" text NOT NULL,
	"cv_mime_type" text NOT NULL,
	"cv_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_applications_cv_size_check" CHECK ("job_applications"."cv_bytes" > 0 and "job_applications"."cv_bytes" <= 5242880)
);
--> statement-breakpoint
CREATE TABLE "price_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle" text NOT NULL,
	"name" text NOT NULL,
	"lastname" text NOT NULL,
	"email" text NOT NULL,
	"cellphone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"message_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_outbox_message_id_unique" UNIQUE("message_id"),
	CONSTRAINT "mail_outbox_status_check" CHECK ("mail_outbox"."status" in ('pending', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "brand_settings" ADD CONSTRAINT "brand_settings_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_methods" ADD CONSTRAINT "contact_methods_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salespeople" ADD CONSTRAINT "salespeople_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_category_id_service_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."service_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_prices" ADD CONSTRAINT "guide_prices_codia_used_versions_codia_fk" FOREIGN KEY ("codia") REFERENCES "public"."used_versions"("codia") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "used_models" ADD CONSTRAINT "used_models_brand_id_used_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."used_brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "used_versions" ADD CONSTRAINT "used_versions_model_id_used_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."used_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valuations" ADD CONSTRAINT "valuations_codia_used_versions_codia_fk" FOREIGN KEY ("codia") REFERENCES "public"."used_versions"("codia") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_methods_department_idx" ON "contact_methods" USING btree ("department","sort_order");--> statement-breakpoint
CREATE INDEX "news_published_date_idx" ON "news" USING btree ("published","display_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "services_category_idx" ON "services" USING btree ("category_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "stories_slug_key" ON "stories" USING btree ("slug_url");--> statement-breakpoint
CREATE INDEX "stories_order_idx" ON "stories" USING btree ("sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_code_key" ON "promotions" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_discoverable_scope_key" ON "promotions" USING btree (coalesce("brand_id", 0),coalesce(upper("family"), ''),coalesce("chassis", '')) WHERE "promotions"."discoverable" and "promotions"."active";--> statement-breakpoint
CREATE INDEX "rate_limits_window_idx" ON "rate_limits" USING btree ("window_start");--> statement-breakpoint
CREATE UNIQUE INDEX "used_models_brand_name_key" ON "used_models" USING btree ("brand_id","name");--> statement-breakpoint
CREATE INDEX "used_versions_model_idx" ON "used_versions" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "valuations_operation_idx" ON "valuations" USING btree ("operation_code");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "job_applications_created_idx" ON "job_applications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "price_requests_created_idx" ON "price_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");