DROP INDEX "recruit_stages_company_name_uq";--> statement-breakpoint
DROP INDEX "recruit_stages_company_sort_idx";--> statement-breakpoint
ALTER TABLE "recruit_stages" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "recruit_stages_company_name_uq" ON "recruit_stages" USING btree ("company_id","name") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "recruit_stages_company_sort_idx" ON "recruit_stages" USING btree ("company_id","sort","id");