import { defineConfig } from 'drizzle-kit';

// Migrations are generated once from the schema and applied unchanged to PGlite and to PostgreSQL 15.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/database/schema/index.ts',
  out: './drizzle',
});
