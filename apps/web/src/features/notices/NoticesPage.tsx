// 消息中心 (/home/notices, /lite/notices): every in-app notice of the caller, 未读 or 全部, twenty a
// page; choosing one marks it read and opens its page. ?unread=true opens the unread ones (the
// /home card 未读消息).
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page/PageHeader';
import { Panel } from '../../components/panel/Panel';
import { Empty } from '../../components/plain/Empty';
import { PlainButton } from '../../components/plain/PlainButton';
import { Skeleton } from '../../components/plain/Skeleton';
import { Tabs } from '../../components/plain/Tabs';
import { Pager } from '../../components/table/Pager';
import { useNotices } from './api/get-notices';
import { useUnreadNoticeCount } from './api/get-unread-count';
import { useReadAllNotices } from './api/read-notices';
import { NoticeItem, useOpenNotice } from './bell/NoticeItem';
import './bell/notice-bell.css';

const PAGE_SIZE = 20;
type Filter = 'unread' | 'all';

export function NoticesPage({ title }: { title: string }) {
  const [params, setParams] = useSearchParams();
  const filter: Filter = params.get('unread') === 'true' ? 'unread' : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const notices = useNotices({ unread: filter === 'unread', page, pageSize: PAGE_SIZE });
  const unread = useUnreadNoticeCount();
  const readAll = useReadAllNotices();
  const open = useOpenNotice();
  const list = notices.data?.list ?? [];

  const update = (next: { filter?: Filter; page?: number }) =>
    setParams((current) => {
      const search = new URLSearchParams(current);
      const f = next.filter ?? filter;
      if (f === 'unread') search.set('unread', 'true');
      else search.delete('unread');
      if (next.page && next.page > 1) search.set('page', String(next.page));
      else search.delete('page');
      return search;
    });

  return (
    <section aria-label={title}>
      <PageHeader
        title={title}
        description="审批待办、评论中提到您等站内通知都在这里，点击一条即标为已读并打开相关页面。"
        extra={
          <PlainButton disabled={unread === 0} loading={readAll.isPending} onClick={() => readAll.mutate()}>
            全部已读
          </PlainButton>
        }
      />
      <Panel bodyStyle={{ paddingTop: 8 }}>
        <Tabs
          aria-label="消息筛选"
          activeKey={filter}
          onChange={(key) => update({ filter: key, page: 1 })}
          items={[
            { key: 'unread', label: unread > 0 ? `未读（${unread}）` : '未读' },
            { key: 'all', label: '全部' },
          ]}
        />
        <div className="bole-notice bole-notice-page">
          {notices.isLoading && <Skeleton rows={4} />}
          {notices.isError && (
            <Empty description="消息暂时没有加载出来">
              <PlainButton onClick={() => void notices.refetch()}>重新加载</PlainButton>
            </Empty>
          )}
          {notices.isSuccess && list.length === 0 && <Empty description={filter === 'unread' ? '没有未读消息' : '暂无消息'} />}
          {list.map((notice) => (
            <NoticeItem key={notice.id} notice={notice} onOpen={open} />
          ))}
        </div>
        {(notices.data?.total ?? 0) > PAGE_SIZE && <Pager page={page} pageSize={PAGE_SIZE} total={notices.data?.total ?? 0} onChange={(p) => update({ page: p })} />}
      </Panel>
    </section>
  );
}
