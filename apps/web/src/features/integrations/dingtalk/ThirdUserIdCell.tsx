// One account's DingTalk user id, edited in place: Enter or ✓ saves, Esc or ✕ cancels, empty unbinds.
import { CheckOutlined, CloseOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Space, Typography } from 'antd';
import { DINGTALK_LIMITS, dingtalkUserIdSchema, type DingtalkAccountRow } from '@bole/domain';
import { useState } from 'react';
import { notifySuccess } from '../../../lib/notify';
import { useBindDingtalkAccount } from '../api/bind-dingtalk-account';
import { errorText } from '../errors';

export function ThirdUserIdCell({ row, canManage }: { row: DingtalkAccountRow; canManage: boolean }) {
  const bind = useBindDingtalkAccount();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const label = `${row.userName}的钉钉用户ID`;

  const start = () => {
    setValue(row.thirdUserId ?? '');
    setError(null);
    setEditing(true);
  };

  const save = async () => {
    const parsed = dingtalkUserIdSchema.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? '钉钉用户ID格式不正确');
      return;
    }
    const thirdUserId = parsed.data === '' ? null : parsed.data;
    if (thirdUserId === row.thirdUserId) {
      setEditing(false);
      return;
    }
    try {
      await bind.mutateAsync({ id: row.id, body: { thirdUserId } });
      setEditing(false);
      notifySuccess(thirdUserId ? `已将「${row.userName}」绑定到钉钉用户 ${thirdUserId}` : `已解除「${row.userName}」的钉钉绑定`);
    } catch (e) {
      setError(errorText(e));
    }
  };

  if (!editing) {
    return (
      <Flex align="center" gap={4}>
        {row.thirdUserId ? <Typography.Text copyable={{ text: row.thirdUserId }}>{row.thirdUserId}</Typography.Text> : <Typography.Text type="secondary">未绑定</Typography.Text>}
        {canManage && <Button type="text" size="small" icon={<EditOutlined />} onClick={start} aria-label={`编辑${label}`} />}
      </Flex>
    );
  }

  return (
    <div>
      <Space.Compact size="small">
        <Input
          autoFocus
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setError(null);
          }}
          onPressEnter={() => void save()}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setEditing(false);
          }}
          maxLength={DINGTALK_LIMITS.userId}
          placeholder="钉钉 userid，留空解除"
          status={error ? 'error' : undefined}
          aria-label={label}
          style={{ width: 180 }}
        />
        <Button type="primary" icon={<CheckOutlined />} loading={bind.isPending} onClick={() => void save()} aria-label="保存" />
        <Button icon={<CloseOutlined />} onClick={() => setEditing(false)} aria-label="取消" disabled={bind.isPending} />
      </Space.Compact>
      {error && (
        <Typography.Text type="danger" style={{ display: 'block', fontSize: 12, marginTop: 2 }}>
          {error}
        </Typography.Text>
      )}
    </div>
  );
}
