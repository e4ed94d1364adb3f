/** npm run db:migrate: applies pending migrations to the configured database. */
import { startDatabase } from "../db/start";
import { loadConfig } from "../env";
import { createLogger } from "../lib/logger";

const config = loadConfig();
const logger = createLogger(config);
const database = await startDatabase(config, logger, { seed: false });
await database.close();
logger.info("migrations are up to date");
