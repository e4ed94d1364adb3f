/** npm run db:migrate: applies pending migrations to the configured database. */
import { openMigratedDatabase } from "../db/start";
import { loadConfig } from "../env";
import { createLogger } from "../lib/logger";

const config = loadConfig();
const logger = createLogger(config);
const database = await openMigratedDatabase(config, logger);
await database.close();
logger.info("migrations are up to date");
