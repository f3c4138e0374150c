// The plain tab strip answers like antd's Tabs: one selected, tab-focusable tab; clicks and the
// arrow, Home and End keys choose a tab (wrapping at the ends); the chosen one is not chosen again.
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './Tabs';

const ITEMS = [
  { key: 'pending', label: '待我审批' },
  { key: 'done', label: '我已审批' },
  { key: 'cc', label: '抄送我的' },
] as const;
type Key = (typeof ITEMS)[number]['key'];

function Harness({ onChange }: { onChange: (key: Key) => void }) {
  const [key, setKey] = useState<Key>('pending');
  return (
    <Tabs
      aria-label="审批分类"
      items={ITEMS}
      activeKey={key}
      onChange={(next) => {
        onChange(next);
        setKey(next);
      }}
    />
  );
}

describe('Tabs', () => {
  it('marks the chosen tab and chooses another on click', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    expect(screen.getByRole('tablist', { name: '审批分类' })).toBeTruthy();
    const pending = screen.getByRole('tab', { name: '待我审批', selected: true });
    expect(pending.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: '我已审批', selected: false }).tabIndex).toBe(-1);

    fireEvent.click(pending);
    fireEvent.click(screen.getByRole('tab', { name: '抄送我的' }));
    expect(onChange.mock.calls).toEqual([['cc']]);
    expect(screen.getByRole('tab', { name: '抄送我的', selected: true })).toBeTruthy();
  });

  it('moves with the arrow keys, Home and End, wrapping at the ends, and focuses the tab it chooses', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.keyDown(screen.getByRole('tab', { name: '待我审批' }), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '抄送我的', selected: true }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(onChange.mock.calls).toEqual([['cc'], ['pending'], ['cc'], ['pending']]);
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '待我审批', selected: true }));
  });
});
