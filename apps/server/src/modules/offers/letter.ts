// The offer's letter (Offer函) through the offer-letters module: the PDF a colleague downloads
// (GET /api/offers/{id}/letter.pdf, the values his offer field codes hide left blank) and the one
// the offer mail carries to the candidate (every value).
import { TemplatePlaceholder, type TemplateValues } from '@bole/domain';
import type { AuthContext } from '../../platform/auth/context';
import type { Db, DbOrTx } from '../../platform/db/client';
import type { FileStorage } from '../../platform/files/storage';
import { AppError } from '../../platform/http/errors';
import { candidateValues } from '../messaging/values';
import type { MailAttachment } from '../messaging/send';
import { chinaToday } from '../offer-letters/dates';
import { offerLetterAttachment as letterAttachment, offerLetterPdf } from '../offer-letters/letter';
import { jobScope } from '../jobs/scope';
import * as repo from './repository';
import { hideOfferValues, offerValues } from './values';
import { hiddenOfferFields } from './visibility';

/** Every value of the offer's letter and mail: the application's and the offer's own. */
export async function letterValues(db: DbOrTx, companyId: number, offer: repo.OfferRecord, publicUrl: string): Promise<TemplateValues> {
  return { ...(await candidateValues(db, companyId, offer.applicationId, publicUrl)), ...(await offerValues(db, companyId, offer)) };
}

/** The letter's day: the day it was sent, else today (China). */
const letterDay = (offer: repo.OfferRecord) => chinaToday(offer.sentAt ?? new Date());

/** The PDF a colleague reads: the offer's template (or the default), the values he may not see blank. */
export async function offerLetterFor(db: Db, files: FileStorage, publicUrl: string, caller: AuthContext, id: number): Promise<{ pdf: Buffer; filename: string }> {
  const offer = await repo.findOffer(db, caller.companyId, id, { scope: jobScope(caller) });
  if (!offer) throw new AppError('NOT_FOUND');
  const values = await letterValues(db, caller.companyId, offer, publicUrl);
  return offerLetterPdf(db, files, caller.companyId, { templateId: offer.offerFileTemplateId, values: hideOfferValues(values, hiddenOfferFields(caller)), date: letterDay(offer) });
}

/** The letter the offer mail carries, with every value, dated the day it is sent. */
export async function offerLetterAttachment(db: Db, files: FileStorage, offer: repo.OfferRecord, values: TemplateValues): Promise<MailAttachment> {
  const { pdf } = await offerLetterPdf(db, files, offer.companyId, { templateId: offer.offerFileTemplateId, values, date: chinaToday() });
  const name = values[TemplatePlaceholder.PersonName];
  return letterAttachment(pdf, name === null || name === undefined ? '' : String(name));
}
