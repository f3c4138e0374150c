-- Custom SQL migration file, put your code below! ---- The points ledger is append-only: a change to the balance is a new row, never an edit.
CREATE FUNCTION point_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'point_ledger is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER point_ledger_no_update_delete BEFORE UPDATE OR DELETE ON "point_ledger" FOR EACH ROW EXECUTE FUNCTION point_ledger_append_only();--> statement-breakpoint
CREATE TRIGGER point_ledger_no_truncate BEFORE TRUNCATE ON "point_ledger" FOR EACH STATEMENT EXECUTE FUNCTION point_ledger_append_only();
