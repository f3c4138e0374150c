CREATE TABLE "demand_field_defs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "demand_field_defs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
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
CREATE TABLE "demands" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "demands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"name" text NOT NULL,
	"org_id" bigint NOT NULL,
	"category_id" bigint,
	"nature" smallint DEFAULT 1 NOT NULL,
	"headcount" integer NOT NULL,
	"reason" smallint NOT NULL,
	"reason_note" text,
	"arrival_date" date,
	"min_salary" integer,
	"max_salary" integer,
	"work_place" text,
	"describe" text,
	"requirement" text,
	"priority" smallint DEFAULT 1 NOT NULL,
	"owner_id" bigint,
	"status" text DEFAULT 'draft' NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" bigint,
	"close_reason" text,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "demand_field_defs" ADD CONSTRAINT "demand_field_defs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demands" ADD CONSTRAINT "demands_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demands" ADD CONSTRAINT "demands_owner_id_accounts_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demands" ADD CONSTRAINT "demands_closed_by_accounts_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demands" ADD CONSTRAINT "demands_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "demand_field_defs_company_key_uq" ON "demand_field_defs" USING btree ("company_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "demand_field_defs_company_name_uq" ON "demand_field_defs" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "demand_field_defs_company_sort_idx" ON "demand_field_defs" USING btree ("company_id","sort");--> statement-breakpoint
CREATE INDEX "demands_company_updated_idx" ON "demands" USING btree ("company_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "demands_company_status_idx" ON "demands" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "demands_company_creator_idx" ON "demands" USING btree ("company_id","created_by");