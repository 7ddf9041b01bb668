-- Trigram indexes (leads_search_idx) serve the inbox search; PGlite loads the extension in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "lead_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"action" text NOT NULL,
	"actor_user_id" uuid,
	"actor_name" text NOT NULL,
	"actor_email" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_events_action" CHECK ("lead_events"."action" in ('update', 'resend')),
	CONSTRAINT "lead_events_from_status" CHECK ("lead_events"."from_status" in ('new', 'contacted', 'quoted', 'won', 'lost')),
	CONSTRAINT "lead_events_to_status" CHECK ("lead_events"."to_status" in ('new', 'contacted', 'quoted', 'won', 'lost')),
	CONSTRAINT "lead_events_update" CHECK ("lead_events"."action" <> 'update' or "lead_events"."to_status" is not null or "lead_events"."note" is not null)
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"inquiry_id" uuid,
	"service_request_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"city" text,
	"summary" text NOT NULL,
	"search_text" text NOT NULL,
	"company_mail_id" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_inquiry_id_unique" UNIQUE("inquiry_id"),
	CONSTRAINT "leads_service_request_id_unique" UNIQUE("service_request_id"),
	CONSTRAINT "leads_kind" CHECK ("leads"."kind" in ('estimate', 'inquiry')),
	CONSTRAINT "leads_status" CHECK ("leads"."status" in ('new', 'contacted', 'quoted', 'won', 'lost')),
	CONSTRAINT "leads_source" CHECK (("leads"."kind" = 'inquiry' and "leads"."inquiry_id" = "leads"."id" and "leads"."service_request_id" is null)
        or ("leads"."kind" = 'estimate' and "leads"."service_request_id" = "leads"."id" and "leads"."inquiry_id" is null))
);
--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_company_mail_id_mail_outbox_id_fk" FOREIGN KEY ("company_mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_events_lead_id_idx" ON "lead_events" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "leads_status_created_idx" ON "leads" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_kind_created_idx" ON "leads" USING btree ("kind","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_search_idx" ON "leads" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_company_mail_id_idx" ON "leads" USING btree ("company_mail_id") WHERE "leads"."company_mail_id" is not null;--> statement-breakpoint
-- Backfill (hand-written): every lead stored before the inbox existed gets its row, with the summary
-- leads/inboxRow.ts makes, and is linked to its company copy when the outbox still holds it. The copy
-- names its lead on the "Inquiry id:" / "Request id:" line, the last row of its details (the greedy ^.*
-- skips any look-alike line a visitor typed into a message above it).
INSERT INTO "leads" ("id", "kind", "inquiry_id", "created_at", "name", "email", "phone", "city", "summary", "search_text", "company_mail_id")
SELECT i."id", 'inquiry', i."id", i."created_at", i."name", i."email", i."phone", NULL,
  CASE WHEN char_length(s.summary) > 140 THEN left(s.summary, 139) || '…' ELSE s.summary END,
  lower(concat_ws(E'\n', i."name", i."email", i."phone",
    '(' || substr(i."phone", 1, 3) || ') ' || substr(i."phone", 4, 3) || '-' || substr(i."phone", 7), items.texts)),
  mail."id"
FROM "inquiries" i
CROSS JOIN LATERAL (
  SELECT count(*)::int AS n,
    coalesce(string_agg(it."name", ', ' ORDER BY it."position"), '') AS names,
    string_agg(concat_ws(E'\n', it."name", nullif(it."message", '')), E'\n' ORDER BY it."position") AS texts
  FROM "inquiry_items" it WHERE it."inquiry_id" = i."id"
) items
CROSS JOIN LATERAL (
  SELECT items.n || ' product' || CASE WHEN items.n = 1 THEN '' ELSE 's' END || ': ' || items.names AS summary
) s
LEFT JOIN (
  SELECT max(m."id") AS "id", substring(m."text_body" FROM '^.*\nInquiry id: ([0-9a-f-]{36})\n') AS lead_id
  FROM "mail_outbox" m WHERE m."kind" = 'inquiry.company' GROUP BY 2
) mail ON mail.lead_id = i."id"::text;
--> statement-breakpoint
INSERT INTO "leads" ("id", "kind", "service_request_id", "created_at", "name", "email", "phone", "city", "summary", "search_text", "company_mail_id")
SELECT r."id", 'estimate', r."id", r."created_at", p.name, p.email, p.phone, p.city,
  CASE WHEN char_length(s.summary) > 140 THEN left(s.summary, 139) || '…' ELSE s.summary END,
  lower(concat_ws(E'\n', p.name, p.email, p.phone,
    '(' || substr(p.phone, 1, 3) || ') ' || substr(p.phone, 4, 3) || '-' || substr(p.phone, 7), p.city,
    s.service, nullif(r."request_description", ''), nullif(r."other_heard_about_details", ''))),
  mail."id"
FROM "service_requests" r
LEFT JOIN "guests" g ON g."id" = r."guest_id"
LEFT JOIN "users" u ON u."id" = r."user_id"
CROSS JOIN LATERAL (
  SELECT coalesce(g."first_name" || ' ' || g."last_name", u."first_name" || ' ' || u."last_name") AS name,
    coalesce(g."email", u."email") AS email,
    coalesce(g."phone_number", r."phone_number", '') AS phone,
    CASE WHEN g."id" IS NOT NULL THEN nullif(g."city", '') ELSE r."city" END AS city
) p
CROSS JOIN LATERAL (
  SELECT CASE r."service_type_id" WHEN 1 THEN 'Installations' WHEN 2 THEN 'Maintenance & Repairs'
    WHEN 3 THEN 'Commercial Services' WHEN 4 THEN 'Residential Consultation' WHEN 5 THEN 'Fire Pumps'
    WHEN 6 THEN 'Other' ELSE 'Service not chosen' END AS service,
    trim(regexp_replace(r."request_description", '\s+', ' ', 'g')) AS description
) d
CROSS JOIN LATERAL (
  SELECT d.service AS service,
    CASE WHEN d.description = '' THEN d.service ELSE d.service || ': ' || d.description END AS summary
) s
LEFT JOIN (
  SELECT max(m."id") AS "id", substring(m."text_body" FROM '^.*\nRequest id: ([0-9a-f-]{36})\n') AS lead_id
  FROM "mail_outbox" m WHERE m."kind" = 'estimate.company' GROUP BY 2
) mail ON mail.lead_id = r."id"::text;
