// /user/company/address 地址管理: office and interview addresses; one of them is the default.
import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Perm, PAGE_SIZE_DEFAULT, type AddressRow } from '@bole/domain';
import { useState } from 'react';
import { usePermission } from '../../../api/permission';
import { Panel } from '../../../components/panel/Panel';
import { Pager } from '../../../components/table/Pager';
import { SimpleTable } from '../../../components/table/SimpleTable';
import { lazyNamed, MountOnOpen } from '../../../lib/lazy';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteAddress } from '../api/delete-address';
import { useAddresses, type AddressListParams } from '../api/get-addresses';
import { useUpdateAddress } from '../api/update-address';
import { CARD_STYLE, SettingsPage } from '../shared/SettingsPage';
import { addressColumns } from './columns';
import { TableEmpty } from '../shared/TableEmpty';

// The dialog loads when first opened (or pointed at), not with the list.
const AddressModal = lazyNamed(() => import('./AddressModal'), 'AddressModal');

export function AddressPage({ title }: { title: string }) {
  const canManage = usePermission(Perm.CompanyAddress);
  const [params, setParams] = useState<AddressListParams>({ page: 1, pageSize: PAGE_SIZE_DEFAULT });
  const { data, isFetching } = useAddresses(params);
  const [modal, setModal] = useState<{ open: boolean; address?: AddressRow }>({ open: false });
  const update = useUpdateAddress();
  const remove = useDeleteAddress();

  const columns = addressColumns({
    canManage,
    onEdit: (address) => setModal({ open: true, address }),
    onPreloadEdit: AddressModal.preload,
    onMakeDefault: (a) =>
      update.mutate(
        { id: a.id, body: { name: a.name, cityCode: a.cityCode, detail: a.detail, contactName: a.contactName ?? undefined, contactPhone: a.contactPhone ?? undefined, isDefault: true } },
        { onSuccess: () => notifySuccess(`已将「${a.name}」设为默认地址`) },
      ),
    onDelete: (a) => remove.mutate(a.id, { onSuccess: () => notifySuccess('地址已删除') }),
  });

  return (
    <SettingsPage
      title={title}
      description="维护公司的办公和面试地址，安排面试、发送面试通知时可直接选用。"
      extra={
        canManage && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setModal({ open: true })} onPointerEnter={AddressModal.preload} onFocus={AddressModal.preload}>
            新建地址
          </Button>
        )
      }
    >
      <Panel style={CARD_STYLE}>
        <SimpleTable<AddressRow>
          caption="地址列表"
          columns={columns}
          rows={data?.list}
          rowKey={(address) => address.id}
          loading={isFetching}
          minWidth={960}
          empty={<TableEmpty text="还没有地址，点击右上角「新建地址」添加" />}
        />
        {data && data.total > (params.pageSize ?? PAGE_SIZE_DEFAULT) && (
          <Pager
            page={params.page ?? 1}
            pageSize={params.pageSize ?? PAGE_SIZE_DEFAULT}
            total={data.total}
            unit="个地址"
            onChange={(page) => setParams((p) => ({ ...p, page }))}
          />
        )}
      </Panel>
      <MountOnOpen open={modal.open}>
        <AddressModal open={modal.open} address={modal.address} onClose={() => setModal({ open: false })} />
      </MountOnOpen>
    </SettingsPage>
  );
}
