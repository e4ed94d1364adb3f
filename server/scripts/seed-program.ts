/** npm run db:seed-program [-- --file sessions.csv]: loads the convention's sessions and rooms. */
import path from "node:path";
import { ProgramSeedError, seedSessionsFromFile } from "../program/session-seed";
import { runWithDatabase } from "./with-database";

const fileFlag = process.argv.indexOf("--file");
const named = fileFlag >= 0 ? process.argv[fileFlag + 1] : undefined;

await runWithDatabase(
  async (database, config) => {
    const file = named ? path.resolve(named) : config.programFile;
    const result = await seedSessionsFromFile(database.db, file, config.convention.timeZone);
    console.log(
      `Sessions from ${file} (times in ${config.convention.timeZone}): ${result.sessionsAdded} added, ` +
        `${result.sessionsUpdated} updated, ${result.sessionsRemoved} removed, ${result.sessionsUnchanged} unchanged; ` +
        `${result.roomsAdded} rooms added, ${result.roomsRemoved} removed.`,
    );
  },
  [{ error: ProgramSeedError, suffix: "\nNothing was changed." }],
);
