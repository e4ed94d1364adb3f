-- The current convention's id (docs/product.md, "Conventions"): the default of convention_id on
-- roundtables and program sessions, so a new roundtable goes into the current convention whoever
-- inserts it, and the upgrade that added the column gave every existing row the first convention.
CREATE OR REPLACE FUNCTION ec_current_convention_id() RETURNS integer
  LANGUAGE sql STABLE
  AS $$
  SELECT id FROM conventions WHERE is_current
$$;
