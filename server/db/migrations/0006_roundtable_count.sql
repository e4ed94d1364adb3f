CREATE TABLE "roundtable_count" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "roundtable_count_one_row" CHECK ("roundtable_count"."id")
);
--> statement-breakpoint
INSERT INTO roundtable_count (id, total) SELECT true, count(*) FROM roundtables;
--> statement-breakpoint
-- One update per statement, whatever the number of rows; concurrent writers queue on the row
-- and each adds to what the one before it committed.
CREATE OR REPLACE FUNCTION ec_roundtable_count_trigger() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE roundtable_count SET total = total + (SELECT count(*) FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE roundtable_count SET total = total - (SELECT count(*) FROM old_rows);
  ELSE -- TRUNCATE
    UPDATE roundtable_count SET total = 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER roundtables_count_insert AFTER INSERT ON roundtables
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ec_roundtable_count_trigger();
--> statement-breakpoint
CREATE TRIGGER roundtables_count_delete AFTER DELETE ON roundtables
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ec_roundtable_count_trigger();
--> statement-breakpoint
CREATE TRIGGER roundtables_count_truncate AFTER TRUNCATE ON roundtables
  FOR EACH STATEMENT EXECUTE FUNCTION ec_roundtable_count_trigger();
