-- Issue 26: every session records how it was signed in (rows from before are 'password', the column's
-- default) and when its user last confirmed it was them (sudo mode); verify-code's proof for sign-up; a new
-- e-mail address waits in email_changes for the code e-mailed to it; passkey challenges gain the purpose
-- 'confirmation', owned by the signed-in user like a registration challenge.
CREATE TABLE "email_changes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"new_email" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "passkey_challenges" DROP CONSTRAINT "passkey_challenges_purpose";--> statement-breakpoint
ALTER TABLE "passkey_challenges" DROP CONSTRAINT "passkey_challenges_owner";--> statement-breakpoint
ALTER TABLE "email_verifications" ADD COLUMN "proof_hash" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "signed_in_with" text DEFAULT 'password' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_changes" ADD CONSTRAINT "email_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_signed_in_with" CHECK ("sessions"."signed_in_with" in ('password', 'password_and_code', 'passkey'));--> statement-breakpoint
ALTER TABLE "passkey_challenges" ADD CONSTRAINT "passkey_challenges_purpose" CHECK ("passkey_challenges"."purpose" in ('registration', 'authentication', 'confirmation'));--> statement-breakpoint
ALTER TABLE "passkey_challenges" ADD CONSTRAINT "passkey_challenges_owner" CHECK (("passkey_challenges"."purpose" in ('registration', 'confirmation')) = ("passkey_challenges"."user_id" is not null));