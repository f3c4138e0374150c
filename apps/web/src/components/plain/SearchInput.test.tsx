// The plain search box answers like antd's Input.Search: Enter and the button search, clearing searches for ''.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SearchInput } from './SearchInput';

describe('SearchInput', () => {
  it('searches on Enter and with the button, and for nothing once cleared', () => {
    const onSearch = vi.fn();
    const onChange = vi.fn();
    render(<SearchInput label="搜索账号" placeholder="搜索姓名" onSearch={onSearch} onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: '搜索账号' });
    expect(screen.queryByRole('button', { name: '清除' })).toBeNull();

    fireEvent.change(box, { target: { value: '王晓' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    fireEvent.click(screen.getByRole('button', { name: '清除' }));

    expect(onSearch.mock.calls).toEqual([['王晓'], ['王晓'], ['']]);
    expect(onChange.mock.calls).toEqual([['王晓'], ['']]);
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('does not search while an input method is composing', () => {
    const onSearch = vi.fn();
    render(<SearchInput label="搜索团队" defaultValue="产品" onSearch={onSearch} />);
    fireEvent.keyDown(screen.getByRole('textbox', { name: '搜索团队' }), { key: 'Enter', isComposing: true });
    expect(onSearch).not.toHaveBeenCalled();
  });
});
