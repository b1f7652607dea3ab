CREATE TABLE "lead_follow_ups" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_kind" text NOT NULL,
	"lead_id" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"account_id" integer,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_follow_ups" ADD CONSTRAINT "lead_follow_ups_account_id_staff_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lead_follow_ups_lead_key" ON "lead_follow_ups" USING btree ("lead_kind","lead_id");--> statement-breakpoint
CREATE INDEX "lead_follow_ups_due_idx" ON "lead_follow_ups" USING btree ("due_at") WHERE "lead_follow_ups"."reminded_at" is null;