-- Issue 38: what the site e-mails and to whom. Addresses that confirmed a code (only an HMAC of each);
-- the outbox's 'refused' status (a message over its recipient's allowance, recorded and not sent) and the
-- time a worker first took a row to send it, which counts against the recipient's hourly and daily
-- allowance; the index serves that count.
CREATE TABLE "proven_addresses" (
	"address_hmac" text PRIMARY KEY NOT NULL,
	"proven_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "mail_outbox" SET "claimed_at" = "sent_at" WHERE "sent_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_status";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_status" CHECK ("mail_outbox"."status" in ('pending', 'sending', 'sent', 'dead', 'refused'));--> statement-breakpoint
CREATE INDEX "mail_outbox_recipient_claimed_idx" ON "mail_outbox" USING btree (lower("to_address"),"claimed_at") WHERE "mail_outbox"."claimed_at" is not null;
