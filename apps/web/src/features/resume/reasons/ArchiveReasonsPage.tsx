// /user/manage/archivereason 归档原因: per reason type (the tabs), the reasons recruiters pick
// when they eliminate or blacklist a candidate, or record a refusal or a resignation.
import { Tabs } from 'antd';
import { Perm, REASON_TYPE_ORDER, reasonTypeLabels, type ArchiveReason, type ReasonType } from '@bole/domain';
import { useMemo, useState } from 'react';
import { usePermission } from '../../../api/permission';
import { PageHeader } from '../../../components/page/PageHeader';
import { useArchiveReasons } from '../api/get-archive-reasons';
import { ErrorPanel } from '../shared/ErrorPanel';
import { ReasonList } from './ReasonList';
import '../resume.css';
import './reasons.css';

const HINTS: Record<ReasonType, string> = {
  elimination: '在招聘流程中淘汰候选人时选择',
  resignation: '记录员工离职时选择',
  refuseInterview: '候选人拒绝面试邀请时选择',
  refuseOffer: '候选人拒绝Offer时选择',
  blacklist: '把候选人加入黑名单时选择',
};

export function ArchiveReasonsPage({ title }: { title: string }) {
  const canManage = usePermission(Perm.ArchiveReasons);
  const { data, isLoading, isError, isFetching, refetch } = useArchiveReasons();
  const [type, setType] = useState<ReasonType>(REASON_TYPE_ORDER[0]!);
  const byType = useMemo(() => {
    const groups = new Map<ReasonType, ArchiveReason[]>(REASON_TYPE_ORDER.map((t) => [t, []]));
    for (const r of data ?? []) groups.get(r.type)?.push(r);
    return groups;
  }, [data]);

  return (
    <section aria-label={title}>
      <PageHeader title={title} description="招聘过程中淘汰候选人、记录候选人拒绝或员工离职、加入黑名单时，从这里选择原因。停用的原因不再出现在选择列表中，已记录的原因不受影响。" />
      <div className="bole-pool-panel bole-reasons">
        {isError && !data ? (
          <ErrorPanel title="归档原因加载失败" onRetry={() => void refetch()} />
        ) : (
          <Tabs
            activeKey={type}
            onChange={(key) => setType(key as ReasonType)}
            items={REASON_TYPE_ORDER.map((t) => ({
              key: t,
              label: (
                <span>
                  {reasonTypeLabels[t]}
                  {data && <span className="bole-reasons-count">{byType.get(t)!.length}</span>}
                </span>
              ),
              children: <ReasonList type={t} hint={HINTS[t]} reasons={byType.get(t)!} loading={isLoading || isFetching} ready={Boolean(data)} canManage={canManage} />,
            }))}
          />
        )}
      </div>
    </section>
  );
}
