/** npm run db:seed [-- --file chapters.csv]: loads chapters into the configured database. */
import path from "node:path";
import { SeedError, seedChaptersFromFile } from "../chapters/chapter-seed";
import { EmbeddedDatabaseInUseError } from "../db/embedded-lock";
import { startDatabase } from "../db/start";
import { loadConfig } from "../env";
import { createLogger } from "../lib/logger";

const fileFlag = process.argv.indexOf("--file");
const config = loadConfig();
const file = fileFlag >= 0 && process.argv[fileFlag + 1] ? path.resolve(process.argv[fileFlag + 1]!) : config.seedFile;
const logger = createLogger({ logLevel: "warn" });
try {
  const database = await startDatabase(config, logger, { seed: false });
  try {
    const result = await seedChaptersFromFile(database.db, file);
    console.log(`Chapters from ${file}: ${result.inserted} added, ${result.updated} updated, ${result.unchanged} unchanged.`);
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof SeedError) {
    console.error(`${error.message}\nNothing was changed.`);
  } else if (error instanceof EmbeddedDatabaseInUseError) {
    console.error(error.message);
  } else {
    throw error;
  }
  process.exitCode = 1;
}
