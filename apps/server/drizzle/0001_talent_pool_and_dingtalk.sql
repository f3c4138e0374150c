-- Fragments of phones, e-mails and Latin-letter names are searched by trigrams (pg_trgm, a trusted extension).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "candidate_tags" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "candidate_tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"name" text NOT NULL,
	"color" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resume_educations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resume_educations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"resume_id" bigint NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"start_month" integer,
	"end_month" integer,
	"edu_time" text,
	"graduation_school" text,
	"degree" smallint,
	"degree_label" text,
	"professional" text,
	"school985" boolean DEFAULT false NOT NULL,
	"school211" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resume_files" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resume_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"resume_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"mime" text,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resume_projects" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resume_projects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"resume_id" bigint NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"start_month" integer,
	"end_month" integer,
	"project_time" text,
	"project_name" text,
	"project_desc" text,
	"responsibility_desc" text
);
--> statement-breakpoint
CREATE TABLE "resume_records" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resume_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"resume_id" bigint NOT NULL,
	"operator_id" bigint,
	"operator_name" text NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resume_saved_searches" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resume_saved_searches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"name" text NOT NULL,
	"query" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resume_tags" (
	"company_id" bigint NOT NULL,
	"resume_id" bigint NOT NULL,
	"tag_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resume_tags_resume_id_tag_id_pk" PRIMARY KEY("resume_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "resume_trainings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resume_trainings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"resume_id" bigint NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"start_month" integer,
	"end_month" integer,
	"training_time" text,
	"training_organization" text,
	"training_name" text,
	"training_place" text,
	"training_certificate" text,
	"training_desc" text
);
--> statement-breakpoint
CREATE TABLE "resume_viewers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resume_viewers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"resume_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resume_work_experiences" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resume_work_experiences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"resume_id" bigint NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"start_month" integer,
	"end_month" integer,
	"work_time" text,
	"company_name" text,
	"job_name" text,
	"company_industry" text,
	"scale" text,
	"department" text,
	"report_people" text,
	"under_people" text,
	"company_introduce" text,
	"work_content" text,
	"work_achievement" text,
	"dimission_reason" text
);
--> statement-breakpoint
CREATE TABLE "resumes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resumes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"name" text NOT NULL,
	"gender" smallint,
	"birth_year" smallint,
	"birthday" date,
	"work_city" text,
	"work_city_code" text,
	"mobile" text,
	"email" text,
	"wechat_code" text,
	"hometown_city" text,
	"head_img" text,
	"expect_city" text,
	"expect_city_code" text,
	"current_salary" text,
	"expect_salary" text,
	"expect_position" text,
	"expect_industry" text,
	"work_years" real,
	"work_years_scale" smallint,
	"top_degree" smallint,
	"degree_rank" smallint DEFAULT 0 NOT NULL,
	"school985" boolean DEFAULT false NOT NULL,
	"school211" boolean DEFAULT false NOT NULL,
	"last_company" text,
	"last_job_title" text,
	"last_school" text,
	"last_major" text,
	"stated_degree" smallint,
	"stated_work_years" real,
	"intention_status" smallint,
	"work_state" smallint,
	"source" smallint,
	"channel" integer,
	"parse_status" smallint NOT NULL,
	"phone_flag" smallint DEFAULT 0 NOT NULL,
	"duplicate_of_id" bigint,
	"duplicate_kind" text,
	"merged_into_id" bigint,
	"owner_account_id" bigint,
	"referrer_account_id" bigint,
	"created_by" bigint,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search" "tsvector" DEFAULT ''::tsvector NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" bigint
);
--> statement-breakpoint
CREATE TABLE "dingtalk_apps" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dingtalk_apps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"corp_id" text NOT NULL,
	"agent_id" text NOT NULL,
	"app_key" text NOT NULL,
	"app_secret_encrypted" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate_tags" ADD CONSTRAINT "candidate_tags_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_educations" ADD CONSTRAINT "resume_educations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_educations" ADD CONSTRAINT "resume_educations_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_files" ADD CONSTRAINT "resume_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_files" ADD CONSTRAINT "resume_files_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_projects" ADD CONSTRAINT "resume_projects_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_projects" ADD CONSTRAINT "resume_projects_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_records" ADD CONSTRAINT "resume_records_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_records" ADD CONSTRAINT "resume_records_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_saved_searches" ADD CONSTRAINT "resume_saved_searches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_saved_searches" ADD CONSTRAINT "resume_saved_searches_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_tags" ADD CONSTRAINT "resume_tags_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_tags" ADD CONSTRAINT "resume_tags_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_tags" ADD CONSTRAINT "resume_tags_tag_id_candidate_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."candidate_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_trainings" ADD CONSTRAINT "resume_trainings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_trainings" ADD CONSTRAINT "resume_trainings_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_viewers" ADD CONSTRAINT "resume_viewers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_viewers" ADD CONSTRAINT "resume_viewers_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_viewers" ADD CONSTRAINT "resume_viewers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_work_experiences" ADD CONSTRAINT "resume_work_experiences_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_work_experiences" ADD CONSTRAINT "resume_work_experiences_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_owner_account_id_accounts_id_fk" FOREIGN KEY ("owner_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_referrer_account_id_accounts_id_fk" FOREIGN KEY ("referrer_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dingtalk_apps" ADD CONSTRAINT "dingtalk_apps_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_tags_company_name_uq" ON "candidate_tags" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "resume_educations_resume_idx" ON "resume_educations" USING btree ("resume_id");--> statement-breakpoint
CREATE UNIQUE INDEX "resume_files_company_sha_uq" ON "resume_files" USING btree ("company_id","sha256");--> statement-breakpoint
CREATE INDEX "resume_files_resume_idx" ON "resume_files" USING btree ("resume_id");--> statement-breakpoint
CREATE INDEX "resume_projects_resume_idx" ON "resume_projects" USING btree ("resume_id");--> statement-breakpoint
CREATE INDEX "resume_records_resume_idx" ON "resume_records" USING btree ("company_id","resume_id","created_at");--> statement-breakpoint
CREATE INDEX "resume_records_company_idx" ON "resume_records" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "resume_records_operator_idx" ON "resume_records" USING btree ("company_id","operator_id","created_at");--> statement-breakpoint
CREATE INDEX "resume_records_action_idx" ON "resume_records" USING btree ("company_id","action","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "resume_saved_searches_uq" ON "resume_saved_searches" USING btree ("company_id","account_id","name");--> statement-breakpoint
CREATE INDEX "resume_tags_company_tag_idx" ON "resume_tags" USING btree ("company_id","tag_id","resume_id");--> statement-breakpoint
CREATE INDEX "resume_trainings_resume_idx" ON "resume_trainings" USING btree ("resume_id");--> statement-breakpoint
CREATE UNIQUE INDEX "resume_viewers_uq" ON "resume_viewers" USING btree ("resume_id","account_id");--> statement-breakpoint
CREATE INDEX "resume_viewers_account_idx" ON "resume_viewers" USING btree ("company_id","account_id","resume_id");--> statement-breakpoint
CREATE INDEX "resume_work_experiences_resume_idx" ON "resume_work_experiences" USING btree ("resume_id");--> statement-breakpoint
CREATE INDEX "resumes_company_updated_idx" ON "resumes" USING btree ("company_id","updated_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "resumes_company_deleted_idx" ON "resumes" USING btree ("company_id","deleted_at") WHERE deleted_at is not null;--> statement-breakpoint
CREATE INDEX "resumes_search_idx" ON "resumes" USING gin ("search") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "resumes_name_trgm_idx" ON "resumes" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "resumes_mobile_trgm_idx" ON "resumes" USING gin ("mobile" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "resumes_email_trgm_idx" ON "resumes" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "resumes_company_mobile_idx" ON "resumes" USING btree ("company_id","mobile") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "resumes_company_email_idx" ON "resumes" USING btree ("company_id","email") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "resumes_duplicate_of_idx" ON "resumes" USING btree ("duplicate_of_id") WHERE duplicate_of_id is not null;--> statement-breakpoint
CREATE INDEX "resumes_company_work_city_idx" ON "resumes" USING btree ("company_id","work_city_code") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "resumes_company_expect_city_idx" ON "resumes" USING btree ("company_id","expect_city_code") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "resumes_company_degree_idx" ON "resumes" USING btree ("company_id","degree_rank") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "resumes_company_work_years_idx" ON "resumes" USING btree ("company_id","work_years_scale") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "resumes_company_birth_year_idx" ON "resumes" USING btree ("company_id","birth_year") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "resumes_company_gender_idx" ON "resumes" USING btree ("company_id","gender") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "resumes_company_channel_idx" ON "resumes" USING btree ("company_id","channel") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "resumes_company_source_idx" ON "resumes" USING btree ("company_id","source") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "resumes_company_intention_idx" ON "resumes" USING btree ("company_id","intention_status") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "resumes_company_work_state_idx" ON "resumes" USING btree ("company_id","work_state") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "resumes_company_parse_status_idx" ON "resumes" USING btree ("company_id","parse_status") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "resumes_company_985_idx" ON "resumes" USING btree ("company_id","updated_at") WHERE school985 and deleted_at is null;--> statement-breakpoint
CREATE INDEX "resumes_company_211_idx" ON "resumes" USING btree ("company_id","updated_at") WHERE school211 and deleted_at is null;--> statement-breakpoint
CREATE INDEX "resumes_company_owner_idx" ON "resumes" USING btree ("company_id","owner_account_id");--> statement-breakpoint
CREATE INDEX "resumes_company_referrer_idx" ON "resumes" USING btree ("company_id","referrer_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dingtalk_apps_company_uq" ON "dingtalk_apps" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dingtalk_apps_corp_uq" ON "dingtalk_apps" USING btree ("corp_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_third_user_uq" ON "accounts" USING btree ("company_id","third_user_id") WHERE "accounts"."third_user_id" is not null;