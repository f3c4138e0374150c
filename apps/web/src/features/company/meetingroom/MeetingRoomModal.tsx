// 新建会议室 / 编辑会议室: name, address, capacity, equipment tags, state and remark.
import { Col, Form, Input, InputNumber, Modal, Row, Select, Switch } from 'antd';
import { meetingRoomSaveSchema, type MeetingRoomRow } from '@bole/domain';
import { useEffect } from 'react';
import { notifySuccess } from '../../../lib/notify';
import { useCreateMeetingRoom } from '../api/create-meeting-room';
import { useAddressOptions } from '../api/get-addresses';
import { useUpdateMeetingRoom } from '../api/update-meeting-room';
import { parseForm, schemaRule } from '../shared/form-rules';
import { showSaveError } from '../shared/save-error';

type Values = { name?: string; addressId?: number; capacity?: number | null; equipment?: string[]; enabled?: boolean; remark?: string };

const shape = meetingRoomSaveSchema.shape;
const EQUIPMENT_SUGGESTIONS = ['投影仪', '显示屏', '白板', '视频会议设备', '电话会议设备', '音响', '摄像头'].map((value) => ({ value, label: value }));

export function MeetingRoomModal({ open, room, onClose }: { open: boolean; room?: MeetingRoomRow; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const { options: addressOptions, isLoading } = useAddressOptions();
  const create = useCreateMeetingRoom();
  const update = useUpdateMeetingRoom();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (room) {
      form.setFieldsValue({
        name: room.name,
        addressId: room.addressId ?? undefined,
        capacity: room.capacity,
        equipment: room.equipment,
        enabled: room.enabled,
        remark: room.remark ?? undefined,
      });
    }
  }, [open, room, form]);

  const submit = async (values: Values) => {
    const body = parseForm(form, meetingRoomSaveSchema, { ...values, equipment: values.equipment ?? [], enabled: values.enabled ?? true });
    if (!body) return;
    try {
      if (room) await update.mutateAsync({ id: room.id, body });
      else await create.mutateAsync(body);
      notifySuccess(room ? '会议室已保存' : '会议室已添加');
      onClose();
    } catch (error) {
      showSaveError(form, error, { '20011': 'name' });
    }
  };

  return (
    <Modal
      open={open}
      title={room ? '编辑会议室' : '新建会议室'}
      okText="保存"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={create.isPending || update.isPending}
      destroyOnHidden
      width={560}
    >
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ enabled: true, equipment: [] }} style={{ marginTop: 16 }} autoComplete="off">
        <Row gutter={16}>
          <Col span={14}>
            <Form.Item name="name" label="会议室名称" rules={[schemaRule(shape.name, '请输入会议室名称')]}>
              <Input placeholder="如：3F-望京厅" maxLength={30} />
            </Form.Item>
          </Col>
          <Col span={10}>
            <Form.Item name="capacity" label="容纳人数" rules={[schemaRule(shape.capacity)]}>
              <InputNumber placeholder="如：8" min={1} max={1000} precision={0} suffix="人" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="addressId" label="所在地址" rules={[schemaRule(shape.addressId)]} extra={addressOptions.length === 0 && !isLoading ? '还没有地址，可先在「地址管理」中添加' : undefined}>
          <Select placeholder="请选择地址" allowClear options={addressOptions} loading={isLoading} />
        </Form.Item>
        <Form.Item name="equipment" label="设备" rules={[schemaRule(shape.equipment)]} extra="可从列表选择，也可输入后回车添加">
          <Select mode="tags" placeholder="如：投影仪、白板" options={EQUIPMENT_SUGGESTIONS} tokenSeparators={[',', '，']} maxTagTextLength={20} />
        </Form.Item>
        <Form.Item name="remark" label="备注" rules={[schemaRule(shape.remark)]}>
          <Input.TextArea placeholder="如：需提前向前台预约门禁" maxLength={200} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
        <Form.Item name="enabled" label="启用" valuePropName="checked" extra="停用后安排面试时不可选择该会议室" style={{ marginBottom: 0 }}>
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
