-- Issue 39: the language a customer wrote in. An account's (its e-mails: verification, reset, notices),
-- and each lead's (its copies, bookings and reminders; the staff inbox shows and filters it).
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language" CHECK ("users"."language" in ('en', 'es'));--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_language" CHECK ("service_requests"."language" in ('en', 'es'));--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_language" CHECK ("inquiries"."language" in ('en', 'es'));--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_language" CHECK ("leads"."language" in ('en', 'es'));--> statement-breakpoint
CREATE INDEX "leads_language_created_idx" ON "leads" USING btree ("language","created_at","id");
