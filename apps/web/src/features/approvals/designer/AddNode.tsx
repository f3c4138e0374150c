// The connector between two cards and its +, which offers 审批人, 抄送人 and 条件分支 there.
import { ApartmentOutlined, AuditOutlined, PlusOutlined, SendOutlined } from '@ant-design/icons';
import { Popover } from 'antd';
import { APPROVAL_CONDITION_DEPTH_MAX } from '@bole/domain';
import { useState } from 'react';
import { useDesigner } from './context';
import type { NewNodeType } from './flow-edit';

const CHOICES: { type: NewNodeType; label: string; color: string; icon: React.ReactNode }[] = [
  { type: 'approver', label: '审批人', color: '#ff943e', icon: <AuditOutlined /> },
  { type: 'cc', label: '抄送人', color: '#3296fa', icon: <SendOutlined /> },
  { type: 'condition', label: '条件分支', color: '#15bc83', icon: <ApartmentOutlined /> },
];

export function AddNode({ chainId, index, depth }: { chainId: string; index: number; depth: number }) {
  const { insert } = useDesigner();
  const [open, setOpen] = useState(false);
  const choices = depth >= APPROVAL_CONDITION_DEPTH_MAX ? CHOICES.filter((c) => c.type !== 'condition') : CHOICES;
  const menu = (
    <div className="bole-flow-add-menu">
      {choices.map((c) => (
        <button
          key={c.type}
          type="button"
          className="bole-flow-add-choice"
          onClick={() => {
            setOpen(false);
            insert(chainId, index, c.type);
          }}
        >
          <span className="bole-flow-add-icon" style={{ background: c.color }}>
            {c.icon}
          </span>
          {c.label}
        </button>
      ))}
    </div>
  );
  return (
    <div className="bole-flow-add">
      <Popover content={menu} trigger="click" placement="rightTop" open={open} onOpenChange={setOpen}>
        <button type="button" className="bole-flow-add-button" aria-label="添加节点">
          <PlusOutlined />
        </button>
      </Popover>
    </div>
  );
}
