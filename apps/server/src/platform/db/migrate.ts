import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { SERVER_ROOT } from '../server-files';
import type { Database } from './client';
import { secureTenantTables } from './row-security';

export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');

/**
 * Applies the committed migrations, then the tenant policies and the app role's password;
 * safe to run at every start, as the tables' owner.
 */
export async function prepareSchema(owner: Database, appPassword: string): Promise<void> {
  await migrate(owner.db, { migrationsFolder: MIGRATIONS_DIR });
  await secureTenantTables(owner.pool, appPassword);
}
