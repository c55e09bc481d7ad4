import { defineConfig } from 'drizzle-kit';

// SQL migrations are generated into git with `npm run db:generate` and applied at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
