// /user/manage/interviewregister 面试登记表: the questions candidates answer on their phones before
// an interview (from the link in the interview notice, when 面试登记表 is on when arranging). The
// answers open the candidate's 面试登记表 document.
import { Perm, SYSTEM_REGISTER_SECTIONS } from '@bole/domain';
import { usePermission } from '../../../api/permission';
import { FieldCataloguePage } from '../../../components/custom-fields/FieldCataloguePage';
import { lazyNamed, MountOnOpen } from '../../../lib/lazy';
import { getRegisterFieldUsage, useRegisterFieldChanges, useRegisterFields } from './api';

const RegisterFieldDrawer = lazyNamed(() => import('./RegisterFieldDrawer'), 'RegisterFieldDrawer');

export function RegisterFieldsPage({ title }: { title: string }) {
  const canManage = usePermission(Perm.InterviewRegisterForm);
  const { data: fields, isLoading, isError, refetch } = useRegisterFields();
  const { update, remove, reorder } = useRegisterFieldChanges();
  return (
    <FieldCataloguePage
      title={title}
      description="候选人在面试前用手机填写的信息，如紧急联系人、最快到岗时间、是否接受出差。安排面试时开启「面试登记表」，候选人即可通过面试通知中的链接填写；填写内容生成候选人的面试登记表。"
      recordNoun="面试登记表"
      every="每份面试登记表"
      countOf={(n) => `${n} 份面试登记表`}
      emptyHint="添加后，开启面试登记表的面试，候选人就会收到填写链接"
      canManage={canManage}
      fields={fields}
      loading={isLoading}
      failed={isError}
      onRetry={() => void refetch()}
      actions={{
        setEnabled: (id, enabled) => update.mutateAsync({ id, body: { enabled }, silent: false }),
        reorder: (ids) => reorder.mutate(ids),
        reordering: reorder.isPending,
        usage: async (id) => (await getRegisterFieldUsage(id)).registrationCount,
        remove: async (id) => (await remove.mutateAsync(id)).registrationCount,
      }}
      systemSections={SYSTEM_REGISTER_SECTIONS}
      renderDrawer={(field, onClose) => (
        <MountOnOpen open>
          <RegisterFieldDrawer field={field} onClose={onClose} />
        </MountOnOpen>
      )}
      preloadDrawer={RegisterFieldDrawer.preload}
    />
  );
}
