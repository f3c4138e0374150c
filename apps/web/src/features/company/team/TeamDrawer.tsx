// 新建团队 / 编辑团队: name, description, leader and members (replaced as a whole).
import { Button, Drawer, Flex, Form, Input, Select } from 'antd';
import { teamSaveSchema, type TeamRow } from '@bole/domain';
import { useEffect } from 'react';
import { notifySuccess } from '../../../lib/notify';
import { useCreateTeam } from '../api/create-team';
import { useAccountOptions } from '../api/get-account-options';
import { useUpdateTeam } from '../api/update-team';
import { parseForm, schemaRule } from '../shared/form-rules';
import { showSaveError } from '../shared/save-error';

type Values = { name?: string; description?: string; leaderId?: number; memberIds?: number[] };

const shape = teamSaveSchema.shape;

export function TeamDrawer({ open, team, onClose }: { open: boolean; team?: TeamRow; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const { data: accounts = [], isLoading } = useAccountOptions();
  const create = useCreateTeam();
  const update = useUpdateTeam();

  // Disabled members of an existing team still show by name.
  const options = [
    ...accounts.map((a) => ({ value: a.id, label: a.userName })),
    ...(team?.members ?? []).filter((m) => !accounts.some((a) => a.id === m.id)).map((m) => ({ value: m.id, label: `${m.userName}（已停用）` })),
  ];

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (team) form.setFieldsValue({ name: team.name, description: team.description ?? undefined, leaderId: team.leaderId ?? undefined, memberIds: team.members.map((m) => m.id) });
  }, [open, team, form]);

  const submit = async (values: Values) => {
    const body = parseForm(form, teamSaveSchema, { ...values, memberIds: values.memberIds ?? [] });
    if (!body) return;
    try {
      if (team) await update.mutateAsync({ id: team.id, body });
      else await create.mutateAsync(body);
      notifySuccess(team ? '团队已保存' : '团队已创建');
      onClose();
    } catch (error) {
      showSaveError(form, error, { '20011': 'name' });
    }
  };

  return (
    <Drawer
      title={team ? `编辑团队 - ${team.name}` : '新建团队'}
      open={open}
      onClose={onClose}
      size={520}
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={create.isPending || update.isPending} onClick={() => form.submit()}>
            保存
          </Button>
        </Flex>
      }
    >
      <Form form={form} layout="vertical" onFinish={submit} autoComplete="off">
        <Form.Item name="name" label="团队名称" rules={[schemaRule(shape.name, '请输入团队名称')]}>
          <Input placeholder="如：技术招聘组" maxLength={30} showCount />
        </Form.Item>
        <Form.Item name="description" label="团队描述" rules={[schemaRule(shape.description)]}>
          <Input.TextArea placeholder="团队的职责或负责的招聘方向" maxLength={200} showCount autoSize={{ minRows: 3, maxRows: 6 }} />
        </Form.Item>
        <Form.Item name="leaderId" label="负责人" rules={[schemaRule(shape.leaderId)]}>
          <Select placeholder="请选择负责人" allowClear options={options} loading={isLoading} showSearch={{ optionFilterProp: 'label' }} />
        </Form.Item>
        <Form.Item name="memberIds" label="团队成员" rules={[schemaRule(shape.memberIds)]}>
          <Select mode="multiple" placeholder="请选择团队成员" allowClear options={options} loading={isLoading} showSearch={{ optionFilterProp: 'label' }} maxTagCount="responsive" />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
