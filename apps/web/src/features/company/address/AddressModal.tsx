// 新建地址 / 编辑地址: name, city, detail, contact and the default flag.
import { Checkbox, Col, Form, Input, Modal, Row } from 'antd';
import { addressSaveSchema, type AddressRow } from '@bole/domain';
import { useEffect } from 'react';
import { notifySuccess } from '../../../lib/notify';
import { useCreateAddress } from '../api/create-address';
import { useUpdateAddress } from '../api/update-address';
import { BasedataCascader } from '../shared/BasedataCascader';
import { parseForm, schemaRule } from '../shared/form-rules';
import { showSaveError } from '../shared/save-error';

type Values = { name?: string; cityCode?: string; detail?: string; contactName?: string; contactPhone?: string; isDefault?: boolean };

const shape = addressSaveSchema.shape;

export function AddressModal({ open, address, onClose }: { open: boolean; address?: AddressRow; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const create = useCreateAddress();
  const update = useUpdateAddress();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (address) {
      form.setFieldsValue({
        name: address.name,
        cityCode: address.cityCode,
        detail: address.detail,
        contactName: address.contactName ?? undefined,
        contactPhone: address.contactPhone ?? undefined,
        isDefault: address.isDefault,
      });
    }
  }, [open, address, form]);

  const submit = async (values: Values) => {
    const body = parseForm(form, addressSaveSchema, { ...values, isDefault: values.isDefault ?? false });
    if (!body) return;
    try {
      if (address) await update.mutateAsync({ id: address.id, body, silent: true });
      else await create.mutateAsync(body);
      notifySuccess(address ? '地址已保存' : '地址已添加');
      onClose();
    } catch (error) {
      showSaveError(form, error, { '20011': 'name' });
    }
  };

  return (
    <Modal
      open={open}
      title={address ? '编辑地址' : '新建地址'}
      okText="保存"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={create.isPending || update.isPending}
      destroyOnHidden
      width={560}
    >
      <Form form={form} layout="vertical" onFinish={submit} style={{ marginTop: 16 }} autoComplete="off">
        <Form.Item name="name" label="地址名称" rules={[schemaRule(shape.name, '请输入地址名称')]} extra="便于安排面试时识别，如：北京总部、上海研发中心">
          <Input placeholder="请输入地址名称" maxLength={30} />
        </Form.Item>
        <Form.Item name="cityCode" label="所在城市" rules={[schemaRule(shape.cityCode, '请选择城市')]}>
          <BasedataCascader list="locations" placeholder="请选择省份 / 城市" />
        </Form.Item>
        <Form.Item name="detail" label="详细地址" rules={[schemaRule(shape.detail, '请输入详细地址')]}>
          <Input.TextArea placeholder="街道、门牌号、楼层等" maxLength={100} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="contactName" label="联系人" rules={[schemaRule(shape.contactName)]}>
              <Input placeholder="候选人到达后的联系人" maxLength={30} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="contactPhone" label="联系电话" rules={[schemaRule(shape.contactPhone)]}>
              <Input placeholder="11位手机号" maxLength={11} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="isDefault" valuePropName="checked" style={{ marginBottom: 0 }}>
          <Checkbox>设为默认地址（安排面试时默认选中）</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
