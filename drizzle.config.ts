import { defineConfig } from "drizzle-kit";

// Migrations are generated from the tables in shared/schema/ into server/db/migrations and applied on start.
export default defineConfig({
  dialect: "postgresql",
  schema: "./shared/schema/*.ts",
  out: "./server/db/migrations",
});
