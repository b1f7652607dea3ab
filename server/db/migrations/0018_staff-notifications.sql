CREATE TABLE "staff_notice_digest" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"line" text NOT NULL,
	"path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"summarized_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_seen_marks" (
	"account_id" integer NOT NULL,
	"list" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_seen_marks_account_id_list_pk" PRIMARY KEY("account_id","list"),
	CONSTRAINT "staff_seen_marks_list_check" CHECK ("staff_seen_marks"."list" in ('leads', 'reservations'))
);
--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "notice_mode" text DEFAULT 'each' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_notice_digest" ADD CONSTRAINT "staff_notice_digest_account_id_staff_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_seen_marks" ADD CONSTRAINT "staff_seen_marks_account_id_staff_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_notice_digest_pending_idx" ON "staff_notice_digest" USING btree ("account_id","created_at") WHERE "staff_notice_digest"."summarized_at" is null;--> statement-breakpoint
CREATE INDEX "operations_reserved_at_idx" ON "operations" USING btree ("reserved_at") WHERE "operations"."reserved_at" is not null;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD CONSTRAINT "staff_accounts_notice_mode_check" CHECK ("staff_accounts"."notice_mode" in ('each', 'daily'));