CREATE TABLE "reservation_visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"operation_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"advisor_account_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'booked' NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservation_visits_state_check" CHECK ("reservation_visits"."state" in ('booked', 'cancelled')),
	CONSTRAINT "reservation_visits_time_check" CHECK ("reservation_visits"."ends_at" > "reservation_visits"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "reservation_visits" ADD CONSTRAINT "reservation_visits_operation_id_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."operations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_visits" ADD CONSTRAINT "reservation_visits_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_visits" ADD CONSTRAINT "reservation_visits_advisor_account_id_staff_accounts_id_fk" FOREIGN KEY ("advisor_account_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_visits_operation_booked_key" ON "reservation_visits" USING btree ("operation_id") WHERE "reservation_visits"."state" = 'booked';--> statement-breakpoint
CREATE INDEX "reservation_visits_location_starts_idx" ON "reservation_visits" USING btree ("location_id","starts_at");--> statement-breakpoint
-- No two visits of one salesperson that are not cancelled overlap (docs/decisions/0089), as test drives' demo units
-- (migration 0027): drizzle-kit writes no exclusion constraint, and the account is a range of one value.
ALTER TABLE "reservation_visits" ADD CONSTRAINT "reservation_visits_advisor_no_overlap" EXCLUDE USING gist (int4range("advisor_account_id", "advisor_account_id", '[]') WITH &&, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("state" <> 'cancelled' AND "advisor_account_id" IS NOT NULL);
