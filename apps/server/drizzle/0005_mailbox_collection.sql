CREATE TABLE "mailbox_mails" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mailbox_mails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"mailbox_id" bigint NOT NULL,
	"uid_validity" bigint NOT NULL,
	"uid" bigint NOT NULL,
	"message_id" text,
	"subject" text NOT NULL,
	"from_name" text,
	"from_address" text,
	"sent_at" timestamp with time zone,
	"size" integer NOT NULL,
	"source_key" text,
	"state" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"channel" integer,
	"job_name" text,
	"storage_result" smallint,
	"reason" text,
	"resume_id" bigint,
	"resume_name" text,
	"parse_status" smallint,
	"file_name" text,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mailboxes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mailboxes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"preset" text NOT NULL,
	"protocol" smallint NOT NULL,
	"server" text NOT NULL,
	"port" integer NOT NULL,
	"ssl" boolean DEFAULT true NOT NULL,
	"account" text NOT NULL,
	"password_encrypted" text NOT NULL,
	"folder" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"receive_state" smallint,
	"last_error" text,
	"last_run_at" timestamp with time zone,
	"uid_validity" bigint,
	"last_uid" bigint DEFAULT 0 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mailbox_mails" ADD CONSTRAINT "mailbox_mails_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_mails" ADD CONSTRAINT "mailbox_mails_mailbox_id_mailboxes_id_fk" FOREIGN KEY ("mailbox_id") REFERENCES "public"."mailboxes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailboxes" ADD CONSTRAINT "mailboxes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailboxes" ADD CONSTRAINT "mailboxes_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mailbox_mails_uid_uq" ON "mailbox_mails" USING btree ("mailbox_id","uid_validity","uid");--> statement-breakpoint
CREATE UNIQUE INDEX "mailbox_mails_message_uq" ON "mailbox_mails" USING btree ("mailbox_id","message_id") WHERE message_id is not null;--> statement-breakpoint
CREATE INDEX "mailbox_mails_waiting_list_idx" ON "mailbox_mails" USING btree ("company_id","fetched_at") WHERE state = 'waiting';--> statement-breakpoint
CREATE INDEX "mailbox_mails_processed_list_idx" ON "mailbox_mails" USING btree ("company_id","processed_at") WHERE state = 'processed';--> statement-breakpoint
CREATE INDEX "mailbox_mails_waiting_idx" ON "mailbox_mails" USING btree ("mailbox_id","id") WHERE state = 'waiting';--> statement-breakpoint
CREATE UNIQUE INDEX "mailboxes_account_uq" ON "mailboxes" USING btree ("company_id",lower("account"),lower("server"),"folder") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "mailboxes_enabled_idx" ON "mailboxes" USING btree ("enabled","protocol") WHERE deleted_at is null;