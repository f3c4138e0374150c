// An application from the careers portal: the candidate's consent is checked first, a filled
// honeypot is answered as a success with nothing stored, the company's form settings say what
// is required, and the same person applying to the same job again gets the first application.
// The resume is stored by the talent pool's rules (channel 9999 个人投递, duplicate rules), the
// attachment parsed and kept as the original, and the resume enters the job's process, all in
// the resume's own transaction together with the consent record. A file the company already
// holds lands on its resume, which keeps what the candidate typed and leaves the recycle bin.
import {
  HONEYPOT_FIELD,
  PORTAL_FORM_FIELDS,
  portalApplySchema,
  portalFormFieldLabels,
  resumeCreateSchema,
  ResumeSourceChannel,
  SystemTemplateType,
  type PortalApplied,
  type PortalApply,
  type ResumeCreate,
} from '@bole/domain';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client';
import { uniqueViolation } from '../../platform/db/errors';
import type { FileStorage } from '../../platform/files/storage';
import { AppError } from '../../platform/http/errors';
import { enterJob } from '../applications/enter';
import { notifyCandidate, type CandidateMessaging } from '../messaging/candidate-notice';
import type { ParseFn } from '../intake/parse-pool';
import { ParseRefusal, type ParsedFile } from '../intake/parser';
import type { IncomingFile } from '../intake/upload.service';
import { takeApplicantInput } from '../resumes/applicant';
import { normalizeMobile } from '../resumes/dedupe';
import { storeResume } from '../resumes/service';
import { lockShownJob, openPortal, portalJob } from './public.service';
import { keepConsentText, type AllSettings } from './settings.service';
import { portalApplications } from './tables';

/** The resume fields of an application, without the consent and the honeypot. */
type AppliedInput = Omit<PortalApply, 'consent' | 'consentVersion' | typeof HONEYPOT_FIELD>;

export type ApplyDeps = { db: Db; files: FileStorage; parse: ParseFn; messaging: CandidateMessaging };
export type ApplyClient = { ip: string | null; userAgent: string | null };
export type ApplyRequest = { slug: string; jobId: number; body: Record<string, unknown>; file?: IncomingFile; client: ApplyClient };

/** Who the resume records name as having stored it. */
const CANDIDATE = '招聘官网（候选人本人）';

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const accepted = (v: unknown) => v === true || v === 'true' || v === '1' || v === 'on';

function invalid(fields: { field: string; message: string }[], key: 'VALIDATION' | 'PORTAL_FIELD_REQUIRED' = 'VALIDATION'): AppError {
  return new AppError(key, fields[0]?.message, { fields });
}

/** The body checked by the shared schema and the company's form: hidden fields dropped, required ones present. */
export function checkBody(body: Record<string, unknown>, settings: AllSettings): AppliedInput {
  const parsed = portalApplySchema.safeParse(body);
  if (!parsed.success) throw invalid(parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })));
  const form = settings.applyForm.fields;
  const missing = PORTAL_FORM_FIELDS.filter((f) => form[f] === 'required' && isBlank(parsed.data[f]));
  if (missing.length > 0) throw invalid(missing.map((f) => ({ field: f, message: `请填写${portalFormFieldLabels[f]}` })), 'PORTAL_FIELD_REQUIRED');
  const { consent: _c, consentVersion: _v, [HONEYPOT_FIELD]: _h, ...resume } = parsed.data;
  for (const f of PORTAL_FORM_FIELDS) if (form[f] === 'hidden') delete resume[f];
  return resume;
}

/** The parsed attachment under what the candidate typed: typed values win, the file fills the rest. */
function mergeParsed(typed: AppliedInput, parsed: ParsedFile | null): ResumeCreate {
  const own = { ...typed, channel: ResumeSourceChannel.SelfApplied };
  if (!parsed) return resumeCreateSchema.parse(own);
  const typedValues = Object.fromEntries(Object.entries(own).filter(([, v]) => !isBlank(v) && !(Array.isArray(v) && v.length === 0)));
  const merged = resumeCreateSchema.safeParse({ ...parsed.resume, ...typedValues });
  return merged.success ? merged.data : resumeCreateSchema.parse(own);
}

async function existing(db: Db | Tx, companyId: number, jobId: number, mobile: string) {
  const [row] = await db
    .select()
    .from(portalApplications)
    .where(and(eq(portalApplications.companyId, companyId), eq(portalApplications.jobId, jobId), eq(portalApplications.mobile, mobile)));
  return row;
}

