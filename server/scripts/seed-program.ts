/** npm run db:seed-program [-- --file sessions.csv]: loads the current convention's sessions and rooms, in its time zone. */
import path from "node:path";
import { findCurrentConventionRow } from "../convention";
import { createConfiguredMailer } from "../lib/mailer";
import { mailRoundtableMoves, ProgramSeedError, seedSessionsFromFile } from "../program";
import { runWithDatabase } from "./with-database";

const fileFlag = process.argv.indexOf("--file");
const named = fileFlag >= 0 ? process.argv[fileFlag + 1] : undefined;

await runWithDatabase(
  async (database, config, logger) => {
    const file = named ? path.resolve(named) : config.programFile;
    const convention = await findCurrentConventionRow(database.db);
    if (!convention) throw new ProgramSeedError("No convention is current");
    const result = await seedSessionsFromFile(database.db, file, convention.timeZone);
    console.log(
      `Sessions of the ${convention.name} from ${file} (times in ${convention.timeZone}): ${result.sessionsAdded} added, ` +
        `${result.sessionsUpdated} updated, ${result.sessionsRemoved} removed, ${result.sessionsUnchanged} unchanged; ` +
        `${result.roomsAdded} rooms added, ${result.roomsRemoved} removed.`,
    );
    if (result.roundtablesMoved > 0) {
      const told = new Set(result.moves.flatMap((move) => move.recipients.map((recipient) => recipient.userId))).size;
      const mailer = createConfiguredMailer(config, logger);
      try {
        await mailRoundtableMoves({ db: database.db, config, logger, mailer }, result.moves);
      } finally {
        mailer.close();
      }
      console.log(
        `${result.roundtablesMoved} placed roundtable${result.roundtablesMoved === 1 ? "" : "s"} moved with new session times; ` +
          `${told} member${told === 1 ? " was" : "s were"} told (bell and e-mail, for those who take notification e-mail).`,
      );
    }
  },
  [{ error: ProgramSeedError, suffix: "\nNothing was changed." }],
);
