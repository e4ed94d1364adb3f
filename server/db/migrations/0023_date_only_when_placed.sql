-- A date belongs to a roundtable only once it is placed: clear the dates older data gave proposals, then hold the rule.
UPDATE "roundtables" SET "scheduled_date" = NULL WHERE "scheduled_date" IS NOT NULL AND "program_status" <> 'placed';--> statement-breakpoint
ALTER TABLE "roundtables" ADD CONSTRAINT "roundtables_date_only_when_placed" CHECK ("roundtables"."scheduled_date" is null or "roundtables"."program_status" = 'placed');
