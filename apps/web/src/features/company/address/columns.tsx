// Columns of the address table.
import { Button, Popconfirm } from 'antd';
import type { TableColumnsType } from 'antd';
import type { AddressRow } from '@bole/domain';
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

export function addressColumns({ canManage, onEdit, onMakeDefault, onDelete, onPreloadEdit }: AddressActions): TableColumnsType<AddressRow> {
  const columns: TableColumnsType<AddressRow> = [
    {
      title: '地址名称',
      dataIndex: 'name',
      width: 200,
      render: (name: string, row) => (
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
          <strong className="bole-text-strong">{name}</strong>
          {row.isDefault && <Tag color="blue">默认</Tag>}
        </span>
      ),
    },
    { title: '城市', dataIndex: 'cityName', width: 140 },
    { title: '详细地址', dataIndex: 'detail', ellipsis: true },
    { title: '联系人', dataIndex: 'contactName', width: 110, render: (v: string | null) => v ?? dash },
    { title: '联系电话', dataIndex: 'contactPhone', width: 140, render: (v: string | null) => v ?? dash },
  ];
  if (!canManage) return columns;
  columns.push({
    title: '操作',
    key: 'actions',
    width: 200,
    fixed: 'right',
    render: (_, row) => (
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
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
