/**
 * npm run roster -- --file roster.csv [--preview]
 * Imports the societies' member roll (email, chapter, role) into the configured database, with the
 * members console's rules: one transaction, the first bad line named and nothing changed, the
 * same file twice changes nothing. Pending members it names are approved and told by e-mail.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { EmbeddedDatabaseInUseError } from "../db/embedded-lock";
import { createConfiguredMailer } from "../lib/mailer";
import type { RosterImport } from "@shared/validators/roster";
import { importRoster, RosterError, rosterNote, sendMembershipMail } from "../members";
import { runWithDatabase } from "./with-database";

const { values } = parseArgs({ options: { file: { type: "string" }, preview: { type: "boolean", default: false } } });
if (!values.file) {
  console.error("Usage: npm run roster -- --file roster.csv [--preview]\nThe file's header names the columns email, chapter and role.");
  process.exit(2);
}
const file = path.resolve(values.file);

function summary(result: RosterImport): string {
  const lines = [
    `${result.preview ? "Preview of " : ""}${file}: ${result.rows} members on the roster (${result.added} added, ${result.updated} updated, ${result.unchanged} unchanged).`,
    result.approved.length === 0
      ? "No waiting member is on it."
      : `${result.preview ? "Would approve" : "Approved"} ${result.approved.length} waiting member${result.approved.length === 1 ? "" : "s"}:`,
    ...result.approved.map((member) => `  ${member.email} (${member.firstName} ${member.lastName}): ${member.userType}, ${member.chapterName}`),
  ];
  if (result.preview) lines.push("Nothing was changed (--preview).");
  return lines.join("\n");
}

await runWithDatabase(
  async (database, config, logger) => {
    let csv: string;
    try {
      csv = await fs.readFile(file, "utf8");
    } catch {
      throw new RosterError(`Cannot read the roster file ${file}`);
    }
    const result = await importRoster(database.db, { csv, actorId: null, preview: values.preview });
    console.log(summary(result));
    if (result.preview || result.approved.length === 0) return;
    const mail = { db: database.db, config, logger, mailer: createConfiguredMailer(config, logger) };
    for (const member of result.approved) await sendMembershipMail(mail, member.id, "approved", rosterNote(member));
    mail.mailer.close();
  },
  [
    { error: RosterError, suffix: "\nNothing was changed." },
    {
      error: EmbeddedDatabaseInUseError,
      suffix: "\nOr, while the app runs, import the file from the members console (Members, Import roster) as a staff member.",
    },
  ],
  // A new database gets its chapters first, as npm start would give it: the roster names them.
  { seedChapters: true },
);
