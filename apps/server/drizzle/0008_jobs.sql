CREATE TABLE "job_field_defs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_field_defs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"date_precision" text,
	"dictionary" text,
	"placeholder" text,
	"help" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_levels" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_levels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_types" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"parent_id" bigint,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"name" text NOT NULL,
	"category_id" bigint,
	"classify_id" bigint,
	"nature" smallint DEFAULT 1 NOT NULL,
	"recruit_type" smallint DEFAULT 2 NOT NULL,
	"org_id" bigint NOT NULL,
	"company_org_id" bigint,
	"work_place" text,
	"work_city_code" text,
	"headcount" integer,
	"salary_type" smallint DEFAULT 1 NOT NULL,
	"min_salary_fen" bigint,
	"max_salary_fen" bigint,
	"director" text,
	"underling_number" integer,
	"rank_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"tag_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"benefits" text[] DEFAULT '{}'::text[] NOT NULL,
	"describe" text,
	"demand" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"retention" smallint DEFAULT 0 NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"closed_reason" text,
	"work_year" smallint,
	"edu_require" smallint DEFAULT 0 NOT NULL,
	"edu_not_upgrade" boolean DEFAULT false NOT NULL,
	"edu_unified" boolean DEFAULT false NOT NULL,
	"edu_985_211" boolean DEFAULT false NOT NULL,
	"min_age" smallint,
	"max_age" smallint,
	"gender" smallint DEFAULT -1 NOT NULL,
	"language_require" text,
	"famous_enterprise" boolean DEFAULT false NOT NULL,
	"business_travel" smallint DEFAULT 0 NOT NULL,
	"owner_id" bigint,
	"assistant_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"hiring_manager_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"interviewer_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"qw_contact_id" bigint,
	"priority_recruitment" boolean DEFAULT false NOT NULL,
	"background_audit" boolean DEFAULT false NOT NULL,
	"regist_sms" boolean DEFAULT false NOT NULL,
	"feedback" boolean DEFAULT false NOT NULL,
	"look_content" text,
	"recruit_process_id" bigint,
	"res_library_id" bigint,
	"school_interview_site_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"demand_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"interview_email_template_id" bigint,
	"resume_scoring_rules_id" bigint,
	"resume_filter_rules_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"supplier_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"internal_recom_website_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"basic_reward_rule_id" bigint,
	"special_reward_rule_id" bigint,
	"questionnaire_template_id" bigint,
	"notice_file_id" bigint,
	"approve_flow_id" bigint,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" bigint
);
--> statement-breakpoint
ALTER TABLE "job_field_defs" ADD CONSTRAINT "job_field_defs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_levels" ADD CONSTRAINT "job_levels_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_types" ADD CONSTRAINT "job_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_types" ADD CONSTRAINT "job_types_parent_id_job_types_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."job_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_category_id_job_types_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."job_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_classify_id_job_types_id_fk" FOREIGN KEY ("classify_id") REFERENCES "public"."job_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_owner_id_accounts_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_field_defs_company_key_uq" ON "job_field_defs" USING btree ("company_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "job_field_defs_company_name_uq" ON "job_field_defs" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "job_field_defs_company_sort_idx" ON "job_field_defs" USING btree ("company_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "job_levels_company_name_uq" ON "job_levels" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "job_levels_company_sort_idx" ON "job_levels" USING btree ("company_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "job_types_company_root_name_uq" ON "job_types" USING btree ("company_id","name") WHERE parent_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX "job_types_company_child_name_uq" ON "job_types" USING btree ("company_id","parent_id","name") WHERE parent_id is not null;--> statement-breakpoint
CREATE INDEX "job_types_company_parent_idx" ON "job_types" USING btree ("company_id","parent_id","sort");--> statement-breakpoint
CREATE INDEX "jobs_company_updated_idx" ON "jobs" USING btree ("company_id","updated_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "jobs_company_status_idx" ON "jobs" USING btree ("company_id","status") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "jobs_expiring_idx" ON "jobs" USING btree ("expires_at") WHERE status = 1 and expires_at is not null and deleted_at is null;--> statement-breakpoint
CREATE INDEX "jobs_name_trgm_idx" ON "jobs" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_hiring_managers_idx" ON "jobs" USING gin ("hiring_manager_ids");--> statement-breakpoint
CREATE INDEX "jobs_interviewers_idx" ON "jobs" USING gin ("interviewer_ids");