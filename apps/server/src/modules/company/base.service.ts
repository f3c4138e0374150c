import { withUrlProtocol, type CompanyBase, type CompanyBaseView } from '@bole/domain';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import * as repo from './base.repository';

function present(c: repo.CompanyRecord): CompanyBaseView {
  const { id, slug, socialOpen, campusOpen, name, shortName, industryCode, scaleCode, natureCode, locationCode, address, website, introduction, contactName, contactPhone, contactEmail, logoFileId } = c;
  return { id, slug, socialOpen, campusOpen, name, shortName, industryCode, scaleCode, natureCode, locationCode, address, website, introduction, contactName, contactPhone, contactEmail, logoFileId };
}

async function load(db: Db, companyId: number): Promise<repo.CompanyRecord> {
  const company = await repo.findCompany(db, companyId);
  if (!company) throw new AppError('NOT_FOUND');
  return company;
}

export async function getBase(db: Db, companyId: number): Promise<CompanyBaseView> {
  return present(await load(db, companyId));
}

/** Saves the company's base info; a website without http(s) gets the prefix (spec section 5). */
export async function saveBase(db: Db, companyId: number, body: CompanyBase): Promise<CompanyBaseView> {
  const current = await load(db, companyId);
  // No file area exists yet, so no uploaded file can belong to the company: only the
  // logo it already has (or none) is accepted.
  const logoFileId = body.logoFileId === undefined ? current.logoFileId : body.logoFileId;
  if (logoFileId !== null && logoFileId !== current.logoFileId) throw new AppError('NOT_FOUND', '文件不存在或已被删除');
  await repo.updateCompany(db, companyId, {
    name: body.name,
    shortName: body.shortName ?? null,
    industryCode: body.industryCode ?? null,
    scaleCode: body.scaleCode ?? null,
    natureCode: body.natureCode ?? null,
    locationCode: body.locationCode ?? null,
    address: body.address ?? null,
    website: body.website ? withUrlProtocol(body.website) : null,
    introduction: body.introduction ?? null,
    contactName: body.contactName ?? null,
    contactPhone: body.contactPhone ?? null,
    contactEmail: body.contactEmail ?? null,
    logoFileId,
  });
  return getBase(db, companyId);
}
