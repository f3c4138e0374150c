// The plain row menu: opens from its trigger, moves with the keyboard, closes on a choice,
// Escape or a click elsewhere, follows its trigger on a scroll, and gives focus back to its trigger.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ActionMenu } from './ActionMenu';

const ITEMS = [
  { key: 'rename', label: '重命名' },
  { key: 'move', label: '移动到…' },
  { key: 'delete', label: '删除', danger: true, divided: true },
];

function setup() {
  const onSelect = vi.fn();
  render(
    <div>
      <ActionMenu label="技术部的操作" items={ITEMS} onSelect={onSelect} trigger={(props) => <button {...props}>更多</button>} />
      <p>别处</p>
    </div>,
  );
  return { onSelect, trigger: screen.getByRole('button', { name: '更多' }) };
}

describe('ActionMenu', () => {
  it('opens on click and runs the chosen entry, then closes', () => {
    const { onSelect, trigger } = setup();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(trigger, { detail: 1 });
    const menu = screen.getByRole('menu', { name: '技术部的操作' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['重命名', '移动到…', '删除']);
    expect(screen.getByRole('menuitem', { name: '删除' }).className).toContain('is-danger');
    expect(menu.querySelectorAll('[role="separator"]')).toHaveLength(1);

    fireEvent.click(screen.getByRole('menuitem', { name: '移动到…' }));
    expect(onSelect).toHaveBeenCalledWith('move');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('opens from the keyboard on the first entry, moves with the arrows and closes with Escape', () => {
    const { onSelect, trigger } = setup();
    act(() => trigger.focus());
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    const items = screen.getAllByRole('menuitem');
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(items[0]!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(items[2]);
    fireEvent.keyDown(items[2]!, { key: 'Home' });
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(items[0]!, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('closes on a click elsewhere', () => {
    const { trigger } = setup();
    fireEvent.click(trigger, { detail: 1 });
    expect(screen.getByRole('menu')).toBeTruthy();
    fireEvent.pointerDown(screen.getByText('别处'));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('stays open on a scroll that keeps its trigger in view and closes once the trigger leaves the window', () => {
    const { trigger } = setup();
    fireEvent.click(trigger, { detail: 1 });
    fireEvent.scroll(window);
    expect(screen.getByRole('menu')).toBeTruthy();
    const below = { top: window.innerHeight + 40, bottom: window.innerHeight + 72, left: 0, right: 80, width: 80, height: 32, x: 0, y: window.innerHeight + 40 };
    vi.spyOn(trigger, 'getBoundingClientRect').mockReturnValue({ ...below, toJSON: () => below });
    fireEvent.scroll(window);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens above its trigger when it does not fit below, as antd flips a dropdown', () => {
    const { trigger } = setup();
    const low = window.innerHeight - 40;
    const rect = { top: low, bottom: low + 32, left: 10, right: 90, width: 80, height: 32, x: 10, y: low };
    vi.spyOn(trigger, 'getBoundingClientRect').mockReturnValue({ ...rect, toJSON: () => rect });
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(200);
    fireEvent.click(trigger, { detail: 1 });
    expect(screen.getByRole('menu').style.top).toBe(`${low - 4 - 200}px`);
    vi.restoreAllMocks();
  });
});
