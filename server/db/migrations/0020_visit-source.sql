ALTER TABLE "contact_messages" ADD COLUMN "origin_utm_source" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "origin_utm_medium" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "origin_utm_campaign" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "origin_utm_term" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "origin_utm_content" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "origin_source_param" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "origin_referrer_host" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "origin_landing_path" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "origin_channel" text DEFAULT 'directo' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "origin_utm_source" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "origin_utm_medium" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "origin_utm_campaign" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "origin_utm_term" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "origin_utm_content" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "origin_source_param" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "origin_referrer_host" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "origin_landing_path" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "origin_channel" text DEFAULT 'directo' NOT NULL;--> statement-breakpoint
ALTER TABLE "price_requests" ADD COLUMN "origin_utm_source" text;--> statement-breakpoint
ALTER TABLE "price_requests" ADD COLUMN "origin_utm_medium" text;--> statement-breakpoint
ALTER TABLE "price_requests" ADD COLUMN "origin_utm_campaign" text;--> statement-breakpoint
ALTER TABLE "price_requests" ADD COLUMN "origin_utm_term" text;--> statement-breakpoint
ALTER TABLE "price_requests" ADD COLUMN "origin_utm_content" text;--> statement-breakpoint
ALTER TABLE "price_requests" ADD COLUMN "origin_source_param" text;--> statement-breakpoint
ALTER TABLE "price_requests" ADD COLUMN "origin_referrer_host" text;--> statement-breakpoint
ALTER TABLE "price_requests" ADD COLUMN "origin_landing_path" text;--> statement-breakpoint
ALTER TABLE "price_requests" ADD COLUMN "origin_channel" text DEFAULT 'directo' NOT NULL;--> statement-breakpoint
ALTER TABLE "operations" ADD COLUMN "origin_utm_source" text;--> statement-breakpoint
ALTER TABLE "operations" ADD COLUMN "origin_utm_medium" text;--> statement-breakpoint
ALTER TABLE "operations" ADD COLUMN "origin_utm_campaign" text;--> statement-breakpoint
ALTER TABLE "operations" ADD COLUMN "origin_utm_term" text;--> statement-breakpoint
ALTER TABLE "operations" ADD COLUMN "origin_utm_content" text;--> statement-breakpoint
ALTER TABLE "operations" ADD COLUMN "origin_source_param" text;--> statement-breakpoint
ALTER TABLE "operations" ADD COLUMN "origin_referrer_host" text;--> statement-breakpoint
ALTER TABLE "operations" ADD COLUMN "origin_landing_path" text;--> statement-breakpoint
ALTER TABLE "operations" ADD COLUMN "origin_channel" text DEFAULT 'directo' NOT NULL;