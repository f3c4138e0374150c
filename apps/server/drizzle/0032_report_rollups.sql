CREATE TABLE "report_daily_channel_counts" (
	"company_id" bigint NOT NULL,
	"metric" text NOT NULL,
	"day" date NOT NULL,
	"channel" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "report_daily_channel_counts_company_id_metric_day_channel_pk" PRIMARY KEY("company_id","metric","day","channel")
);
--> statement-breakpoint
CREATE TABLE "report_daily_job_counts" (
	"company_id" bigint NOT NULL,
	"metric" text NOT NULL,
	"day" date NOT NULL,
	"job_id" bigint NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "report_daily_job_counts_company_id_metric_day_job_id_pk" PRIMARY KEY("company_id","metric","day","job_id")
);
--> statement-breakpoint
CREATE TABLE "report_rollups" (
	"company_id" bigint PRIMARY KEY NOT NULL,
	"counted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_daily_channel_counts" ADD CONSTRAINT "report_daily_channel_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_daily_job_counts" ADD CONSTRAINT "report_daily_job_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_rollups" ADD CONSTRAINT "report_rollups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_daily_job_counts_job_idx" ON "report_daily_job_counts" USING btree ("company_id","job_id");