export async function applyToJob(deps: ApplyDeps, req: ApplyRequest): Promise<PortalApplied> {
  const { db } = deps;
  const { company, settings } = await openPortal(db, req.slug);
  const job = await portalJob(db, company.id, settings, req.jobId);
  if (!accepted(req.body.consent)) throw new AppError('PORTAL_CONSENT_REQUIRED', undefined, { fields: [{ field: 'consent', message: '请阅读并勾选同意隐私协议' }] });
  // The form names the version it showed: a wording changed since must be read before agreeing.
  const shown = req.body.consentVersion;
  if (!isBlank(shown) && Number(shown) !== settings.applyForm.consentVersion) throw new AppError('PORTAL_CONSENT_OUTDATED', undefined, { fields: [{ field: 'consent', message: '隐私协议已更新，请阅读后重新勾选' }] });
  // A robot filled the field people never see: it hears success, nothing is kept.
  if (!isBlank(req.body[HONEYPOT_FIELD])) return { id: 0, resumeId: 0, applicationId: null, jobId: job.id, jobName: job.name, created: true };
  const typed = checkBody(req.body, settings);
  const file = settings.applyForm.attachment === 'hidden' ? undefined : req.file;
  if (settings.applyForm.attachment === 'required' && !file) throw new AppError('PORTAL_ATTACHMENT_REQUIRED', undefined, { fields: [{ field: 'file', message: '请上传简历附件' }] });
  const mobile = normalizeMobile(typed.mobile)!;
  const answer = (row: typeof portalApplications.$inferSelect, created: boolean): PortalApplied => ({ id: row.id, resumeId: row.resumeId, applicationId: row.applicationId, jobId: job.id, jobName: job.name, created });
  const first = await existing(db, company.id, job.id, mobile);
  if (first) return answer(first, false);

  let parsed: ParsedFile | null = null;
  if (file) {
    try {
      parsed = await deps.parse(file.bytes, file.fileName);
    } catch (error) {
      if (error instanceof ParseRefusal) throw new AppError('PORTAL_ATTACHMENT_UNREADABLE', undefined, { fields: [{ field: 'file', message: '无法读取该文件，请换一个格式上传' }] });
      throw error;
    }
  }
  const input = mergeParsed(typed, parsed);
  const stored = file ? await deps.files.put(file.bytes) : undefined;
  const op = { companyId: company.id, accountId: null, userName: CANDIDATE };
  try {
    let row: typeof portalApplications.$inferSelect | undefined;
    await storeResume(db, op, input, {
      file: file && stored ? { kind: 'original', fileName: file.fileName, mime: file.mime ?? null, ...stored } : undefined,
      parseFailed: parsed?.failure !== undefined,
      within: async (tx, created) => {
        await lockShownJob(tx, company.id, settings, job.id);
        await keepConsentText(tx, company.id, settings.applyForm);
        // His file is already in the pool: that resume takes what he typed, back from the recycle bin if need be.
        const resumeId = created.duplicateKind === 'attachment' ? await takeApplicantInput(tx, op, created.id, typed) : created.id;
        // The job's 简历筛选规则 screen the application (an elimination is recorded with its reason, the candidate is not told).
        const entered = await enterJob(tx, { companyId: company.id, resumeId, jobId: job.id, actorId: null, source: 'portal', actorName: CANDIDATE });
        [row] = await tx
          .insert(portalApplications)
          .values({
            companyId: company.id,
            jobId: job.id,
            mobile,
            resumeId,
            applicationId: entered.id,
            consentVersion: settings.applyForm.consentVersion,
            consentAt: new Date(),
            ip: req.client.ip,
            userAgent: req.client.userAgent,
          })
          .returning();
        await notifyCandidate(tx, deps.messaging, {
          companyId: company.id,
          applicationId: entered.id,
          type: SystemTemplateType.ApplyConfirm,
          trigger: '官网投递确认',
          idempotencyKey: `portal-apply:${row!.id}`,
        });
      },
    });
    return answer(row!, true);
  } catch (error) {
    // The same person sent the form twice at once: the other submission won, this one answers it.
    if (uniqueViolation(error) === 'portal_applications_person_job_uq') {
      const winner = await existing(db, company.id, job.id, mobile);
      if (winner) return answer(winner, false);
    }
    throw error;
  }
}
