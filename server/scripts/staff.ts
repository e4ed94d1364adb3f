/** npm run staff -- add EMAIL | remove EMAIL | list: the staff flag, granted from the command line only. */
import { EmbeddedDatabaseInUseError } from "../db/embedded-lock";
import { startDatabase } from "../db/start";
import { loadConfig } from "../env";
import { createLogger } from "../lib/logger";
import { runStaffCommand } from "../staff/staff-flag";

const config = loadConfig();
const logger = createLogger({ logLevel: "warn" });
try {
  const database = await startDatabase(config, logger, { seed: false });
  try {
    const { ok, message } = await runStaffCommand(database.db, process.argv.slice(2));
    (ok ? console.log : console.error)(message);
    if (!ok) process.exitCode = 1;
  } finally {
    await database.close();
  }
} catch (error) {
  if (!(error instanceof EmbeddedDatabaseInUseError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
