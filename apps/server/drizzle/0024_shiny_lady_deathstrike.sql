CREATE TABLE "point_balances" (
	"company_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_balances_company_id_kind_pk" PRIMARY KEY("company_id","kind"),
	CONSTRAINT "point_balances_not_negative" CHECK ("point_balances"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "point_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"entry" text NOT NULL,
	"delta" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"reason" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" bigint NOT NULL,
	"actor_id" bigint,
	"actor_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_ledger_balance_not_negative" CHECK ("point_ledger"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_packages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "point_packages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"points" integer NOT NULL,
	"status" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"granted_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_packages_points_positive" CHECK ("point_packages"."points" > 0)
);
--> statement-breakpoint
CREATE TABLE "background_check_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "background_check_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"check_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"project" text NOT NULL,
	"title" text NOT NULL,
	"finding" text,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "background_checks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "background_checks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"application_id" bigint NOT NULL,
	"resume_id" bigint NOT NULL,
	"education" integer NOT NULL,
	"work" integer NOT NULL,
	"project" integer NOT NULL,
	"points" integer NOT NULL,
	"status" text NOT NULL,
	"provider" text NOT NULL,
	"agency_name" text,
	"agency_email" text NOT NULL,
	"token_hash" text NOT NULL,
	"link_expires_at" timestamp with time zone NOT NULL,
	"report_storage_key" text,
	"report_file_name" text,
	"report_size" integer,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" bigint,
	CONSTRAINT "background_checks_counts" CHECK ("background_checks"."education" >= 0 and "background_checks"."work" >= 0 and "background_checks"."project" >= 0 and "background_checks"."points" > 0)
);
--> statement-breakpoint
ALTER TABLE "point_balances" ADD CONSTRAINT "point_balances_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_ledger" ADD CONSTRAINT "point_ledger_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_ledger" ADD CONSTRAINT "point_ledger_actor_id_accounts_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_packages" ADD CONSTRAINT "point_packages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "background_check_items" ADD CONSTRAINT "background_check_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "background_check_items" ADD CONSTRAINT "background_check_items_check_id_background_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."background_checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "background_checks" ADD CONSTRAINT "background_checks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "background_checks" ADD CONSTRAINT "background_checks_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "background_checks" ADD CONSTRAINT "background_checks_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "background_checks" ADD CONSTRAINT "background_checks_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "background_checks" ADD CONSTRAINT "background_checks_cancelled_by_accounts_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "point_ledger_subject_uq" ON "point_ledger" USING btree ("company_id","entry","subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "point_ledger_company_idx" ON "point_ledger" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "point_packages_company_idx" ON "point_packages" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "background_check_items_check_idx" ON "background_check_items" USING btree ("check_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "background_checks_token_uq" ON "background_checks" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "background_checks_application_idx" ON "background_checks" USING btree ("company_id","application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "background_checks_open_uq" ON "background_checks" USING btree ("company_id","application_id") WHERE status in ('pending', 'inProgress');