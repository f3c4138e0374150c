CREATE TABLE "report_daily_stage_counts" (
	"company_id" bigint NOT NULL,
	"day" date NOT NULL,
	"job_id" bigint NOT NULL,
	"stage_id" bigint NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "report_daily_stage_counts_company_id_day_job_id_stage_id_pk" PRIMARY KEY("company_id","day","job_id","stage_id")
);
--> statement-breakpoint
ALTER TABLE "report_daily_stage_counts" ADD CONSTRAINT "report_daily_stage_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;