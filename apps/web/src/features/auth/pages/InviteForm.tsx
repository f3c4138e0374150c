// 设置登录密码 from an invitation (/out/forget?invite=…): the invited account sets its first password
// -> POST /api/auth/invite/accept, which signs it in; then the landing page (/home, or /lite for
// 用人经理 and 前台), as after a login.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { goTo } from '../../../lib/navigate';
import { notifySuccess } from '../../../lib/notify';
import { useAcceptInvite } from '../api/accept-invite';
import { refusedAField } from '../forms/checks';
import { NewPasswordForm } from '../forms/NewPasswordForm';
import { completeSignIn } from '../sign-in';

const LABELS = {
  password: '登录密码',
  passwordPlaceholder: '8-32位，含字母和数字',
  confirm: '确认密码',
  confirmPlaceholder: '请再次输入登录密码',
  confirmEmpty: '请再次输入密码',
  submit: '设置密码并登录',
};

export function InviteForm({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const accept = useAcceptInvite();
  const [linkError, setLinkError] = useState<string | null>(null);

  return (
    <NewPasswordForm
      id="invite"
      token={token}
      schema={(schemas) => schemas.acceptInviteBodySchema}
      invalidLink={(schemas) => schemas.ERRORS.INVITE_INVALID.message}
      labels={LABELS}
      // Busy until the next page has loaded: the router keeps this screen up meanwhile.
      pending={accept.isPending || accept.isSuccess}
      error={accept.error?.message ?? linkError}
      errorHint={refusedAField(accept.error) ? undefined : '请联系企业管理员重新发送邀请。'}
      onEdit={() => {
        if (accept.error) accept.reset();
      }}
      onLinkInvalid={setLinkError}
      onSubmit={(body) =>
        accept.mutate(body, {
          onSuccess: ({ token: session, user }) => {
            // Shown as a toast once the layout (and antd's message) is up.
            notifySuccess('密码设置成功，欢迎加入伯乐招聘');
            goTo(completeSignIn(queryClient, session, user, null), { replace: true });
          },
        })
      }
    />
  );
}
