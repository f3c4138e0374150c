// Columns of the address table.
import { Button, Popconfirm, Space, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { AddressRow } from '@bole/domain';

export type AddressActions = {
  canManage: boolean;
  onEdit: (address: AddressRow) => void;
  onMakeDefault: (address: AddressRow) => void;
  onDelete: (address: AddressRow) => void;
};

const dash = <Typography.Text type="secondary">-</Typography.Text>;

export function addressColumns({ canManage, onEdit, onMakeDefault, onDelete }: AddressActions): TableColumnsType<AddressRow> {
  const columns: TableColumnsType<AddressRow> = [
    {
      title: '地址名称',
      dataIndex: 'name',
      width: 200,
      render: (name: string, row) => (
        <Space size={6}>
          <Typography.Text strong>{name}</Typography.Text>
          {row.isDefault && (
            <Tag color="blue" variant="filled">
              默认
            </Tag>
          )}
        </Space>
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
      <Space size={4}>
        <Button type="link" size="small" onClick={() => onEdit(row)}>
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
      </Space>
    ),
  });
  return columns;
}
