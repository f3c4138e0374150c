// 待办事项: the to-do counts from GET /api/home/todos; zero reads as a calm 「暂无」.
import { RightOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Skeleton, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useTodos } from '../api/get-todos';
import type { TodoCard } from '../api/get-todos';

const ACCENTS = ['#1d5eff', '#7b61ff', '#0ea5a4', '#f59a23', '#16a36a', '#e5484d'];

function TodoTile({ card, accent }: { card: TodoCard; accent: string }) {
  const navigate = useNavigate();
  const clickable = Boolean(card.path) && card.count > 0;
  return (
    <Card
      hoverable={clickable}
      onClick={clickable && card.path ? () => void navigate(card.path ?? '/home') : undefined}
      styles={{ body: { padding: '16px 18px' } }}
      style={{ height: '100%', borderTop: `3px solid ${accent}` }}
      aria-label={`${card.title} ${card.count}`}
    >
      <Typography.Text type="secondary">{card.title}</Typography.Text>
      <div style={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', marginTop: 8 }}>
        <span style={{ fontSize: 28, fontWeight: 600, color: card.count > 0 ? '#1f2633' : '#c0c6d1', fontVariantNumeric: 'tabular-nums' }}>{card.count}</span>
        {card.count === 0 ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            暂无待办
          </Typography.Text>
        ) : (
          clickable && <RightOutlined style={{ color: '#8c95a6' }} />
        )}
      </div>
    </Card>
  );
}

export function TodoCards() {
  const todos = useTodos();
  const cards = todos.data?.cards ?? [];
  return (
    <Card title="待办事项" variant="borderless" extra={todos.isFetching && !todos.isLoading ? <Typography.Text type="secondary">更新中…</Typography.Text> : null}>
      {todos.isLoading && <Skeleton active paragraph={{ rows: 2 }} />}
      {todos.isError && (
        <Empty description="待办事项暂时没有加载出来">
          <Button onClick={() => void todos.refetch()}>重新加载</Button>
        </Empty>
      )}
      {todos.isSuccess && cards.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无待办事项，新的简历、面试与 Offer 会出现在这里" />}
      {cards.length > 0 && (
        <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(170px, 1fr))' }}>
          {cards.map((card, index) => (
            <TodoTile key={card.key} card={card} accent={ACCENTS[index % ACCENTS.length] ?? '#1d5eff'} />
          ))}
        </div>
      )}
    </Card>
  );
}
