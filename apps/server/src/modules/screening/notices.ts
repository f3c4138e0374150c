// 推荐给用人部门 tells each hiring manager pushed to, by in-app notice and mail from template
// 105, that a candidate waits for his screening (issue 13 item 6).
import { MessageChannel, SystemPlaceholder, SystemTemplateType } from '@bole/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { accounts } from '../company/tables';
import type { CandidateMessaging } from '../messaging/candidate-notice';
import { sendTemplate } from '../messaging/send';
import { candidateValues } from '../messaging/values';

/** The hiring managers' page of resumes to screen. */
const SCREENING_PAGE = '/lite/cvscreen';

export async function askForScreening(
  tx: DbOrTx,
  messaging: CandidateMessaging,
  push: { companyId: number; applicationId: number; operatorName: string; recipientIds: readonly number[] },
): Promise<void> {
  if (push.recipientIds.length === 0) return;
  const values = await candidateValues(tx, push.companyId, push.applicationId, messaging.publicUrl);
  const people = await tx
    .select({ id: accounts.id, name: accounts.userName, email: accounts.loginEmail, mobile: accounts.loginMobile })
    .from(accounts)
    .where(and(eq(accounts.companyId, push.companyId), inArray(accounts.id, [...push.recipientIds])));
  await sendTemplate(tx, messaging.messenger, {
    companyId: push.companyId,
    type: SystemTemplateType.FeedbackRequest,
    channels: [MessageChannel.App, MessageChannel.Email],
    recipients: people.map((p) => ({ kind: 'hiringManager' as const, name: p.name, email: p.email, mobile: p.mobile, accountId: p.id })),
    values: { ...values, [SystemPlaceholder.OperatorName]: push.operatorName, [SystemPlaceholder.ActionUrl]: `${messaging.publicUrl}${SCREENING_PAGE}` },
    trigger: '推荐给用人部门',
    link: SCREENING_PAGE,
  });
}
