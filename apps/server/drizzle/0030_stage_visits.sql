CREATE TABLE "application_stage_visits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_stage_visits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"application_id" bigint NOT NULL,
	"job_id" bigint NOT NULL,
	"stage_id" bigint NOT NULL,
	"first_entered_at" timestamp with time zone NOT NULL,
	"last_entered_at" timestamp with time zone NOT NULL,
	"left_at" timestamp with time zone,
	"entries" integer DEFAULT 1 NOT NULL,
	"seconds_in" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_stage_visits" ADD CONSTRAINT "application_stage_visits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_stage_visits" ADD CONSTRAINT "application_stage_visits_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "application_stage_visits_uq" ON "application_stage_visits" USING btree ("application_id","stage_id");--> statement-breakpoint
CREATE INDEX "application_stage_visits_period_idx" ON "application_stage_visits" USING btree ("company_id","first_entered_at","stage_id");--> statement-breakpoint
CREATE INDEX "application_stage_visits_job_idx" ON "application_stage_visits" USING btree ("company_id","job_id","stage_id","first_entered_at");--> statement-breakpoint
-- Every stage an application enters is recorded here by the database itself, whichever code
-- path moves it. The times come from the row's stage_entered_at (now() when a change of stage
-- leaves it untouched), so history written with earlier times is counted at those times.
CREATE FUNCTION application_stage_visit() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  entered timestamptz := NEW.stage_entered_at;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.stage_id IS NOT DISTINCT FROM OLD.stage_id THEN
      RETURN NULL;
    END IF;
    IF NEW.stage_entered_at IS NOT DISTINCT FROM OLD.stage_entered_at THEN
      entered := now();
    END IF;
    UPDATE application_stage_visits
       SET left_at = entered,
           seconds_in = seconds_in + greatest(0, floor(extract(epoch FROM entered - last_entered_at)))::bigint
     WHERE application_id = OLD.id AND stage_id = OLD.stage_id AND left_at IS NULL;
  END IF;
  INSERT INTO application_stage_visits (company_id, application_id, job_id, stage_id, first_entered_at, last_entered_at)
  VALUES (NEW.company_id, NEW.id, NEW.job_id, NEW.stage_id, entered, entered)
  ON CONFLICT (application_id, stage_id) DO UPDATE
    SET last_entered_at = EXCLUDED.last_entered_at,
        first_entered_at = least(application_stage_visits.first_entered_at, EXCLUDED.first_entered_at),
        left_at = NULL,
        entries = application_stage_visits.entries + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER applications_stage_visits AFTER INSERT OR UPDATE OF stage_id ON applications FOR EACH ROW EXECUTE FUNCTION application_stage_visit();
--> statement-breakpoint
-- The applications already stored: the stages their log shows them entering (a stage they only
-- left, the first one, at their creation), each first reached at its earliest time; a stage other than the current one
-- counts as left at the last time it was entered, its time in stage unknown (0).
INSERT INTO application_stage_visits (company_id, application_id, job_id, stage_id, first_entered_at, last_entered_at, left_at, entries)
SELECT v.company_id, v.application_id, v.job_id, v.stage_id, min(v.at), max(v.at),
       CASE WHEN bool_or(v.is_current) THEN NULL ELSE max(v.at) END, count(*)::int
  FROM (
    SELECT a.company_id, a.id AS application_id, a.job_id, a.stage_id, a.stage_entered_at AS at, true AS is_current FROM applications a
    UNION ALL
    SELECT a.company_id, a.id, a.job_id, e.to_stage_id, e.created_at, false
      FROM application_events e JOIN applications a ON a.id = e.application_id
     WHERE e.to_stage_id IS NOT NULL
    UNION ALL
    SELECT a.company_id, a.id, a.job_id, e.from_stage_id, a.created_at, false
      FROM application_events e JOIN applications a ON a.id = e.application_id
     WHERE e.from_stage_id IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM application_events t WHERE t.application_id = e.application_id AND t.to_stage_id = e.from_stage_id)
  ) v
 GROUP BY v.company_id, v.application_id, v.job_id, v.stage_id;
