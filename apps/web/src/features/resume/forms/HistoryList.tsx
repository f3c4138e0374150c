// A repeatable history section of the new-resume form: entries, 添加 and 删除.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form } from 'antd';
import type { HistoryKind } from './history-fields';
import { HistoryFields } from './HistoryFields';

export function HistoryList({ kind, titleId }: { kind: HistoryKind; titleId: string }) {
  return (
    <Form.List name={kind.key}>
      {(items, { add, remove }) => (
        <>
          <div className="bole-form-section-head">
            <h3 id={titleId}>{kind.title}</h3>
            <Button type="link" icon={<PlusOutlined />} onClick={() => add({})}>
              添加{kind.noun}
            </Button>
          </div>
          {items.length === 0 && <div className="bole-muted bole-form-none">暂无{kind.noun}，可点击右侧「添加{kind.noun}」</div>}
          {items.map((item, index) => (
            <fieldset key={item.key} className="bole-entry">
              <legend>
                {kind.noun} {index + 1}
              </legend>
              <Button type="text" size="small" danger icon={<DeleteOutlined />} className="bole-entry-remove" aria-label={`删除${kind.noun} ${index + 1}`} onClick={() => remove(item.name)}>
                删除
              </Button>
              <HistoryFields kind={kind} prefix={[item.name]} entryPath={[kind.key, item.name]} />
            </fieldset>
          ))}
        </>
      )}
    </Form.List>
  );
}
