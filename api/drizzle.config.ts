import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` reads this: migrations are written as plain SQL and applied by
// the server itself at start, on PGlite and on PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
