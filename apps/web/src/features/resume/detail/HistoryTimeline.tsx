// 操作记录 of one resume (250020): newest first, ten at a time.
import { Button } from 'antd';
import { useHistory } from '../api/get-history';
import { RecordItem } from '../history/RecordItem';
import { LoadFailed } from '../shared/LoadFailed';
import { SectionCard } from './SectionCard';

export function HistoryTimeline({ resumeId }: { resumeId: number }) {
  const history = useHistory(resumeId, true);
  const records = history.data?.pages.flatMap((p) => p.list) ?? [];
  const total = history.data?.pages[0]?.total ?? 0;

  return (
    <SectionCard id="resume-records" title="操作记录" count={total}>
      {history.isLoading && <div className="bole-muted bole-section-empty">加载中…</div>}
      {history.isError && <LoadFailed what="操作记录" onRetry={() => void history.refetch()} />}
      {!history.isLoading && records.length === 0 && !history.isError && <div className="bole-section-empty">暂无操作记录</div>}
      <ol className="bole-timeline">
        {records.map((r) => (
          <RecordItem key={r.id} record={r} />
        ))}
      </ol>
      {history.hasNextPage && (
        <Button block type="text" loading={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
          查看更早的记录
        </Button>
      )}
    </SectionCard>
  );
}
