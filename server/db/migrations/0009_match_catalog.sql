ALTER TABLE "roundtable_seats" ADD COLUMN "changed_xid" bigint DEFAULT txid_current() NOT NULL;--> statement-breakpoint
ALTER TABLE "roundtables" ADD COLUMN "changed_xid" bigint DEFAULT txid_current() NOT NULL;--> statement-breakpoint
CREATE INDEX "roundtable_seats_changed_xid_idx" ON "roundtable_seats" USING btree ("changed_xid");--> statement-breakpoint
CREATE INDEX "roundtables_changed_xid_idx" ON "roundtables" USING btree ("changed_xid");--> statement-breakpoint
-- Stamps a changed row with the transaction writing it (an insert takes the column's default), so a
-- reader that noted its snapshot's xmin re-reads only rows written since: every transaction below
-- that xmin had ended before the reader's last look (server/matching/match-catalog.ts).
CREATE OR REPLACE FUNCTION ec_stamp_changed_xid() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  NEW.changed_xid := txid_current();
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER roundtables_changed_xid BEFORE UPDATE ON roundtables
  FOR EACH ROW EXECUTE FUNCTION ec_stamp_changed_xid();
--> statement-breakpoint
CREATE TRIGGER roundtable_seats_changed_xid BEFORE UPDATE ON roundtable_seats
  FOR EACH ROW EXECUTE FUNCTION ec_stamp_changed_xid();
