// POST /api/helper/capture: a job board's resume page, sent by the bookmarklet with a helper
// key, into the key owner's company through the same intake as an uploaded .html file. The key
// alone decides the company and the writer; sessions and cookies play no part.
import {
  boardOfHost,
  channelNameOf,
  HELPER_PAGE_MAX_BYTES,
  hostOfUrl,
  Perm,
  type HelperCapture,
  type HelperCaptureResult,
} from '@bole/domain';
import { hashToken } from '../../../platform/auth/tokens';
import { narrowScope } from '../../../platform/db/scope';
import { cleanFileName } from '../../../platform/files/serve';
import { AppError } from '../../../platform/http/errors';
import type { Operator } from '../../resumes/service';
import { channelOptions } from '../channels/service';
import { intakeResumeFile, type IntakeDeps } from '../upload.service';
import * as repo from './repository';
import { settingsOf } from './service';

// Keeps the parser reading UTF-8 whatever charset the page's own meta tag declared: the
// browser has already decoded the page, and JSON carries it as UTF-8.
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const FILE_NAME_MAX = 80;

/** The key's owner as the writer of the resume; a missing, unknown or revoked key is 401. */
async function writerOf(deps: IntakeDeps, key: string | undefined): Promise<{ keyId: number; op: Operator }> {
  if (!key) throw new AppError('HELPER_KEY_MISSING');
  const row = await repo.keyByHash(deps.db, hashToken(key));
  if (!row || row.accountStatus !== 1) throw new AppError('HELPER_KEY_INVALID');
  if (!row.socialCodes.includes(Perm.ResumeHelper) && !row.campusCodes.includes(Perm.ResumeHelper)) throw new AppError('HELPER_KEY_FORBIDDEN');
  return { keyId: row.id, op: { companyId: row.companyId, accountId: row.accountId, userName: row.userName } };
}

/** The saved file's name: the page title (else its site), as an .html file. */
function fileNameOf(title: string | undefined, host: string): string {
  const base = cleanFileName(title ?? '').replace(/\.(html?|mht)$/i, '') || host;
  return `${[...base].slice(0, FILE_NAME_MAX).join('')}.html`;
}

export async function capturePage(deps: IntakeDeps, key: string | undefined, body: HelperCapture): Promise<HelperCaptureResult> {
  const { keyId, op } = await writerOf(deps, key);
  // The key has named the company: from here on the database shows no other one's rows.
  narrowScope(op.companyId);
  const host = hostOfUrl(body.url);
  if (!host) throw new AppError('HELPER_URL_INVALID');
  if (Buffer.byteLength(body.html, 'utf8') > HELPER_PAGE_MAX_BYTES) throw new AppError('HELPER_PAGE_TOO_LARGE');
  if (body.html.trim() === '') throw new AppError('HELPER_PAGE_EMPTY');

  const settings = await settingsOf(deps.db, op.companyId);
  const board = boardOfHost(host);
  if (board && !settings.enabledBoards.includes(board.channel)) throw new AppError('HELPER_BOARD_DISABLED');
  const channel = board ? board.channel : settings.otherSitesChannel;
  if (channel === null) throw new AppError('HELPER_SITE_UNSUPPORTED');

  let name = '';
  const file = { fileName: fileNameOf(body.title, host), bytes: Buffer.concat([UTF8_BOM, Buffer.from(body.html, 'utf8')]), mime: 'text/html' };
  const extras = { channel, ownerAccountId: settings.defaultOwnerAccountId ?? op.accountId };
  const result = await intakeResumeFile(deps, op, file, extras, async (tx, _result, storedName) => {
    name = storedName;
    await repo.touchKey(tx, op.companyId, keyId, host);
  });
  return {
    id: result.id,
    name,
    parseStatus: result.parseStatus,
    storageResult: result.storageResult,
    duplicateOfId: result.duplicateOfId,
    channel,
    channelName: channelNameOf(channel, await channelOptions(deps.db, op.companyId)),
    reason: result.reason,
  };
}
