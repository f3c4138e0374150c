CREATE TABLE "report_daily_facet_counts" (
	"company_id" bigint NOT NULL,
	"day" date NOT NULL,
	"facet" text NOT NULL,
	"value" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "report_daily_facet_counts_company_id_facet_day_value_pk" PRIMARY KEY("company_id","facet","day","value")
);
--> statement-breakpoint
ALTER TABLE "report_daily_facet_counts" ADD CONSTRAINT "report_daily_facet_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;