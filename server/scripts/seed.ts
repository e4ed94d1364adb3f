/** npm run db:seed [-- --file chapters.csv]: loads chapters into the configured database. */
import path from "node:path";
import { SeedError, seedChaptersFromFile } from "../chapters";
import { runWithDatabase } from "./with-database";

const fileFlag = process.argv.indexOf("--file");
const named = fileFlag >= 0 ? process.argv[fileFlag + 1] : undefined;

await runWithDatabase(
  async (database, config) => {
    const file = named ? path.resolve(named) : config.seedFile;
    const result = await seedChaptersFromFile(database.db, file);
    console.log(`Chapters from ${file}: ${result.inserted} added, ${result.updated} updated, ${result.unchanged} unchanged.`);
  },
  [{ error: SeedError, suffix: "\nNothing was changed." }],
);
