// The candidate drawer's 入职资料 block: the 入职登记 link's state (已发送 / 已打开 / 已提交),
// 发送 or 重新发送 it and 重新开放 a submitted form (220011 办理入职); the values with 身份证号 and
// 银行卡号 masked, shown in full and the documents downloadable only with 查看入职资料 (250035).
import { onboardingDocumentKindLabels, onboardingFormStatusLabels, Perm, type OnboardingForm, type OnboardingSensitive } from '@bole/domain';
import { useState } from 'react';
import { isApiError } from '../../api/errors';
import { usePermission } from '../../api/permission';
import { PlainButton } from '../../components/plain/PlainButton';
import { Tag, type TagColor } from '../../components/plain/Tag';
import { notifyError, notifySuccess } from '../../lib/notify';
import { formatDateTime } from '../../lib/time';
import { downloadDocument, useOnboardingForm, useOnboardingFormActions, useSensitive } from './api/onboarding-form';

const STATUS_COLORS: Record<OnboardingForm['status'], TagColor> = { unsent: 'default', sent: 'gold', opened: 'processing', submitted: 'success' };
const failed = (e: unknown) => notifyError(isApiError(e) ? e.message : '操作失败，请稍后重试');

function Values({ form, full }: { form: OnboardingForm; full: OnboardingSensitive | null }) {
  const v = form.values;
  const rows: [string, string | null][] = [
    ['确认入职', v.joinConfirmed ? '已确认按时入职' : '未确认'],
    ['姓名', v.name],
    ['身份证号', full?.idNumber ?? v.idNumber],
    ['银行卡号', full?.bankCard ?? v.bankCard],
    ['开户行', v.bankName],
    ['紧急联系人', [v.emergencyName, v.emergencyRelation, v.emergencyPhone].filter(Boolean).join(' · ') || null],
    ['现住址', v.address],
  ];
  return (
    <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px', margin: '8px 0' }}>
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt className="bole-muted">{label}</dt>
          <dd style={{ margin: 0, wordBreak: 'break-all' }}>{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

export function OnboardingFormBlock({ applicationId }: { applicationId: number }) {
  const canHandle = usePermission(Perm.EntryHandle);
  const canView = usePermission(Perm.EntryDocsView);
  const query = useOnboardingForm(applicationId, canHandle || canView);
  const actions = useOnboardingFormActions(applicationId);
  const sensitive = useSensitive(applicationId);
  const [full, setFull] = useState<OnboardingSensitive | null>(null);
  if (!canHandle && !canView) return null;
  const form = query.data;
  // Only for a candidate in 待入职, or one whose form was started before; an answer of another shape shows nothing.
  if (form && (!(form.status in onboardingFormStatusLabels) || (!form.awaitingEntry && form.status === 'unsent'))) return null;

  const send = () => actions.send.mutate(undefined, { onSuccess: () => notifySuccess('已通过邮件发送入职登记链接'), onError: failed });
  const reopen = () => actions.reopen.mutate(undefined, { onSuccess: () => notifySuccess('已重新开放，候选人可通过原链接修改'), onError: failed });
  const reveal = () => sensitive.mutate(undefined, { onSuccess: setFull, onError: failed });

  return (
    <section className="bole-rp-side" aria-label="入职资料">
      <h3>入职资料</h3>
      {query.isPending ? (
        <div className="bole-muted">加载中…</div>
      ) : !form ? (
        <div className="bole-muted">入职资料加载失败</div>
      ) : (
        <>
          <div>
            <Tag color={STATUS_COLORS[form.status]}>{onboardingFormStatusLabels[form.status]}</Tag>
            {form.entryDate && <span className="bole-muted"> 入职日期 {form.entryDate}</span>}
          </div>
          {form.link && (
            <div className="bole-muted">
              {form.link.sentByName} 发送于 {formatDateTime(form.link.sentAt)}
              {form.link.openedAt ? ` · 打开于 ${formatDateTime(form.link.openedAt)}` : ''}
              {form.submittedAt ? ` · 提交于 ${formatDateTime(form.submittedAt)}` : form.link.expired ? ' · 链接已过期' : ` · 有效期至 ${formatDateTime(form.link.expiresAt)}`}
            </div>
          )}
          {form.status !== 'unsent' && form.status !== 'sent' && <Values form={form} full={full} />}
          {form.documents.length > 0 && (
            <ul style={{ paddingLeft: 16, margin: '4px 0' }}>
              {form.documents.map((d) => (
                <li key={d.id}>
                  {onboardingDocumentKindLabels[d.kind]}：
                  {canView ? (
                    <button type="button" className="bole-link-button" onClick={() => downloadDocument(applicationId, d).catch(failed)}>
                      {d.fileName}
                    </button>
                  ) : (
                    <span>{d.fileName}（需“查看入职资料”权限才能下载）</span>
                  )}
                </li>
              ))}
            </ul>
          )}
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 8 }}>
            {canView && !full && (form.values.idNumber || form.values.bankCard) && (
              <PlainButton loading={sensitive.isPending} onClick={reveal}>
                查看完整证件与卡号
              </PlainButton>
            )}
            {canHandle && form.awaitingEntry && form.status !== 'submitted' && (
              <PlainButton variant={form.link ? 'default' : 'primary'} loading={actions.send.isPending} onClick={send}>
                {form.link ? '重新发送入职登记' : '发送入职登记'}
              </PlainButton>
            )}
            {canHandle && form.status === 'submitted' && (
              <PlainButton loading={actions.reopen.isPending} onClick={reopen}>
                重新开放
              </PlainButton>
            )}
          </div>
        </>
      )}
    </section>
  );
}
