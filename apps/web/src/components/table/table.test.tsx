// The plain table and the pager: what they show for rows, loading and empty lists, and what
// a click on a page or a page size asks for.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Pager, pageItems } from './Pager';
import { SimpleTable, type Column } from './SimpleTable';

type Row = { id: number; name: string; city: string };

const COLUMNS: Column<Row>[] = [
  { key: 'name', title: '姓名', fixed: 'left', render: (r) => <strong>{r.name}</strong> },
  { key: 'city', title: '城市', ellipsis: true, render: (r) => r.city },
];

const table = (props: Partial<Parameters<typeof SimpleTable<Row>>[0]> = {}) =>
  render(<SimpleTable<Row> caption="成员列表" columns={COLUMNS} rows={[]} rowKey={(r) => r.id} empty="暂无成员" {...props} />);

describe('SimpleTable', () => {
  it('draws a header and a row per item, the cut cells titled with their whole text', () => {
    table({ rows: [{ id: 1, name: '王晓雨', city: '浙江省杭州市西湖区文三路 90 号' }] });
    const grid = screen.getByRole('table', { name: '成员列表' });
    expect(within(grid).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['姓名', '城市']);
    const cell = within(grid).getByRole('cell', { name: '浙江省杭州市西湖区文三路 90 号' });
    expect(cell.getAttribute('title')).toBe('浙江省杭州市西湖区文三路 90 号');
    expect(cell.className).toContain('bole-table-ellipsis');
    // A cell drawn by a component has no title to show.
    expect(within(grid).getByRole('cell', { name: '王晓雨' }).getAttribute('title')).toBeNull();
    expect(within(grid).getByRole('cell', { name: '王晓雨' }).className).toContain('bole-table-fixed-left');
  });

  it('says 加载中 before the first answer and shows the empty state for an empty list', () => {
    const { rerender } = table({ rows: undefined, loading: true });
    expect(screen.getByText('加载中…')).toBeTruthy();
    expect(screen.getByRole('table').parentElement?.getAttribute('aria-busy')).toBe('true');
    rerender(<SimpleTable<Row> caption="成员列表" columns={COLUMNS} rows={[]} rowKey={(r) => r.id} empty="暂无成员" />);
    expect(screen.queryByText('加载中…')).toBeNull();
    expect(screen.getByRole('cell', { name: '暂无成员' }).getAttribute('colspan')).toBe('2');
  });

  it('keeps its columns at the minimum width and scrolls instead, with the widths on whole columns', () => {
    const columns: Column<Row>[] = [{ ...COLUMNS[0]!, width: 150 }, COLUMNS[1]!];
    table({ minWidth: 960, columns, size: 'middle' });
    const grid = screen.getByRole('table') as HTMLTableElement;
    expect(grid.style.minWidth).toBe('960px');
    expect(grid.style.tableLayout).toBe('fixed');
    expect([...grid.querySelectorAll('col')].map((col) => col.style.width)).toEqual(['150px', '']);
    expect(grid.className).toContain('bole-table-middle');
  });
});

describe('Pager', () => {
  it('numbers the first, the last and two pages around the current one', () => {
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(6, 12)).toEqual([1, 0, 4, 5, 6, 7, 8, 0, 12]);
  });

  it('asks for the page clicked and for the next one', () => {
    const onChange = vi.fn();
    render(<Pager page={1} pageSize={20} total={45} unit="个账号" onChange={onChange} />);
    expect(screen.getByText('共 45 个账号')).toBeTruthy();
    expect((screen.getByRole('button', { name: /上一页/ }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    fireEvent.click(screen.getByRole('button', { name: /下一页/ }));
    expect(onChange.mock.calls).toEqual([[3], [2]]);
    expect(screen.getByRole('button', { name: '1' }).getAttribute('aria-current')).toBe('page');
  });

  it('offers page sizes only when asked and when the list is longer than the smallest one', () => {
    const onPageSizeChange = vi.fn();
    const { rerender } = render(<Pager page={1} pageSize={20} total={45} onChange={() => undefined} />);
    expect(screen.queryByRole('combobox', { name: '每页条数' })).toBeNull();
    rerender(<Pager page={1} pageSize={20} total={8} onChange={() => undefined} onPageSizeChange={onPageSizeChange} />);
    expect(screen.queryByRole('combobox', { name: '每页条数' })).toBeNull();
    rerender(<Pager page={1} pageSize={20} total={45} onChange={() => undefined} onPageSizeChange={onPageSizeChange} />);
    const size = screen.getByRole('combobox', { name: '每页条数' }) as HTMLSelectElement;
    expect([...size.options].map((o) => o.text)).toEqual(['10 条/页', '20 条/页', '50 条/页', '100 条/页']);
    fireEvent.change(size, { target: { value: '50' } });
    expect(onPageSizeChange).toHaveBeenCalledWith(50);
  });
});
