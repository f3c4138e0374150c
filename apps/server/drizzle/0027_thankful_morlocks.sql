CREATE TABLE "offer_field_defs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offer_field_defs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
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
CREATE TABLE "offer_standard_field_settings" (
	"company_id" bigint NOT NULL,
	"field" text NOT NULL,
	"enabled" boolean NOT NULL,
	"required" boolean NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_standard_field_settings_company_id_field_pk" PRIMARY KEY("company_id","field")
);
--> statement-breakpoint
ALTER TABLE "offer_field_defs" ADD CONSTRAINT "offer_field_defs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_standard_field_settings" ADD CONSTRAINT "offer_standard_field_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_standard_field_settings" ADD CONSTRAINT "offer_standard_field_settings_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offer_field_defs_company_key_uq" ON "offer_field_defs" USING btree ("company_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_field_defs_company_name_uq" ON "offer_field_defs" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "offer_field_defs_company_sort_idx" ON "offer_field_defs" USING btree ("company_id","sort");