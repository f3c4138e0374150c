// 待办事项: the to-do counts from GET /api/home/todos; zero reads as a calm 「暂无」.
import { useNavigate } from 'react-router';
import { Panel } from '../../../components/panel/Panel';
import { Empty } from '../../../components/plain/Empty';
import { RightIcon } from '../../../components/plain/nav-icons';
import { PlainButton } from '../../../components/plain/PlainButton';
import { Skeleton } from '../../../components/plain/Skeleton';
import { useTodos } from '../api/get-todos';
import type { TodoCard } from '../api/get-todos';

const ACCENTS = ['#1d5eff', '#7b61ff', '#0ea5a4', '#f59a23', '#16a36a', '#e5484d'];

function TodoTile({ card, accent }: { card: TodoCard; accent: string }) {
  const navigate = useNavigate();
  const clickable = Boolean(card.path) && card.count > 0;
  const body = (
    <>
      <span className="bole-todo-title">{card.title}</span>
      <span className="bole-todo-row">
        <span className="bole-todo-count" style={{ color: card.count > 0 ? '#1f2633' : '#c0c6d1' }}>
          {card.count}
        </span>
        {card.count === 0 ? (
          <span className="bole-todo-none">暂无待办</span>
        ) : (
          clickable && (
            <span className="bole-icon" aria-hidden="true" style={{ color: '#8c95a6' }}>
              <RightIcon />
            </span>
          )
        )}
      </span>
    </>
  );
  return clickable ? (
    <button
      type="button"
      className="bole-todo-tile is-clickable"
      style={{ borderTopColor: accent }}
      onClick={() => void navigate(card.path ?? '/home')}
      aria-label={`${card.title} ${card.count}`}
    >
      {body}
    </button>
  ) : (
    <div className="bole-todo-tile" style={{ borderTopColor: accent }} aria-label={`${card.title} ${card.count}`}>
      {body}
    </div>
  );
}

export function TodoCards() {
  const todos = useTodos();
  const cards = todos.data?.cards ?? [];
  return (
    <Panel title="待办事项" extra={todos.isFetching && !todos.isLoading ? <span className="bole-home-muted">更新中…</span> : null}>
      {todos.isLoading && <Skeleton title rows={2} />}
      {todos.isError && (
        <Empty description="待办事项暂时没有加载出来">
          <PlainButton onClick={() => void todos.refetch()}>重新加载</PlainButton>
        </Empty>
      )}
      {todos.isSuccess && cards.length === 0 && <Empty description="暂无待办事项，新的简历、面试与 Offer 会出现在这里" />}
      {cards.length > 0 && (
        <div className="bole-todo-grid">
          {cards.map((card, index) => (
            <TodoTile key={card.key} card={card} accent={ACCENTS[index % ACCENTS.length] ?? '#1d5eff'} />
          ))}
        </div>
      )}
    </Panel>
  );
}
