CREATE TABLE "lead_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_kind" text NOT NULL,
	"lead_id" integer NOT NULL,
	"account_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_notes_kind_check" CHECK ("lead_notes"."lead_kind" in ('contact', 'price_request', 'job_application'))
);
--> statement-breakpoint
CREATE TABLE "operation_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"operation_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"actor_account_id" integer,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"account_id" integer,
	"account_email" text NOT NULL,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"ip_address" text
);
--> statement-breakpoint
CREATE TABLE "staff_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"brand_ids" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"password_hash" text,
	"active" boolean DEFAULT true NOT NULL,
	"last_sign_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_accounts_role_check" CHECK ("staff_accounts"."role" in ('admin', 'sales', 'content', 'viewer')),
	CONSTRAINT "staff_accounts_email_check" CHECK ("staff_accounts"."email" = lower("staff_accounts"."email"))
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"csrf_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_tokens_purpose_check" CHECK ("staff_tokens"."purpose" in ('set_password', 'reset_password'))
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "assigned_account_id" integer;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "brand_id" smallint;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "assigned_account_id" integer;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "brand_id" smallint;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "price_requests" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "price_requests" ADD COLUMN "assigned_account_id" integer;--> statement-breakpoint
ALTER TABLE "price_requests" ADD COLUMN "brand_id" smallint;--> statement-breakpoint
ALTER TABLE "price_requests" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "operation_id" integer;--> statement-breakpoint
ALTER TABLE "operations" ADD COLUMN "fulfilment" text DEFAULT 'awaiting_documents' NOT NULL;--> statement-breakpoint
ALTER TABLE "operations" ADD COLUMN "documents_received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "operations" ADD COLUMN "delivery_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "operations" ADD COLUMN "delivery_location_id" integer;--> statement-breakpoint
ALTER TABLE "operations" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "operations" ADD COLUMN "salesperson_id" integer;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_account_id_staff_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_events" ADD CONSTRAINT "operation_events_operation_id_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."operations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_events" ADD CONSTRAINT "operation_events_actor_account_id_staff_accounts_id_fk" FOREIGN KEY ("actor_account_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_account_id_staff_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_account_id_staff_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_tokens" ADD CONSTRAINT "staff_tokens_account_id_staff_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_notes_lead_idx" ON "lead_notes" USING btree ("lead_kind","lead_id","created_at");--> statement-breakpoint
CREATE INDEX "operation_events_operation_idx" ON "operation_events" USING btree ("operation_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_account_idx" ON "audit_log" USING btree ("account_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject_type","subject_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_accounts_email_key" ON "staff_accounts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "staff_sessions_account_idx" ON "staff_sessions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "staff_sessions_last_seen_idx" ON "staff_sessions" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "staff_tokens_account_idx" ON "staff_tokens" USING btree ("account_id");--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_assigned_account_id_staff_accounts_id_fk" FOREIGN KEY ("assigned_account_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_assigned_account_id_staff_accounts_id_fk" FOREIGN KEY ("assigned_account_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_requests" ADD CONSTRAINT "price_requests_assigned_account_id_staff_accounts_id_fk" FOREIGN KEY ("assigned_account_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_requests" ADD CONSTRAINT "price_requests_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_operation_id_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."operations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operations" ADD CONSTRAINT "operations_delivery_location_id_locations_id_fk" FOREIGN KEY ("delivery_location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operations" ADD CONSTRAINT "operations_salesperson_id_salespeople_id_fk" FOREIGN KEY ("salesperson_id") REFERENCES "public"."salespeople"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_operation_idx" ON "mail_outbox" USING btree ("operation_id") WHERE "mail_outbox"."operation_id" is not null;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_status_check" CHECK ("contact_messages"."status" in ('new', 'in_progress', 'answered', 'discarded'));--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_status_check" CHECK ("job_applications"."status" in ('new', 'in_progress', 'answered', 'discarded'));--> statement-breakpoint
ALTER TABLE "price_requests" ADD CONSTRAINT "price_requests_status_check" CHECK ("price_requests"."status" in ('new', 'in_progress', 'answered', 'discarded'));--> statement-breakpoint
ALTER TABLE "operations" ADD CONSTRAINT "operations_fulfilment_check" CHECK ("operations"."fulfilment" in ('awaiting_documents', 'documents_received', 'delivery_scheduled', 'delivered'));--> statement-breakpoint
ALTER TABLE "operations" ADD CONSTRAINT "operations_delivered_check" CHECK ("operations"."fulfilment" <> 'delivered' or ("operations"."status" = 'reserved' and "operations"."delivered_at" is not null));--> statement-breakpoint
ALTER TABLE "operations" ADD CONSTRAINT "operations_delivery_scheduled_check" CHECK ("operations"."fulfilment" <> 'delivery_scheduled' or ("operations"."delivery_at" is not null and "operations"."delivery_location_id" is not null));