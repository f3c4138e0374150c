CREATE TABLE "recruit_process_stages" (
	"company_id" bigint NOT NULL,
	"process_id" bigint NOT NULL,
	"stage_id" bigint NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "recruit_process_stages_process_id_stage_id_pk" PRIMARY KEY("process_id","stage_id")
);
--> statement-breakpoint
CREATE TABLE "recruit_processes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recruit_processes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recruit_settings" (
	"company_id" bigint PRIMARY KEY NOT NULL,
	"eliminate_reason_required" boolean NOT NULL,
	"eliminate_notify_default" boolean NOT NULL,
	"allow_multiple_jobs" boolean NOT NULL,
	"reapply_eliminated" text NOT NULL,
	"show_stage_days" boolean NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recruit_stages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recruit_stages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"name" text NOT NULL,
	"type" smallint NOT NULL,
	"actions" text[] DEFAULT '{}'::text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"application_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"from_stage_id" bigint,
	"to_stage_id" bigint,
	"actor_id" bigint,
	"actor_name" text NOT NULL,
	"note" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"resume_id" bigint NOT NULL,
	"job_id" bigint NOT NULL,
	"stage_id" bigint NOT NULL,
	"stage_entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" smallint,
	"recruitment_state" smallint,
	"eliminate_reason" text,
	"eliminate_reason_id" bigint,
	"eliminate_reason_type" text,
	"eliminated_at" timestamp with time zone,
	"eliminated_by" bigint,
	"entry_date" date,
	"leave_date" date,
	"leave_reason" text,
	"source" text NOT NULL,
	"archived_at" timestamp with time zone,
	"archived_by" bigint,
	"archive_reason" text,
	"archive_reason_id" bigint,
	"transferred_to_id" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recruit_process_stages" ADD CONSTRAINT "recruit_process_stages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruit_process_stages" ADD CONSTRAINT "recruit_process_stages_process_id_recruit_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."recruit_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruit_process_stages" ADD CONSTRAINT "recruit_process_stages_stage_id_recruit_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."recruit_stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruit_processes" ADD CONSTRAINT "recruit_processes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruit_settings" ADD CONSTRAINT "recruit_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruit_stages" ADD CONSTRAINT "recruit_stages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_stage_id_recruit_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."recruit_stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recruit_process_stages_stage_idx" ON "recruit_process_stages" USING btree ("company_id","stage_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recruit_processes_company_name_uq" ON "recruit_processes" USING btree ("company_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "recruit_processes_company_default_uq" ON "recruit_processes" USING btree ("company_id") WHERE is_default;--> statement-breakpoint
CREATE UNIQUE INDEX "recruit_stages_company_name_uq" ON "recruit_stages" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "recruit_stages_company_sort_idx" ON "recruit_stages" USING btree ("company_id","type","sort","id");--> statement-breakpoint
CREATE INDEX "application_events_application_idx" ON "application_events" USING btree ("company_id","application_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_active_uq" ON "applications" USING btree ("company_id","resume_id","job_id") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "applications_board_idx" ON "applications" USING btree ("company_id","job_id","stage_id","stage_entered_at","id") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "applications_job_created_idx" ON "applications" USING btree ("company_id","job_id","created_at","id") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "applications_resume_idx" ON "applications" USING btree ("company_id","resume_id");--> statement-breakpoint
CREATE INDEX "applications_stage_idx" ON "applications" USING btree ("company_id","stage_id") WHERE archived_at is null;