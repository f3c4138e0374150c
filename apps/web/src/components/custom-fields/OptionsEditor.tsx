// The choices of a 单选/多选 field: typed one per row, moved and removed; an existing option
// shows how many records picked it, so removing it is a known loss.
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { FIELD_OPTION_MAX, FIELD_OPTIONS_MAX } from '@bole/domain';

type Props = { counts?: ReadonlyMap<string, number>; countOf: (n: number) => string };

export function OptionsEditor({ counts, countOf }: Props) {
  const form = Form.useFormInstance();
  return (
    <Form.List
      name="options"
      rules={[
        {
          validator: async (_rule, options?: { label?: string }[]) => {
            if (!options || options.length === 0) throw new Error('请至少添加1个选项');
          },
        },
      ]}
    >
      {(rows, { add, remove, move }, { errors }) => (
        <div className="bole-options">
          {rows.map((row, index) => {
            const key = form.getFieldValue(['options', row.name, 'key']) as string | undefined;
            const used = key ? (counts?.get(key) ?? 0) : 0;
            return (
              <div key={row.key} className="bole-option-row">
                <span className="bole-option-index">{index + 1}</span>
                <Form.Item
                  name={[row.name, 'label']}
                  rules={[
                    { required: true, whitespace: true, message: '选项内容不能为空' },
                    { max: FIELD_OPTION_MAX, message: `每个选项最多${FIELD_OPTION_MAX}个字符` },
                    {
                      validator: async (_rule, label?: string) => {
                        const all = (form.getFieldValue('options') as { label?: string }[]).map((o) => o?.label?.trim());
                        if (label && all.filter((l) => l === label.trim()).length > 1) throw new Error(`选项「${label.trim()}」重复了`);
                      },
                    },
                  ]}
                  style={{ flex: 1, marginBottom: 8 }}
                >
                  <Input placeholder={`选项${index + 1}`} maxLength={FIELD_OPTION_MAX} aria-label={`选项${index + 1}`} />
                </Form.Item>
                {counts && <span className="bole-custom-muted bole-option-used">{used > 0 ? countOf(used) : ''}</span>}
                <Button type="text" size="small" icon={<ArrowUpOutlined />} aria-label={`上移选项${index + 1}`} disabled={index === 0} onClick={() => move(index, index - 1)} />
                <Button type="text" size="small" icon={<ArrowDownOutlined />} aria-label={`下移选项${index + 1}`} disabled={index === rows.length - 1} onClick={() => move(index, index + 1)} />
                <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={`删除选项${index + 1}`} onClick={() => remove(row.name)} />
              </div>
            );
          })}
          <Button type="dashed" block icon={<PlusOutlined />} disabled={rows.length >= FIELD_OPTIONS_MAX} onClick={() => add({ label: '' })}>
            添加选项
          </Button>
          <Form.ErrorList errors={errors} />
        </div>
      )}
    </Form.List>
  );
}
