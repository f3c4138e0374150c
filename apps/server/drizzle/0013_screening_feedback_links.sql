CREATE TABLE "recommendations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recommendations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"application_id" bigint NOT NULL,
	"resume_id" bigint NOT NULL,
	"job_id" bigint NOT NULL,
	"recipient_id" bigint NOT NULL,
	"pushed_by" bigint,
	"pushed_by_name" text NOT NULL,
	"message" text,
	"reply_by" timestamp with time zone NOT NULL,
	"feedback" smallint DEFAULT 1 NOT NULL,
	"comment" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_feedback_links" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "candidate_feedback_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"application_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" bigint,
	"answer" text,
	"comment" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_recipient_id_accounts_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_pushed_by_accounts_id_fk" FOREIGN KEY ("pushed_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_feedback_links" ADD CONSTRAINT "candidate_feedback_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_feedback_links" ADD CONSTRAINT "candidate_feedback_links_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_feedback_links" ADD CONSTRAINT "candidate_feedback_links_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_feedback_links" ADD CONSTRAINT "candidate_feedback_links_revoked_by_accounts_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recommendations_open_uq" ON "recommendations" USING btree ("application_id","recipient_id") WHERE "recommendations"."feedback" in (1, 4);--> statement-breakpoint
CREATE INDEX "recommendations_inbox_idx" ON "recommendations" USING btree ("company_id","recipient_id","feedback","created_at");--> statement-breakpoint
CREATE INDEX "recommendations_application_idx" ON "recommendations" USING btree ("company_id","application_id","created_at");--> statement-breakpoint
CREATE INDEX "recommendations_overdue_idx" ON "recommendations" USING btree ("company_id","reply_by") WHERE "recommendations"."feedback" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_feedback_links_token_uq" ON "candidate_feedback_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "candidate_feedback_links_application_idx" ON "candidate_feedback_links" USING btree ("company_id","application_id","created_at");