CREATE TABLE "offers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"application_id" bigint NOT NULL,
	"resume_id" bigint NOT NULL,
	"job_id" bigint NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"entry_time" date NOT NULL,
	"org_id" bigint NOT NULL,
	"probation_period" smallint NOT NULL,
	"internship_salary_fen" bigint NOT NULL,
	"salary_type" smallint NOT NULL,
	"formal_salary_fen" bigint NOT NULL,
	"tax_type" smallint NOT NULL,
	"job_rank_id" bigint,
	"demand_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"offer_email_flag" boolean DEFAULT true NOT NULL,
	"email_title" text,
	"cc_emails" text[] DEFAULT '{}'::text[] NOT NULL,
	"email_content" text,
	"file_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"offer_file_template_id" bigint,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"approval_id" bigint,
	"approval_status" text,
	"sent_at" timestamp with time zone,
	"sent_by" bigint,
	"expires_at" timestamp with time zone,
	"answer_token_hash" text,
	"answered_at" timestamp with time zone,
	"answer" text,
	"decline_reason" text,
	"decline_reason_id" bigint,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" bigint,
	"cancel_reason" text,
	"created_by" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_sent_by_accounts_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_cancelled_by_accounts_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offers_live_application_uq" ON "offers" USING btree ("company_id","application_id") WHERE status not in ('declined', 'expired', 'cancelled');--> statement-breakpoint
CREATE UNIQUE INDEX "offers_answer_token_uq" ON "offers" USING btree ("answer_token_hash");--> statement-breakpoint
CREATE INDEX "offers_company_updated_idx" ON "offers" USING btree ("company_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "offers_company_status_idx" ON "offers" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "offers_application_idx" ON "offers" USING btree ("company_id","application_id");