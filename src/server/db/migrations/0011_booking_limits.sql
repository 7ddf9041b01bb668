-- Issue 38: limits on the booking. The staff's block list (e-mail addresses, phone numbers and e-mail
-- domains refused silently), every move a visit made (the manage link's 24-hour cap and "moving back sends
-- nothing"), a per-visit random part of the manage token (null for visits booked before: their links were
-- e-mailed already and the token's key lives in the application, so their hash cannot be redrawn here;
-- staff's "Send a new link" gives them one), and staff's permission to book a cancelled visit again.
CREATE TABLE "booking_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"added_by_user_id" uuid,
	"added_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_blocks_kind" CHECK ("booking_blocks"."kind" in ('email', 'phone', 'domain'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "booking_blocks_kind_value" ON "booking_blocks" USING btree ("kind","value");
--> statement-breakpoint
ALTER TABLE "booking_blocks" ADD CONSTRAINT "booking_blocks_added_by_user_id_users_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "appointment_moves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"from_window" text NOT NULL,
	"to_date" date NOT NULL,
	"to_window" text NOT NULL,
	"moved_by" text NOT NULL,
	"moved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "appointment_moves_moved_by" CHECK ("appointment_moves"."moved_by" in ('customer', 'staff'))
);
--> statement-breakpoint
ALTER TABLE "appointment_moves" ADD CONSTRAINT "appointment_moves_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "appointment_moves_appointment_idx" ON "appointment_moves" USING btree ("appointment_id","moved_at");
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "manage_nonce" text;
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "rebooking_allowed_at" timestamp with time zone;
