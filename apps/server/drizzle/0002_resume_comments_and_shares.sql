CREATE TABLE "resume_settings" (
	"company_id" bigint PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_by_name" text
);
--> statement-breakpoint
CREATE TABLE "resume_comment_mentions" (
	"company_id" bigint NOT NULL,
	"comment_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resume_comment_mentions_comment_id_account_id_pk" PRIMARY KEY("comment_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "resume_comments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resume_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"resume_id" bigint NOT NULL,
	"author_id" bigint NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resume_share_links" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resume_share_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"resume_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" bigint NOT NULL,
	"days" smallint NOT NULL,
	"show_contact" boolean NOT NULL,
	"show_salary" boolean NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" bigint,
	"view_count" integer DEFAULT 0 NOT NULL,
	"last_viewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resume_settings" ADD CONSTRAINT "resume_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_settings" ADD CONSTRAINT "resume_settings_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_comment_mentions" ADD CONSTRAINT "resume_comment_mentions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_comment_mentions" ADD CONSTRAINT "resume_comment_mentions_comment_id_resume_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."resume_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_comment_mentions" ADD CONSTRAINT "resume_comment_mentions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_comments" ADD CONSTRAINT "resume_comments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_comments" ADD CONSTRAINT "resume_comments_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_comments" ADD CONSTRAINT "resume_comments_author_id_accounts_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_share_links" ADD CONSTRAINT "resume_share_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_share_links" ADD CONSTRAINT "resume_share_links_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_share_links" ADD CONSTRAINT "resume_share_links_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_share_links" ADD CONSTRAINT "resume_share_links_revoked_by_accounts_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resume_comment_mentions_account_idx" ON "resume_comment_mentions" USING btree ("company_id","account_id","created_at");--> statement-breakpoint
CREATE INDEX "resume_comment_mentions_unread_idx" ON "resume_comment_mentions" USING btree ("company_id","account_id") WHERE read_at is null;--> statement-breakpoint
CREATE INDEX "resume_comments_resume_idx" ON "resume_comments" USING btree ("company_id","resume_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "resume_share_links_token_uq" ON "resume_share_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "resume_share_links_resume_idx" ON "resume_share_links" USING btree ("company_id","resume_id","created_at");