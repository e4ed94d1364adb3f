/**
 * Start-up failures as one line that says what is wrong and what to do, instead of a stack.
 * index.ts prints `describeStartupError(error)` and exits with status 1.
 */
import { DrizzleQueryError } from "drizzle-orm/errors";
import { ConfigError } from "../env";

export class StartupError extends Error {
  override name = "StartupError";
}

type NodeError = Error & { code?: string; path?: string; address?: string; port?: number; syscall?: string };

export function describeStartupError(failure: unknown, where: { port?: number; host?: string } = {}): string {
  // A statement that failed (the migrations' first, when the server can't be reached) comes
  // wrapped by Drizzle; what the database or the network said is its cause.
  const error = failure instanceof DrizzleQueryError && failure.cause ? failure.cause : failure;
  // Its message already says what to do (db/embedded-lock.ts's EmbeddedDatabaseInUseError is one).
  if (error instanceof StartupError) return error.message;
  if (error instanceof ConfigError) {
    return `${error.message.replace(/\n\s*/g, "; ").replace("Invalid configuration:;", "Invalid configuration:")} (fix the environment variable and start again)`;
  }
  const nodeError = error as NodeError;
  switch (nodeError?.code) {
    case "EADDRINUSE":
      return `Port ${where.port ?? nodeError.port} on ${where.host ?? nodeError.address} is already in use: stop the other program or set PORT to a free port.`;
    case "EACCES":
    case "EPERM":
    case "EROFS":
      if (nodeError.syscall === "listen") {
        return `Not allowed to listen on port ${where.port ?? nodeError.port}: use a port above 1023 (set PORT).`;
      }
      return `Can't write to ${nodeError.path ?? "the data folder"}: make DATA_DIR a folder this user can write to, or set DATA_DIR to another one.`;
    case "ENOTDIR":
    case "EEXIST":
    case "ENOSPC":
      return `Can't create the data folder at ${nodeError.path ?? "DATA_DIR"} (${nodeError.code}): set DATA_DIR to a writable folder${nodeError.code === "ENOSPC" ? " on a disk with free space" : ""}.`;
    case "EADDRNOTAVAIL":
    case "ENOTFOUND":
      if (nodeError.syscall === "listen") return `HOST ${where.host} is not an address of this machine: set HOST to 0.0.0.0 or one of its addresses.`;
      return `The database host in DATABASE_URL can't be found (${nodeError.message}): check DATABASE_URL.`;
    case "ECONNREFUSED":
    case "ETIMEDOUT":
      return `The PostgreSQL server in DATABASE_URL refused the connection or did not answer (${nodeError.message}): start it, or check DATABASE_URL.`;
    case "28P01":
    case "28000":
      return `PostgreSQL refused the user or password in DATABASE_URL: check DATABASE_URL.`;
    case "3D000":
      return `The database named in DATABASE_URL does not exist: create it (createdb) or fix DATABASE_URL.`;
    default:
      break;
  }
  if (nodeError instanceof Error && /timeout exceeded when trying to connect/i.test(nodeError.message)) {
    return "The PostgreSQL server in DATABASE_URL did not answer in time: check that it is running and reachable, or raise DB_CONNECT_TIMEOUT_MS.";
  }
  const message = nodeError instanceof Error ? nodeError.message.split("\n")[0] : String(error);
  return `English Convention could not start: ${message}`;
}
