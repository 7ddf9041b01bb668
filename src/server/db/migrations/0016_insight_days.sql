-- Issue 40: the Insights figures at 50,000 leads within 100 ms on PGlite too. Each figure is summed from
-- per-day rows (Florida days) instead of reading every lead of the period: a lead's change marks its day
-- changed, and the next Insights call counts the changed days of its period again (src/server/insights/
-- insightDays.ts). The zone is the company's (APPOINTMENT_TIME_ZONE), written here as SQL cannot import it.
CREATE TABLE "insight_day_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "insight_day_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"day" date NOT NULL
);--> statement-breakpoint
CREATE INDEX "insight_day_changes_day_idx" ON "insight_day_changes" USING btree ("day");--> statement-breakpoint
CREATE TABLE "insight_lead_days" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"step" smallint NOT NULL,
	"lost" boolean NOT NULL,
	"leads" integer NOT NULL,
	CONSTRAINT "insight_lead_days_pkey" PRIMARY KEY ("day", "kind", "step", "lost")
);--> statement-breakpoint
CREATE TABLE "insight_speed_days" (
	"day" date PRIMARY KEY NOT NULL,
	"leads" integer NOT NULL,
	"contacted" integer NOT NULL,
	"within_5_minutes" integer NOT NULL,
	"within_hour" integer NOT NULL,
	"seconds" double precision[] NOT NULL
);--> statement-breakpoint
CREATE TABLE "insight_city_days" (
	"day" date NOT NULL,
	"city" text NOT NULL,
	"leads" integer NOT NULL,
	CONSTRAINT "insight_city_days_pkey" PRIMARY KEY ("day", "city")
);--> statement-breakpoint
CREATE TABLE "insight_answer_days" (
	"day" date NOT NULL,
	"heard_about" integer,
	"service_type" integer,
	"leads" integer NOT NULL
);--> statement-breakpoint
CREATE INDEX "insight_answer_days_day_idx" ON "insight_answer_days" USING btree ("day");--> statement-breakpoint
CREATE TABLE "insight_category_days" (
	"day" date NOT NULL,
	"catalogue" text NOT NULL,
	"category" text,
	"leads" integer NOT NULL
);--> statement-breakpoint
CREATE INDEX "insight_category_days_day_idx" ON "insight_category_days" USING btree ("day");--> statement-breakpoint
-- A change only adds a row (no row is updated, so writers never wait for each other); a counting reads the
-- marks and the leads in one snapshot and deletes the marks it saw (insightDays.ts says why that is enough).
CREATE FUNCTION "insight_day_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN
		INSERT INTO "insight_day_changes" ("day") VALUES ((OLD."created_at" AT TIME ZONE 'America/New_York')::date);
	END IF;
	IF TG_OP <> 'DELETE' THEN
		INSERT INTO "insight_day_changes" ("day") VALUES ((NEW."created_at" AT TIME ZONE 'America/New_York')::date);
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "leads_insight_days" AFTER INSERT OR DELETE OR UPDATE OF "kind", "status", "city", "created_at", "first_contact_at" ON "leads" FOR EACH ROW EXECUTE FUNCTION "insight_day_changed"();--> statement-breakpoint
-- Every day that already has leads is counted on its first Insights call.
INSERT INTO "insight_day_changes" ("day") SELECT DISTINCT ("created_at" AT TIME ZONE 'America/New_York')::date FROM "leads";
