CREATE TABLE "resume_filter_rules" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resume_filter_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"scope" text NOT NULL,
	"trigger" text NOT NULL,
	"action" text NOT NULL,
	"tag_id" bigint,
	"conditions" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resume_scoring_rules" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resume_scoring_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"name" text NOT NULL,
	"weights" jsonb NOT NULL,
	"keywords" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resume_screenings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resume_screenings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"resume_id" bigint NOT NULL,
	"rule_id" bigint,
	"rule_name" text NOT NULL,
	"action" text NOT NULL,
	"trigger" text NOT NULL,
	"reasons" jsonb NOT NULL,
	"job_id" bigint,
	"application_id" bigint,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mailbox_mails" ADD COLUMN "job_id" bigint;--> statement-breakpoint
ALTER TABLE "resume_filter_rules" ADD CONSTRAINT "resume_filter_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_scoring_rules" ADD CONSTRAINT "resume_scoring_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_screenings" ADD CONSTRAINT "resume_screenings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_screenings" ADD CONSTRAINT "resume_screenings_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_screenings" ADD CONSTRAINT "resume_screenings_rule_id_resume_filter_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."resume_filter_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "resume_filter_rules_company_name_uq" ON "resume_filter_rules" USING btree ("company_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "resume_scoring_rules_company_name_uq" ON "resume_scoring_rules" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "resume_screenings_resume_idx" ON "resume_screenings" USING btree ("company_id","resume_id","created_at");--> statement-breakpoint
CREATE INDEX "resume_screenings_rule_idx" ON "resume_screenings" USING btree ("company_id","rule_id");