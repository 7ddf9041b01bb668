-- Issue 40: speed to lead. When and how staff first reached each lead's customer, when it should have been
-- answered, and when nobody had and the owner was alerted; a logged contact is a lead event of its own.
ALTER TABLE "leads" ADD COLUMN "first_contact_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "first_contact_channel" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "respond_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "escalated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_first_contact" CHECK (("leads"."first_contact_at" is null) = ("leads"."first_contact_channel" is null));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_first_contact_channel" CHECK ("leads"."first_contact_channel" in ('called', 'texted', 'emailed', 'status', 'note', 'reply'));--> statement-breakpoint
CREATE INDEX "leads_awaiting_contact_idx" ON "leads" USING btree ("respond_by") WHERE "leads"."first_contact_at" is null and "leads"."escalated_at" is null and "leads"."respond_by" is not null;--> statement-breakpoint
-- Leads stored before this issue were answered or not as their status says: a status other than 'new' is
-- their first contact, at the time of the first change staff made.
UPDATE "leads" SET "first_contact_at" = coalesce((SELECT min("created_at") FROM "lead_events" WHERE "lead_events"."lead_id" = "leads"."id" AND "lead_events"."action" = 'update'), "leads"."updated_at"), "first_contact_channel" = 'status' WHERE "leads"."status" <> 'new';--> statement-breakpoint
ALTER TABLE "lead_events" DROP CONSTRAINT "lead_events_action";--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_action" CHECK ("lead_events"."action" in ('update', 'resend', 'contact'));--> statement-breakpoint
ALTER TABLE "lead_events" ADD COLUMN "channel" text;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_contact" CHECK (("lead_events"."action" = 'contact') = ("lead_events"."channel" is not null));
