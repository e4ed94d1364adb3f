/** npm run staff -- add EMAIL | remove EMAIL | list: the staff flag, granted from the command line only. */
import { runStaffCommand } from "../staff";
import { runWithDatabase } from "./with-database";

await runWithDatabase(async (database) => {
  const { ok, message } = await runStaffCommand(database.db, process.argv.slice(2));
  (ok ? console.log : console.error)(message);
  if (!ok) process.exitCode = 1;
});
