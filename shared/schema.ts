/**
 * The database schema: every table declared once, by area in ./schema/. Validators and types are
 * derived from it (see ./validators) so a column's shape lives in exactly one place.
 */
export * from "./schema/members";
export * from "./schema/conventions";
export * from "./schema/program";
export * from "./schema/roundtables";
export * from "./schema/notifications";
export * from "./schema/sign-in";
export * from "./schema/server-state";
export * from "./schema/audit";
export * from "./schema/roster";
export * from "./schema/mail";
export * from "./schema/live";
export * from "./schema/push";
export * from "./schema/feedback";
