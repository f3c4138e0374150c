// The fields of the account drawer; every rule comes from the domain's request schemas.
import { Col, Form, Input, Radio, Row, Select, TreeSelect } from 'antd';
import { accountCreateSchema, type RoleRow } from '@bole/domain';
import { useMemo } from 'react';
import { useOrgOptions } from '../../../api/org-options';
import { schemaRule } from '../shared/form-rules';
import { roleSelectOptions } from '../shared/role-options';

const shape = accountCreateSchema.shape;

export type LoginMode = 'password' | 'invite';

export type AccountFormValues = {
  userName?: string;
  loginEmail?: string;
  loginMobile?: string;
  roleId?: number;
  orgId?: number | null;
  jobTitle?: string | null;
  loginMode?: LoginMode;
  password?: string;
};

type Props = {
  roles: readonly RoleRow[];
  creating: boolean;
  /** The super administrator keeps his role. */
  roleLocked?: boolean;
  /** Only the super administrator changes his own login e-mail and mobile. */
  loginLocked?: boolean;
};

export function AccountFields({ roles, creating, roleLocked = false, loginLocked = false }: Props) {
  const { treeData, isLoading: orgsLoading } = useOrgOptions();
  const roleOptions = useMemo(() => roleSelectOptions(roles, roleLocked), [roles, roleLocked]);
  const loginMode = Form.useWatch<LoginMode | undefined>('loginMode');
  const lockedHint = loginLocked ? '超级管理员的登录邮箱和手机号只能由本人修改' : undefined;

  return (
    <>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="userName" label="姓名" rules={[schemaRule(shape.userName, '请输入姓名')]}>
            <Input placeholder="请输入姓名" maxLength={30} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="jobTitle" label="职位" rules={[schemaRule(shape.jobTitle)]}>
            <Input placeholder="如：招聘经理" maxLength={30} autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="loginEmail" label="邮箱" rules={[schemaRule(shape.loginEmail, '请输入邮箱')]} extra={lockedHint}>
            <Input placeholder="用于登录和接收通知" disabled={loginLocked} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="loginMobile" label="手机号" rules={[schemaRule(shape.loginMobile, '请输入手机号')]}>
            <Input placeholder="11位手机号" maxLength={11} disabled={loginLocked} autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="roleId" label="角色" rules={[schemaRule(shape.roleId, '请选择角色')]} extra={roleLocked ? '超级管理员的角色不可修改' : undefined}>
            <Select placeholder="请选择角色" options={roleOptions} disabled={roleLocked} showSearch={{ optionFilterProp: 'label' }} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="orgId" label="部门" rules={[schemaRule(shape.orgId)]}>
            <TreeSelect
              placeholder="请选择部门"
              treeData={treeData}
              loading={orgsLoading}
              allowClear
              treeDefaultExpandAll
              showSearch={{ treeNodeFilterProp: 'title' }}
              popupMatchSelectWidth={false}
            />
          </Form.Item>
        </Col>
      </Row>
      {creating && (
        <>
          <Form.Item name="loginMode" label="登录方式" initialValue="invite" extra={loginMode === 'password' ? undefined : '保存后账号为待激活：对方打开邀请链接设置密码后即可登录。'}>
            <Radio.Group
              options={[
                { value: 'invite', label: '通过邀请链接设置密码' },
                { value: 'password', label: '设置初始密码' },
              ]}
            />
          </Form.Item>
          {loginMode === 'password' && (
            <Form.Item name="password" label="初始密码" rules={[schemaRule(shape.password, '请输入初始密码')]} extra="8-32位，需同时包含字母和数字；请提醒对方登录后修改密码">
              <Input.Password placeholder="请输入初始密码" autoComplete="new-password" />
            </Form.Item>
          )}
        </>
      )}
    </>
  );
}
