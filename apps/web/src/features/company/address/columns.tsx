// Columns of the address table.
import { Button, Popconfirm } from 'antd';
import type { AddressRow } from '@bole/domain';
import type { Column } from '../../../components/table/SimpleTable';
import { Tag } from '../../../components/plain/Tag';
import { SecondaryText } from '../../../components/text/Text';

export type AddressActions = {
  canManage: boolean;
  onEdit: (address: AddressRow) => void;
  onMakeDefault: (address: AddressRow) => void;
  onDelete: (address: AddressRow) => void;
  onPreloadEdit?: () => void;
};

const dash = <SecondaryText>-</SecondaryText>;

export function addressColumns({ canManage, onEdit, onMakeDefault, onDelete, onPreloadEdit }: AddressActions): Column<AddressRow>[] {
  const columns: Column<AddressRow>[] = [
    {
      key: 'name',
      title: '地址名称',
      width: 200,
      render: (row) => (
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
          <strong className="bole-text-strong">{row.name}</strong>
          {row.isDefault && <Tag color="blue">默认</Tag>}
        </span>
      ),
    },
    { key: 'cityName', title: '城市', width: 140, render: (row) => row.cityName },
    { key: 'detail', title: '详细地址', ellipsis: true, render: (row) => row.detail },
    { key: 'contactName', title: '联系人', width: 110, render: (row) => row.contactName ?? dash },
    { key: 'contactPhone', title: '联系电话', width: 140, render: (row) => row.contactPhone ?? dash },
  ];
  if (!canManage) return columns;
  columns.push({
    key: 'actions',
    title: '操作',
    width: 200,
    fixed: 'right',
    render: (row) => (
      <span className="bole-row-actions">
        <Button type="link" size="small" onClick={() => onEdit(row)} onPointerEnter={onPreloadEdit} onFocus={onPreloadEdit}>
          编辑
        </Button>
        {!row.isDefault && (
          <Button type="link" size="small" onClick={() => onMakeDefault(row)}>
            设为默认
          </Button>
        )}
        <Popconfirm title={`确定删除地址「${row.name}」？`} description="删除后不可恢复。" okText="删除" okButtonProps={{ danger: true }} onConfirm={() => onDelete(row)}>
          <Button type="link" size="small" danger>
            删除
          </Button>
        </Popconfirm>
      </span>
    ),
  });
  return columns;
}
