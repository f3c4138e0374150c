// Pictures for the portal (logo, banner, employer branding): checked by their bytes, kept
// by content hash, served publicly only under their own company's slug.
import { PORTAL_IMAGE_MAX_MB } from '@bole/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { narrowScope } from '../../platform/db/scope';
import type { FileStorage } from '../../platform/files/storage';
import { AppError } from '../../platform/http/errors';
import { companyById, companyBySlug } from './settings.service';
import { portalImages } from './tables';

/** The picture type by its first bytes; anything else is refused. */
export function imageTypeOf(bytes: Buffer): string | null {
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  return null;
}

export async function saveImage(db: Db, files: FileStorage, caller: { companyId: number; accountId: number }, bytes: Buffer): Promise<{ id: number; url: string }> {
  const mime = imageTypeOf(bytes);
  if (!mime || bytes.length > PORTAL_IMAGE_MAX_MB * 1024 * 1024) throw new AppError('PORTAL_IMAGE_INVALID');
  const company = await companyById(db, caller.companyId);
  const stored = await files.put(bytes);
  const [row] = await db.insert(portalImages).values({ companyId: caller.companyId, mime, createdBy: caller.accountId, ...stored }).returning({ id: portalImages.id });
  return { id: row!.id, url: `/api/portal/${company.slug}/images/${row!.id}` };
}

export async function readImage(db: Db, files: FileStorage, slug: string, id: number): Promise<{ mime: string; bytes: Buffer }> {
  const company = await companyBySlug(db, slug);
  narrowScope(company.id);
  const [row] = await db
    .select()
    .from(portalImages)
    .where(and(eq(portalImages.companyId, company.id), eq(portalImages.id, id)));
  if (!row) throw new AppError('NOT_FOUND');
  return { mime: row.mime, bytes: await files.read(row.storageKey) };
}
