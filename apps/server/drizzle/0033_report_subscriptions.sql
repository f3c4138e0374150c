CREATE TABLE "report_subscriptions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"report_id" text NOT NULL,
	"recipient_ids" bigint[] NOT NULL,
	"frequency" text NOT NULL,
	"weekday" smallint,
	"month_day" smallint,
	"send_time" text NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"last_sent_at" timestamp with time zone,
	"last_status" text,
	"last_message" text,
	"last_period_from" date,
	"last_period_to" date,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_subscriptions" ADD CONSTRAINT "report_subscriptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_subscriptions" ADD CONSTRAINT "report_subscriptions_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_subscriptions_company_idx" ON "report_subscriptions" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "report_subscriptions_enabled_idx" ON "report_subscriptions" USING btree ("enabled");