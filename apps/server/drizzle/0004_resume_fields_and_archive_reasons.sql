CREATE TABLE "resume_field_defs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resume_field_defs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
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
CREATE TABLE "archive_reason_seeds" (
	"company_id" bigint NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "archive_reason_seeds_company_id_type_pk" PRIMARY KEY("company_id","type")
);
--> statement-breakpoint
CREATE TABLE "archive_reasons" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "archive_reasons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resume_field_defs" ADD CONSTRAINT "resume_field_defs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_reason_seeds" ADD CONSTRAINT "archive_reason_seeds_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_reasons" ADD CONSTRAINT "archive_reasons_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "resume_field_defs_company_key_uq" ON "resume_field_defs" USING btree ("company_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "resume_field_defs_company_name_uq" ON "resume_field_defs" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "resume_field_defs_company_sort_idx" ON "resume_field_defs" USING btree ("company_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "archive_reasons_company_type_name_uq" ON "archive_reasons" USING btree ("company_id","type","name");--> statement-breakpoint
CREATE INDEX "archive_reasons_company_type_sort_idx" ON "archive_reasons" USING btree ("company_id","type","sort");