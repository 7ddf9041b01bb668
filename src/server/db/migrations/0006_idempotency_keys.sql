-- The Idempotency-Key of each request that creates a lead or an upload (src/server/idempotency/): only its
-- hash is kept, with the answer every repeat gets again; the hourly sweep deletes keys older than 24 hours.
CREATE TABLE "idempotency_keys" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"state" text NOT NULL,
	"claim" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"status" integer,
	"body" jsonb,
	CONSTRAINT "idempotency_keys_state" CHECK ("idempotency_keys"."state" in ('running', 'done')),
	CONSTRAINT "idempotency_keys_answer" CHECK (("idempotency_keys"."state" = 'done') = ("idempotency_keys"."status" is not null and "idempotency_keys"."completed_at" is not null))
);
--> statement-breakpoint
CREATE INDEX "idempotency_keys_started_at_idx" ON "idempotency_keys" USING btree ("started_at");