CREATE TABLE "helper_keys" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "helper_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"hint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"last_used_host" text,
	"capture_count" integer DEFAULT 0 NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "helper_settings" (
	"company_id" bigint PRIMARY KEY NOT NULL,
	"enabled_boards" integer[] NOT NULL,
	"other_sites_channel" integer,
	"default_owner_account_id" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "helper_keys" ADD CONSTRAINT "helper_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helper_keys" ADD CONSTRAINT "helper_keys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helper_settings" ADD CONSTRAINT "helper_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helper_settings" ADD CONSTRAINT "helper_settings_default_owner_account_id_accounts_id_fk" FOREIGN KEY ("default_owner_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "helper_keys_hash_uq" ON "helper_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "helper_keys_account_name_uq" ON "helper_keys" USING btree ("account_id","name") WHERE revoked_at is null;--> statement-breakpoint
CREATE INDEX "helper_keys_company_idx" ON "helper_keys" USING btree ("company_id");