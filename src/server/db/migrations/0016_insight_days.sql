-- Issue 40: the Insights figures at 50,000 leads within 100 ms on PGlite too. Each figure is summed from
-- per-day rows (Florida days) instead of reading every lead of the period: a lead's change marks its day
-- stale, and the next Insights call counts the stale days of its period again (src/server/insights/
-- insightDays.ts). The zone is the company's (APPOINTMENT_TIME_ZONE), written here as SQL cannot import it.
CREATE TABLE "insight_stale_days" (
	"day" date PRIMARY KEY NOT NULL,
	"changes" integer DEFAULT 1 NOT NULL
);--> statement-breakpoint
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
-- A day is marked at commit (deferred), and its row stays locked until the commit ends: a count of the day
-- that started before cannot clear the mark of a change it did not see (insightDays.ts says how).
CREATE FUNCTION "insight_day_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN
		INSERT INTO "insight_stale_days" ("day") VALUES ((OLD."created_at" AT TIME ZONE 'America/New_York')::date)
		ON CONFLICT ("day") DO UPDATE SET "changes" = "insight_stale_days"."changes" + 1;
	END IF;
	IF TG_OP <> 'DELETE' THEN
		INSERT INTO "insight_stale_days" ("day") VALUES ((NEW."created_at" AT TIME ZONE 'America/New_York')::date)
		ON CONFLICT ("day") DO UPDATE SET "changes" = "insight_stale_days"."changes" + 1;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "leads_insight_days" AFTER INSERT OR DELETE OR UPDATE OF "kind", "status", "city", "created_at", "first_contact_at" ON "leads" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "insight_day_changed"();--> statement-breakpoint
-- Every day that already has leads is counted on its first Insights call.
INSERT INTO "insight_stale_days" ("day") SELECT DISTINCT ("created_at" AT TIME ZONE 'America/New_York')::date FROM "leads";
