// The offer letter of one offer, made from its values: the HTML preview, the PDF and the mail
// attachment. The offers module fills the values (TemplateValues, through the one renderer's
// placeholders) and calls these; the letter never reads an offer itself.
import { chineseDate, OFFER_LETTER_TITLE, renderTemplate, TemplatePlaceholder, type OfferLetterPreview, type TemplateValues } from '@bole/domain';
import type { Db } from '../../platform/db/client';
import type { FileStorage } from '../../platform/files/storage';
import { companyById, readSection } from '../portal/settings.service';
import { readImage } from '../portal/images.service';
import type { MailAttachment } from '../messaging/send';
import { renderOfferLetterPdf } from './pdf';
import { letterTemplateFor } from './templates.service';

/** The company as the letter shows it: its full name and its logo's bytes (null without one). */
export type Letterhead = { companyName: string; logo: Buffer | null };

/** A logo the company uploaded to its portal (`/api/portal/<slug>/images/<id>`); addresses elsewhere are never fetched. */
const OWN_IMAGE = /^\/api\/portal\/([a-z0-9]+)\/images\/(\d+)$/;

/**
 * The letterhead: the company's name and the logo it set for its careers portal (招聘官网设置),
 * read from file storage. A logo that cannot be read leaves the letter without one.
 */
export async function letterheadOf(db: Db, files: FileStorage, companyId: number): Promise<Letterhead> {
  const company = await companyById(db, companyId);
  const site = await readSection(db, companyId, 'site');
  const own = site.logoUrl ? OWN_IMAGE.exec(site.logoUrl) : null;
  if (!own || own[1] !== company.slug) return { companyName: company.name, logo: null };
  const logo = await readImage(db, files, company.slug, Number(own[2])).then(
    (image) => (image.mime === 'image/png' || image.mime === 'image/jpeg' ? image.bytes : null),
    () => null,
  );
  return { companyName: company.name, logo };
}

/** What a letter is made of besides its template: the offer's values and the letter's date ('YYYY-MM-DD', China). */
export type OfferLetterInput = {
  /** The offer's letter template (offerFileTemplateId); the company's default when absent or no longer the company's. */
  templateId?: number | null;
  values: TemplateValues;
  date: string;
};

/** The letter as HTML for reading (preview page, mail body beside the PDF): values HTML-escaped by the renderer. */
export async function offerLetterPreview(db: Db, companyId: number, input: OfferLetterInput, companyName: string): Promise<OfferLetterPreview> {
  const template = await letterTemplateFor(db, companyId, input.templateId);
  return {
    templateId: template.id,
    templateName: template.name,
    title: OFFER_LETTER_TITLE,
    html: renderTemplate(template.content, input.values, { html: true }),
    companyName,
    date: chineseDate(input.date),
  };
}

/** The file name of a candidate's letter: 录用通知书-张三.pdf (the name cleaned of path and control characters, at most 30 characters). */
export function offerLetterFilename(candidateName: string | null | undefined): string {
  const name = [...(candidateName ?? '').normalize('NFC')]
    .filter((c) => c >= ' ' && c !== '\u007f' && !/[\\/:*?"<>|\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/.test(c))
    .join('')
    .trim();
  const short = [...name].slice(0, 30).join('').trim();
  return short ? `${OFFER_LETTER_TITLE}-${short}.pdf` : `${OFFER_LETTER_TITLE}.pdf`;
}

/**
 * The PDF of an offer's letter (GET /api/offers/{id}/letter.pdf): the offer's template (or the
 * company's default, also when the named one was deleted) with its values, the company's name and logo.
 */
export async function offerLetterPdf(db: Db, files: FileStorage, companyId: number, input: OfferLetterInput): Promise<{ pdf: Buffer; filename: string }> {
  const template = await letterTemplateFor(db, companyId, input.templateId);
  const head = await letterheadOf(db, files, companyId);
  const pdf = await renderOfferLetterPdf({ content: template.content, values: input.values, companyName: head.companyName, logo: head.logo, date: input.date });
  const name = input.values[TemplatePlaceholder.PersonName];
  return { pdf, filename: offerLetterFilename(name === null || name === undefined ? '' : String(name)) };
}

/** The letter as the attachment of the offer mail (template type 2), in the outbox's shape. */
export function offerLetterAttachment(pdf: Buffer, candidateName: string | null | undefined): MailAttachment {
  return { kind: 'file', filename: offerLetterFilename(candidateName), contentType: 'application/pdf', content: pdf.toString('base64') };
}
