-- Stamps a changed row with the transaction writing it (an insert takes the column's default), so
-- a reader that noted its snapshot's xmin re-reads only rows written since: every transaction below
-- that xmin had ended before the reader's last look (server/matching/match-catalog.ts).
CREATE OR REPLACE FUNCTION ec_stamp_changed_xid() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  NEW.changed_xid := txid_current();
  RETURN NEW;
END
$$;
