import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connect } from '../src/platform/db/client';
import { startEmbedded, type EmbeddedServer } from '../src/platform/db/embedded';
import { prepareSchema } from '../src/platform/db/migrate';
import { appRolePassword } from '../src/platform/db/row-security';
import { TEST_APP_ROLE_KEY } from './app-role';

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
    templateDb: string;
    appPassword: string;
  }
}

/**
 * One PostgreSQL for the run: the embedded one, or the external server named by
 * BOLE_TEST_DATABASE_URL. A migrated template database is made once; every test file
 * clones it (see helpers.ts), so files never see each other's rows.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedServer | undefined;
  let dir: string | undefined;
  let adminUrl = process.env.BOLE_TEST_DATABASE_URL;
  if (!adminUrl) {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bole-test-pg-'));
    embedded = await startEmbedded(path.join(dir, 'pg'), { persistent: false });
    adminUrl = embedded.url('postgres');
  }
  const templateDb = `bole_tpl_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${templateDb}`);
  const url = new URL(adminUrl);
  url.pathname = `/${templateDb}`;
  const database = connect(url.toString(), 1);
  const appPassword = appRolePassword(TEST_APP_ROLE_KEY);
  await prepareSchema(database, appPassword);
  await database.close();

  project.provide('adminUrl', adminUrl);
  project.provide('templateDb', templateDb);
  project.provide('appPassword', appPassword);

  return async () => {
    await admin.query(`drop database if exists ${templateDb} with (force)`);
    await admin.end();
    await embedded?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  };
}
