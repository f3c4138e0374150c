// Who does a background check. A provider gets each new order inside the ordering
// transaction; the built-in one is a third-party agency working through a signed link, so a
// company can use its own agency today. Another provider (an agency's API) implements the same type.
import { MessageChannel, MessageRecipient, SystemPlaceholder, SystemTemplateType } from '@bole/domain';
import { newToken } from '../../platform/auth/tokens';
import type { Tx } from '../../platform/db/client';
import { sendTemplate, type Messenger } from '../messaging/send';
import { candidateValues } from '../messaging/values';

export type ProviderOrder = {
  checkId: number;
  companyId: number;
  applicationId: number;
  agencyName: string | null;
  agencyEmail: string;
  linkExpiresAt: Date;
  operatorId: number;
};

/** A new order's secret: the hash the check keeps, and the hand-over run after the check is stored. */
export type ProviderTicket = { tokenHash: string; handOver(tx: Tx, order: ProviderOrder): Promise<void> };

export type BackgroundCheckProvider = {
  /** Stored on the check ('agency' for the built-in one). */
  readonly key: string;
  open(): ProviderTicket;
};

/** The agency's page for a token; the token reaches only the agency's mailbox, never an API answer or the outbox. */
export const agencyUrl = (publicUrl: string, token: string) => `${publicUrl}/out/check?token=${encodeURIComponent(token)}`;

/**
 * The built-in provider: the agency receives an invitation (template 120) through the
 * messaging layer, with the link sealed in the outbox, and answers on /out/check.
 */
export function agencyProvider(messaging: { messenger: Messenger; publicUrl: string }): BackgroundCheckProvider {
  return {
    key: 'agency',
    open() {
      const { token, hash } = newToken();
      return {
        tokenHash: hash,
        async handOver(tx, order) {
          const values = await candidateValues(tx, order.companyId, order.applicationId, messaging.publicUrl);
          const hours = Math.max(1, Math.round((order.linkExpiresAt.getTime() - Date.now()) / 3_600_000));
          await sendTemplate(tx, messaging.messenger, {
            companyId: order.companyId,
            type: SystemTemplateType.BackgroundCheckInvite,
            channels: [MessageChannel.Email],
            recipients: [{ kind: MessageRecipient.HeadhunterFirm, name: order.agencyName ?? '背调机构', email: order.agencyEmail, mobile: null, accountId: null }],
            values: { ...values, [SystemPlaceholder.ValidHours]: hours },
            trigger: '背景调查委托',
            senderAccountId: order.operatorId,
            secretUrl: agencyUrl(messaging.publicUrl, token),
            idempotencyKey: `background-check:${order.checkId}`,
          });
        },
      };
    },
  };
}

