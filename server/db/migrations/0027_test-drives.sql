CREATE TABLE "test_drive_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"version_id" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_drives" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"demo_unit_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"version_id" integer,
	"vehicle" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'booked' NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"lastname" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"dni" text NOT NULL,
	"has_licence" boolean NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"reminded_at" timestamp with time zone,
	"personal_data_removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"assigned_account_id" integer,
	"brand_id" smallint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"origin_utm_source" text,
	"origin_utm_medium" text,
	"origin_utm_campaign" text,
	"origin_utm_term" text,
	"origin_utm_content" text,
	"origin_source_param" text,
	"origin_referrer_host" text,
	"origin_landing_path" text,
	"origin_channel" text DEFAULT 'directo' NOT NULL,
	CONSTRAINT "test_drives_state_check" CHECK ("test_drives"."state" in ('booked', 'confirmed', 'came', 'no_show', 'cancelled')),
	CONSTRAINT "test_drives_status_check" CHECK ("test_drives"."status" in ('new', 'in_progress', 'answered', 'discarded')),
	CONSTRAINT "test_drives_time_check" CHECK ("test_drives"."ends_at" > "test_drives"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "lead_notes" DROP CONSTRAINT "lead_notes_kind_check";--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "test_drive_slot_minutes" smallint DEFAULT 45 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "test_drive_units" ADD CONSTRAINT "test_drive_units_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drive_units" ADD CONSTRAINT "test_drive_units_version_id_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drives" ADD CONSTRAINT "test_drives_demo_unit_id_test_drive_units_id_fk" FOREIGN KEY ("demo_unit_id") REFERENCES "public"."test_drive_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drives" ADD CONSTRAINT "test_drives_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drives" ADD CONSTRAINT "test_drives_version_id_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drives" ADD CONSTRAINT "test_drives_assigned_account_id_staff_accounts_id_fk" FOREIGN KEY ("assigned_account_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drives" ADD CONSTRAINT "test_drives_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "test_drive_units_location_version_key" ON "test_drive_units" USING btree ("location_id","version_id") WHERE "test_drive_units"."retired_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "test_drives_code_key" ON "test_drives" USING btree ("code");--> statement-breakpoint
CREATE INDEX "test_drives_location_starts_idx" ON "test_drives" USING btree ("location_id","starts_at");--> statement-breakpoint
CREATE INDEX "test_drives_created_idx" ON "test_drives" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "test_drives_reminder_idx" ON "test_drives" USING btree ("starts_at") WHERE "test_drives"."reminded_at" is null;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_test_drive_slot_minutes_check" CHECK ("locations"."test_drive_slot_minutes" between 15 and 180);--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_kind_check" CHECK ("lead_notes"."lead_kind" in ('contact', 'price_request', 'job_application', 'test_drive'));--> statement-breakpoint
-- No two bookings of one demo unit that are not cancelled overlap (docs/decisions/0087). drizzle-kit writes no
-- exclusion constraint: it is added here. A GiST index compares ranges without an extension, so the unit is a range of
-- one value.
ALTER TABLE "test_drives" ADD CONSTRAINT "test_drives_unit_no_overlap" EXCLUDE USING gist (int4range("demo_unit_id", "demo_unit_id", '[]') WITH &&, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("state" <> 'cancelled');

