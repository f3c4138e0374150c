import path from 'node:path';
import type { Config } from '../../config';
import { connect, connectTenant, type Database } from './client';
import { startEmbedded } from './embedded';
import { prepareSchema } from './migrate';
import { appRolePassword, appRoleUrl } from './row-security';

/**
 * The business connection (as the non-owner app role: row-level security applies) and the
 * owner's (the url's user), used only for migrations, pg-boss's queue tables and
 * maintenance such as VACUUM after seeding.
 */
export type OpenDatabase = Database & { embedded: boolean; owner: Database };

/**
 * Connects to DATABASE_URL, or starts the embedded PostgreSQL under the data folder when
 * none is set, and applies the migrations and the tenant policies either way.
 */
export async function openDatabase(config: Config, log: (m: string) => void = () => {}): Promise<OpenDatabase> {
  const server = config.databaseUrl ? undefined : await startEmbedded(path.join(config.dataDir, 'pg'), { log });
  const url = config.databaseUrl ?? server!.url('bole');
  const owner = connect(url, 3);
  const appPassword = appRolePassword(config.secretKey);
  await prepareSchema(owner, appPassword);
  const database = connectTenant(appRoleUrl(url, appPassword));
  return {
    ...database,
    embedded: !!server,
    owner,
    close: async () => {
      await database.close();
      await owner.close();
      await server?.stop();
    },
  };
}
