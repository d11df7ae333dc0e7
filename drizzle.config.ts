import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a migration for every schema change; commit it with the change.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema/*.ts',
  out: './server/src/db/migrations',
});
