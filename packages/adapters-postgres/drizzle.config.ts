import { defineConfig } from 'drizzle-kit';

// Migrations are generated once from the schema and applied unchanged to PGlite and to PostgreSQL 15.
// The first migration opens with `CREATE EXTENSION IF NOT EXISTS pg_trgm`, written by hand: the
// search index's trigram indexes need it, and drizzle-kit does not emit extensions. Keep that line
// when a migration is regenerated (the migration tests fail without it).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/database/schema/index.ts',
  out: './drizzle',
});
