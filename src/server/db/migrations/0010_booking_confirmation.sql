-- Issue 38: a guest's booking is held until the address it goes to proves itself. A hold keeps one
-- window of one estimate request for 15 minutes (counted against the window's capacity while it lives)
-- and the HMAC of the 6-digit code e-mailed to the request's address; the right code turns it into the
-- visit. One hold per request: a new booking replaces it.
CREATE TABLE "appointment_holds" (
	"service_request_id" uuid PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"arrival_window" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"resends" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"appointment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_holds_arrival_window" CHECK ("appointment_holds"."arrival_window" in ('morning', 'afternoon'))
);
--> statement-breakpoint
ALTER TABLE "appointment_holds" ADD CONSTRAINT "appointment_holds_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "appointment_holds_date_window_idx" ON "appointment_holds" USING btree ("date","arrival_window");
