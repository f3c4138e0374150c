import path from 'node:path';
import type { Config } from '../../config';
import { connect, type Database } from './client';
import { startEmbedded } from './embedded';
import { runMigrations } from './migrate';

export type OpenDatabase = Database & { embedded: boolean };

/**
 * Connects to DATABASE_URL, or starts the embedded PostgreSQL under the data folder when
 * none is set, and applies the migrations either way.
 */
export async function openDatabase(config: Config, log: (m: string) => void = () => {}): Promise<OpenDatabase> {
  if (config.databaseUrl) {
    const database = connect(config.databaseUrl);
    await runMigrations(database.db);
    return { ...database, embedded: false };
  }
  const server = await startEmbedded(path.join(config.dataDir, 'pg'), { log });
  const database = connect(server.url('bole'));
  await runMigrations(database.db);
  return {
    ...database,
    embedded: true,
    close: async () => {
      await database.close();
      await server.stop();
    },
  };
}
