-- Issue 28: the free in-home assessment. Booked visits (local date and arrival window, the window's UTC
-- instants, the .ics UID and SEQUENCE, the manage link's token hash), capacity per weekday and window
-- (seeded below: Monday to Saturday two visits a window, Sunday none), closed dates, and one lock row per
-- (date, window) that a booking takes before it counts. The outbox carries attachments (the .ics).
CREATE TABLE "appointment_capacity" (
	"weekday" smallint NOT NULL,
	"arrival_window" text NOT NULL,
	"visits" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_capacity_weekday_arrival_window_pk" PRIMARY KEY("weekday","arrival_window"),
	CONSTRAINT "appointment_capacity_weekday" CHECK ("appointment_capacity"."weekday" between 0 and 6),
	CONSTRAINT "appointment_capacity_arrival_window" CHECK ("appointment_capacity"."arrival_window" in ('morning', 'afternoon')),
	CONSTRAINT "appointment_capacity_visits" CHECK ("appointment_capacity"."visits" between 0 and 50)
);
--> statement-breakpoint
CREATE TABLE "appointment_closed_dates" (
	"date" date PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointment_slots" (
	"date" date NOT NULL,
	"arrival_window" text NOT NULL,
	CONSTRAINT "appointment_slots_date_arrival_window_pk" PRIMARY KEY("date","arrival_window")
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_request_id" uuid NOT NULL,
	"date" date NOT NULL,
	"arrival_window" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"cancel_reason" text,
	"sequence" integer DEFAULT 0 NOT NULL,
	"uid" text NOT NULL,
	"manage_token_hash" text NOT NULL,
	"token_expires_at" timestamp with time zone NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_uid_unique" UNIQUE("uid"),
	CONSTRAINT "appointments_manage_token_hash_unique" UNIQUE("manage_token_hash"),
	CONSTRAINT "appointments_arrival_window" CHECK ("appointments"."arrival_window" in ('morning', 'afternoon')),
	CONSTRAINT "appointments_status" CHECK ("appointments"."status" in ('booked', 'done', 'no_show', 'cancelled')),
	CONSTRAINT "appointments_cancel_reason" CHECK (("appointments"."status" = 'cancelled') = ("appointments"."cancel_reason" is not null)),
	CONSTRAINT "appointments_times" CHECK ("appointments"."ends_at" > "appointments"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_one_booked_per_request" ON "appointments" USING btree ("service_request_id") WHERE "appointments"."status" = 'booked';--> statement-breakpoint
CREATE INDEX "appointments_date_window_idx" ON "appointments" USING btree ("date","arrival_window");--> statement-breakpoint
CREATE INDEX "appointments_reminder_due_idx" ON "appointments" USING btree ("starts_at") WHERE "appointments"."status" = 'booked' and "appointments"."reminder_sent_at" is null;--> statement-breakpoint
INSERT INTO "appointment_capacity" ("weekday", "arrival_window", "visits") SELECT d, w, CASE WHEN d = 0 THEN 0 ELSE 2 END FROM generate_series(0, 6) AS d, (VALUES ('morning'), ('afternoon')) AS windows(w);
