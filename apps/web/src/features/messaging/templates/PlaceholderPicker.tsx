// 插入占位符: the placeholders the template type allows, each a button that puts its `${token}`
// at the cursor of the field last edited.
import { Button } from 'antd';
import type { MessageTemplatePlaceholder } from '@bole/domain';

type Props = { placeholders: MessageTemplatePlaceholder[]; onInsert: (token: string) => void };

export function PlaceholderPicker({ placeholders, onInsert }: Props) {
  return (
    <section className="bole-tpl-picker" aria-labelledby="tpl-picker-title">
      <div className="bole-tpl-picker-title" id="tpl-picker-title">
        插入占位符
      </div>
      <p className="bole-tpl-picker-hint">点击插入到光标处，发送时替换为候选人的实际信息；没有的信息显示为空。</p>
      <ul className="bole-tpl-picker-list">
        {placeholders.map((p) => (
          <li key={p.id}>
            <Button size="small" block aria-label={`插入${p.label}`} title={`插入 ${p.token}`} onMouseDown={(event) => event.preventDefault()} onClick={() => onInsert(p.token)}>
              <span className="bole-tpl-picker-label">{p.label}</span>
              <code className="bole-tpl-picker-token">{p.token}</code>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
