// New password twice, checked with the schema of the link's request (resetBodySchema or
// acceptInviteBodySchema: token + password). Shared by 设置新密码 (?token=) and 设置登录密码 (?invite=).
import type { ReactNode } from 'react';
import { InlineAlert } from '../../../components/plain/InlineAlert';
import { PlainButton } from '../../../components/plain/PlainButton';
import { confirmError, issuesToErrors, loadSchemas, usePreloadedSchemas } from './checks';
import { PasswordField } from './fields';
import { useAuthForm } from './use-auth-form';

type PasswordFieldName = 'password' | 'confirm';
type Schemas = Awaited<ReturnType<typeof loadSchemas>>;

type Props = {
  id: string;
  /** The token of the link. */
  token: string;
  schema: (schemas: Schemas) => Schemas['resetBodySchema'] | Schemas['acceptInviteBodySchema'];
  /** The catalogue message for a token that cannot be valid (checked before asking the server). */
  invalidLink: (schemas: Schemas) => string;
  labels: { password: string; passwordPlaceholder: string; confirm: string; confirmPlaceholder: string; confirmEmpty: string; submit: string };
  pending: boolean;
  /** The server's answer (重置链接无效或已过期…) or the invalid-link message, with what to do about it. */
  error: string | null;
  errorHint?: ReactNode;
  onEdit: () => void;
  onLinkInvalid: (message: string) => void;
  onSubmit: (body: { token: string; password: string }) => void;
};

export function NewPasswordForm({ id, token, schema, invalidLink, labels, pending, error, errorHint, onEdit, onLinkInvalid, onSubmit }: Props) {
  usePreloadedSchemas();
  const form = useAuthForm<PasswordFieldName>({
    id,
    initial: { password: '', confirm: '' },
    pending,
    onEdit,
    check: async ({ password, confirm }) => {
      const schemas = await loadSchemas();
      // The token is not a field: its problems show once submitted, as the link's error.
      const issues = schema(schemas).safeParse({ token, password: password === '' ? undefined : password }).error?.issues;
      const errors = issuesToErrors<PasswordFieldName>(issues?.filter((issue) => issue.path[0] === 'password'));
      const second = confirmError(password, confirm, labels.confirmEmpty);
      if (second) errors.confirm = second;
      return errors;
    },
    onValid: async ({ password }) => {
      const schemas = await loadSchemas();
      const parsed = schema(schemas).safeParse({ token, password });
      if (parsed.success) onSubmit(parsed.data);
      else onLinkInvalid(invalidLink(schemas));
    },
  });

  return (
    <>
      {error && <InlineAlert type="error" title={error} description={errorHint} />}
      <form noValidate onSubmit={form.submit} aria-label={labels.submit}>
        <PasswordField field={form.field('password')} label={labels.password} required placeholder={labels.passwordPlaceholder} autoComplete="new-password" autoFocus />
        <PasswordField field={form.field('confirm')} label={labels.confirm} required placeholder={labels.confirmPlaceholder} autoComplete="new-password" />
        <PlainButton type="submit" variant="primary" size="large" block loading={form.busy}>
          {labels.submit}
        </PlainButton>
      </form>
    </>
  );
}
