CREATE TABLE "report_goals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_goals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"year" smallint NOT NULL,
	"period" smallint,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"scope" text NOT NULL,
	"org_id" bigint,
	"account_id" bigint,
	"hires" integer,
	"offers" integer,
	"interviews" integer,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_goals_period_scope_uq" UNIQUE NULLS NOT DISTINCT("company_id","starts_on","ends_on","scope","org_id","account_id")
);
--> statement-breakpoint
ALTER TABLE "report_goals" ADD CONSTRAINT "report_goals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_goals" ADD CONSTRAINT "report_goals_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_goals_company_year_idx" ON "report_goals" USING btree ("company_id","year","starts_on");