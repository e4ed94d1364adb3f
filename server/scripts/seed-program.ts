/** npm run db:seed-program [-- --file sessions.csv]: loads the convention's sessions and rooms. */
import path from "node:path";
import { EmbeddedDatabaseInUseError } from "../db/embedded-lock";
import { startDatabase } from "../db/start";
import { loadConfig } from "../env";
import { createLogger } from "../lib/logger";
import { ProgramSeedError, seedSessionsFromFile } from "../program/session-seed";

const fileFlag = process.argv.indexOf("--file");
const config = loadConfig();
const file = fileFlag >= 0 && process.argv[fileFlag + 1] ? path.resolve(process.argv[fileFlag + 1]!) : config.programFile;
const logger = createLogger({ logLevel: "warn" });
try {
  const database = await startDatabase(config, logger, { seed: false });
  try {
    const result = await seedSessionsFromFile(database.db, file, config.convention.timeZone);
    console.log(
      `Sessions from ${file} (times in ${config.convention.timeZone}): ${result.sessionsAdded} added, ` +
        `${result.sessionsUpdated} updated, ${result.sessionsRemoved} removed, ${result.sessionsUnchanged} unchanged; ` +
        `${result.roomsAdded} rooms added, ${result.roomsRemoved} removed.`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof ProgramSeedError) {
    console.error(`${error.message}\nNothing was changed.`);
  } else if (error instanceof EmbeddedDatabaseInUseError) {
    console.error(error.message);
  } else {
    throw error;
  }
  process.exitCode = 1;
}
