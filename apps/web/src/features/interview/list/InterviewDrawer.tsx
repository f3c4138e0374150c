// One interview opened from 面试管理: when, where, with whom, its result, sign-in and queue,
// who arranged it; 改期, 取消面试 and the calendar invitation (.ics); below, the candidate's
// 面试登记表 (250013) and the evaluations side by side.
import { interviewFormLabels, isCode, type InterviewDetail } from '@bole/domain';
import { Button, Descriptions, Drawer, Space } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { download } from '../../../api/download';
import { isApiError } from '../../../api/errors';
import { PageSpin } from '../../../components/page/PageSpin';
import { formatDateTime } from '../../../lib/time';
import { useInterview } from '../api/interviews';
import { InterviewEvaluations } from '../evaluations/InterviewEvaluations';
import { InterviewRegistration } from '../registration/InterviewRegistration';
import { interviewerNames, ResultTag } from './columns';

type Props = {
  id: number | null;
  canEdit: boolean;
  onClose: () => void;
  onReschedule: (interview: InterviewDetail) => void;
  onCancel: (interview: InterviewDetail) => void;
};

export function InterviewDrawer({ id, canEdit, onClose, onReschedule, onCancel }: Props) {
  const { data: iv, isLoading, error } = useInterview(id);
  const items: { key: string; label: string; children: ReactNode }[] = iv
    ? [
        { key: 'job', label: '应聘职位', children: iv.jobName },
        { key: 'round', label: '面试轮次', children: iv.groupUid ? `${iv.roundName}（群面）` : iv.roundName },
        { key: 'time', label: '面试时间', children: `${formatDateTime(iv.startAt, 'YYYY-MM-DD ddd HH:mm')}-${formatDateTime(iv.endAt, 'HH:mm')}（${iv.durationMinutes}分钟）` },
        { key: 'form', label: '面试形式', children: isCode(interviewFormLabels, iv.form) ? interviewFormLabels[iv.form] : '—' },
        ...(iv.meetingRoomName ? [{ key: 'room', label: '会议室', children: iv.meetingRoomName }] : []),
        ...(iv.address ? [{ key: 'address', label: '面试地址', children: iv.address }] : []),
        ...(iv.meetingUrl
          ? [
              {
                key: 'url',
                label: '会议链接',
                children: (
                  <a href={iv.meetingUrl} target="_blank" rel="noreferrer noopener">
                    {iv.meetingUrl}
                  </a>
                ),
              },
            ]
          : []),
        { key: 'interviewers', label: '面试官', children: interviewerNames(iv) },
        { key: 'contact', label: '面试联系人', children: iv.contactName ?? '—' },
        { key: 'registration', label: '面试登记表', children: iv.registrationForm ? '需填写' : '不需要' },
        { key: 'result', label: '面试结果', children: <ResultTag result={iv.result} cancelled={iv.cancelled} /> },
        {
          key: 'signedIn',
          label: '签到',
          children: iv.signedIn ? `已签到 ${formatDateTime(iv.signedInAt, 'MM-DD HH:mm')}${iv.queueNumber ? `，排号 ${iv.queueNumber}` : ''}` : '未签到',
        },
        ...(iv.calledAt ? [{ key: 'called', label: '叫号', children: `${formatDateTime(iv.calledAt, 'HH:mm')}${iv.calledRoom ? ` 请到${iv.calledRoom}` : ''}` }] : []),
        { key: 'evaluated', label: '评价', children: `${iv.evaluated}/${iv.interviewers.length} 位面试官已评价` },
        ...(iv.cancelled ? [{ key: 'cancel', label: '取消原因', children: iv.cancelReason ?? '—' }] : []),
        { key: 'created', label: '安排人', children: `${iv.createdByName ?? '—'} · ${formatDateTime(iv.createdAt)}${iv.sequence > 0 ? `（已改期${iv.sequence}次）` : ''}` },
      ]
    : [];
  return (
    <Drawer
      open={id !== null}
      title={iv ? `${iv.candidateName}的面试` : '面试详情'}
      size={720}
      onClose={onClose}
      extra={
        iv && (
          <Space>
            <Link to={`/resume/detail/${iv.resumeId}`}>打开简历</Link>
            {!iv.cancelled && (
              <Button size="small" onClick={() => void download({ url: `/api/interviews/${iv.id}/ics`, fileName: `interview-${iv.id}.ics` })}>
                日历邀请
              </Button>
            )}
            {canEdit && !iv.cancelled && (
              <>
                <Button size="small" onClick={() => onReschedule(iv)}>
                  改期
                </Button>
                <Button size="small" danger onClick={() => onCancel(iv)}>
                  取消面试
                </Button>
              </>
            )}
          </Space>
        )
      }
    >
      {isLoading && <PageSpin tip="正在加载面试…" />}
      {!isLoading && !iv && id !== null && <p className="bole-iv-sub">{isApiError(error) ? error.message : '面试加载失败'}</p>}
      {iv && (
        <>
          <Descriptions column={1} size="small" items={items} labelStyle={{ width: 100 }} />
          <InterviewRegistration interview={iv} />
          <h3 style={{ margin: '24px 0 12px', fontSize: 15 }}>面试评价</h3>
          <InterviewEvaluations applicationId={iv.applicationId} />
        </>
      )}
    </Drawer>
  );
}
