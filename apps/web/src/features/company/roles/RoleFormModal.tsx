// 新建角色 (name, 角色类型, description, copy permissions from a role) and 编辑角色 (name, description).
import { Form, Input, Modal, Select } from 'antd';
import { codeOptions, roleCreateSchema, roleTypeLabels, roleUpdateSchema, type PermissionCatalog, type RoleRow } from '@bole/domain';
import { useEffect } from 'react';
import { notifySuccess } from '../../../lib/notify';
import { useCreateRole } from '../api/create-role';
import { useUpdateRole } from '../api/update-role';
import { parseForm, schemaRule } from '../shared/form-rules';
import { showSaveError } from '../shared/save-error';
import { roleSelectOptions } from '../shared/role-options';
import { grantableSubset } from './permission-logic';
import { useGrantors } from './use-grantors';

type Values = { name?: string; roleType?: number; description?: string; copyFrom?: number };

type Props = {
  open: boolean;
  /** The role being edited; none for 新建角色. */
  role?: RoleRow;
  roles: readonly RoleRow[];
  catalog?: PermissionCatalog;
  onClose: () => void;
  onSaved: (role: RoleRow) => void;
};

const ROLE_TYPE_OPTIONS = codeOptions(roleTypeLabels);
const FIELD_BY_STATUS = { '20003': 'name', '20002': 'name' };

export function RoleFormModal({ open, role, roles, catalog, onClose, onSaved }: Props) {
  const [form] = Form.useForm<Values>();
  const create = useCreateRole();
  const update = useUpdateRole();
  const grantors = useGrantors();
  const creating = !role;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (role) form.setFieldsValue({ name: role.name, description: role.description ?? undefined });
  }, [open, role, form]);

  const submit = async (values: Values) => {
    try {
      if (role) {
        const body = parseForm(form, roleUpdateSchema, { name: role.kind === 'system' ? undefined : values.name, description: values.description ?? null });
        if (!body) return;
        onSaved(await update.mutateAsync({ id: role.id, body, silent: true }));
        notifySuccess('角色信息已保存');
      } else {
        const source = roles.find((r) => r.id === values.copyFrom);
        // Only what the new role's type may hold and the user may grant is copied; the server refuses the rest.
        const copied = source && catalog && values.roleType ? grantableSubset(catalog, { social: source.socialCodes, campus: source.campusCodes }, values.roleType, grantors) : { social: [], campus: [] };
        const body = parseForm(form, roleCreateSchema, { name: values.name, roleType: values.roleType, description: values.description, socialCodes: copied.social, campusCodes: copied.campus });
        if (!body) return;
        onSaved(await create.mutateAsync(body));
        notifySuccess(source ? `角色已创建，已复制「${source.name}」的权限` : '角色已创建，请为其勾选权限');
      }
      onClose();
    } catch (error) {
      showSaveError(form, error, FIELD_BY_STATUS);
    }
  };

  return (
    <Modal
      open={open}
      title={creating ? '新建角色' : '编辑角色'}
      okText={creating ? '创建' : '保存'}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={create.isPending || update.isPending}
      destroyOnHidden
      width={520}
    >
      <Form form={form} layout="vertical" onFinish={submit} style={{ marginTop: 16 }} autoComplete="off">
        <Form.Item name="name" label="角色名称" rules={role?.kind === 'system' ? [] : [schemaRule(roleCreateSchema.shape.name, '请输入角色名称')]} extra={role?.kind === 'system' ? '系统角色不可改名' : undefined}>
          <Input placeholder="如：招聘专员" maxLength={20} showCount disabled={role?.kind === 'system'} />
        </Form.Item>
        {creating && (
          <Form.Item name="roleType" label="角色类型" rules={[schemaRule(roleCreateSchema.shape.roleType, '请选择角色类型')]} extra="角色类型决定账号进入的工作台：用人经理和前台使用精简版">
            <Select placeholder="请选择角色类型" options={ROLE_TYPE_OPTIONS} />
          </Form.Item>
        )}
        <Form.Item name="description" label="角色描述" rules={[schemaRule(roleCreateSchema.shape.description)]}>
          <Input.TextArea placeholder="说明该角色的职责，便于分配账号时选择" maxLength={200} showCount autoSize={{ minRows: 3, maxRows: 6 }} />
        </Form.Item>
        {creating && (
          <Form.Item name="copyFrom" label="复制权限" extra="新角色将拥有所选角色的权限；不适用于该角色类型的权限和您不能授予的权限不会被复制">
            <Select placeholder="不复制，创建后再勾选" allowClear options={roleSelectOptions(roles, true)} showSearch={{ optionFilterProp: 'label' }} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
