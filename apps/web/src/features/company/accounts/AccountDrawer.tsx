// 新建账号 / 编辑账号. A new account either gets an initial password or an invitation link.
import { Button, Drawer, Flex, Form } from 'antd';
import { accountCreateSchema, accountUpdateSchema, type AccountRow, type RoleRow } from '@bole/domain';
import { useEffect } from 'react';
import { notifySuccess } from '../../../lib/notify';
import { useCreateAccount } from '../api/create-account';
import { useUpdateAccount } from '../api/update-account';
import { parseForm } from '../shared/form-rules';
import { showSaveError } from '../shared/save-error';
import { AccountFields, type AccountFormValues } from './AccountFields';

// 邮箱已注册 / 手机号已注册 belong on their fields.
const FIELD_BY_STATUS = { '10004': 'loginEmail', '10005': 'loginMobile', '20012': 'roleId' };

type Props = {
  open: boolean;
  /** The account being edited; none for 新建账号. */
  account?: AccountRow;
  roles: readonly RoleRow[];
  currentUserId?: number;
  onClose: () => void;
  onCreated: (created: AccountRow) => void;
};

export function AccountDrawer({ open, account, roles, currentUserId, onClose, onCreated }: Props) {
  const [form] = Form.useForm<AccountFormValues>();
  const create = useCreateAccount();
  const update = useUpdateAccount();
  const creating = !account;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (account) {
      form.setFieldsValue({
        userName: account.userName,
        loginEmail: account.loginEmail,
        loginMobile: account.loginMobile,
        roleId: account.roleId,
        orgId: account.orgId,
        jobTitle: account.jobTitle,
      });
    }
  }, [open, account, form]);

  const submit = async (values: AccountFormValues) => {
    try {
      if (account) {
        const body = parseForm(form, accountUpdateSchema, { ...values, orgId: values.orgId ?? null, jobTitle: values.jobTitle ?? null });
        if (!body) return;
        await update.mutateAsync({ id: account.id, body, silent: true });
        notifySuccess('账号已保存');
        onClose();
      } else {
        const { loginMode, ...rest } = values;
        const body = parseForm(form, accountCreateSchema, { ...rest, password: loginMode === 'password' ? rest.password : undefined });
        if (!body) return;
        const created = await create.mutateAsync(body);
        onClose();
        onCreated(created);
      }
    } catch (error) {
      showSaveError(form, error, FIELD_BY_STATUS);
    }
  };

  const saving = create.isPending || update.isPending;
  return (
    <Drawer
      title={creating ? '新建账号' : `编辑账号 - ${account.userName}`}
      open={open}
      onClose={onClose}
      size={600}
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()}>
            {creating ? '创建账号' : '保存'}
          </Button>
        </Flex>
      }
    >
      <Form form={form} layout="vertical" onFinish={submit} requiredMark autoComplete="off" scrollToFirstError>
        <AccountFields
          roles={roles}
          creating={creating}
          roleLocked={account?.isSuperAdmin ?? false}
          loginLocked={account !== undefined && account.isSuperAdmin && account.id !== currentUserId}
        />
      </Form>
    </Drawer>
  );
}
