CREATE TABLE "resume_export_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resume_export_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"account_id" bigint,
	"operator_name" text NOT NULL,
	"kind" text NOT NULL,
	"resume_id" bigint,
	"resume_name" text,
	"resume_count" integer NOT NULL,
	"resume_ids" jsonb NOT NULL,
	"request" jsonb NOT NULL,
	"scope" text NOT NULL,
	"capped" boolean DEFAULT false NOT NULL,
	"file_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resume_export_settings" (
	"company_id" bigint PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_by" bigint,
	"updated_by_name" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resume_import_batches" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resume_import_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"account_id" bigint,
	"operator_name" text NOT NULL,
	"status" text NOT NULL,
	"total" integer NOT NULL,
	"stored" integer DEFAULT 0 NOT NULL,
	"flagged" integer DEFAULT 0 NOT NULL,
	"refused" integer DEFAULT 0 NOT NULL,
	"rows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resume_export_logs" ADD CONSTRAINT "resume_export_logs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_export_logs" ADD CONSTRAINT "resume_export_logs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_export_logs" ADD CONSTRAINT "resume_export_logs_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_export_settings" ADD CONSTRAINT "resume_export_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_export_settings" ADD CONSTRAINT "resume_export_settings_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_import_batches" ADD CONSTRAINT "resume_import_batches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_import_batches" ADD CONSTRAINT "resume_import_batches_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resume_export_logs_company_idx" ON "resume_export_logs" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "resume_import_batches_company_sha_uq" ON "resume_import_batches" USING btree ("company_id","sha256");--> statement-breakpoint
CREATE INDEX "resume_import_batches_company_idx" ON "resume_import_batches" USING btree ("company_id","created_at");