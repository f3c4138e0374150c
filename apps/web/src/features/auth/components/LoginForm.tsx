// The sign-in form. Plain React state instead of antd Form keeps ~20 KB (gz) of form engine off
// the first screen; the checks are the ones of loginBodySchema.
import { CloseCircleFilled, LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button } from 'antd';
// Deep imports: the Input barrel would also bring TextArea, Search and OTP to the first screen.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import type { LoginBody } from '@bole/domain';

type Errors = Partial<Record<keyof LoginBody, string>>;
type Props = { pending: boolean; error: string | null; onSubmit: (body: LoginBody) => void; onEdit: () => void };

function validate({ account, password }: LoginBody): Errors {
  const errors: Errors = {};
  if (!account.trim()) errors.account = '请输入邮箱或手机号';
  if (!password) errors.password = '请输入密码';
  return errors;
}

function Field({ id, label, error, extra, children }: { id: string; label: string; error?: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <div style={{ marginBottom: 20 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 8 }}>
        <label htmlFor={id} style={{ color: '#1f2633' }}>
          {label}
        </label>
        {extra}
      </div>
      {children}
      {error && (
        <div id={`${id}-error`} role="alert" style={{ color: '#e5484d', fontSize: 13, marginTop: 4 }}>
          {error}
        </div>
      )}
    </div>
  );
}

export function LoginForm({ pending, error, onSubmit, onEdit }: Props) {
  const [values, setValues] = useState<LoginBody>({ account: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});

  const change = (name: keyof LoginBody, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
    onEdit();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (!found.account && !found.password) onSubmit({ account: values.account.trim(), password: values.password });
  };

  return (
    <form noValidate onSubmit={submit} aria-label="登录">
      {error && (
        <div role="alert" style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 20, padding: '9px 12px', borderRadius: 8, background: '#fff2f0', border: '1px solid #ffccc7', color: '#1f2633' }}>
          <CloseCircleFilled style={{ color: '#e5484d' }} />
          {error}
        </div>
      )}
      <Field id="login-account" label="邮箱或手机号" error={errors.account}>
        <Input
          id="login-account"
          size="large"
          prefix={<UserOutlined />}
          placeholder="请输入邮箱或手机号"
          autoComplete="username"
          autoFocus
          maxLength={100}
          value={values.account}
          status={errors.account ? 'error' : undefined}
          aria-invalid={Boolean(errors.account)}
          aria-describedby={errors.account ? 'login-account-error' : undefined}
          onChange={(event) => change('account', event.target.value)}
        />
      </Field>
      <Field id="login-password" label="密码" error={errors.password} extra={<Link to="/out/forget">忘记密码</Link>}>
        <Password
          id="login-password"
          size="large"
          prefix={<LockOutlined />}
          placeholder="请输入密码"
          autoComplete="current-password"
          maxLength={64}
          value={values.password}
          status={errors.password ? 'error' : undefined}
          aria-invalid={Boolean(errors.password)}
          aria-describedby={errors.password ? 'login-password-error' : undefined}
          onChange={(event) => change('password', event.target.value)}
        />
      </Field>
      <Button type="primary" htmlType="submit" size="large" block loading={pending} style={{ marginTop: 8, marginBottom: 20 }}>
        登录
      </Button>
    </form>
  );
}
