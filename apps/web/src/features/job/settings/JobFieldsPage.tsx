// /user/manage/jobfield 职位字段: the company's own job fields beside the form's fixed ones.
// Custom fields are filled in 其他信息 of the job form and shown in the job's details.
import { Perm, SYSTEM_JOB_SECTIONS } from '@bole/domain';
import { usePermission } from '../../../api/permission';
import { FieldCataloguePage } from '../../../components/custom-fields/FieldCataloguePage';
import { lazyNamed, MountOnOpen } from '../../../lib/lazy';
import { useJobFields } from '../api/get-job-fields';
import { getJobFieldUsage, useJobFieldChanges } from '../api/save-job-field';

const JobFieldDrawer = lazyNamed(() => import('./JobFieldDrawer'), 'JobFieldDrawer');

export function JobFieldsPage({ title }: { title: string }) {
  const canManage = usePermission(Perm.JobFields);
  const { data: fields, isLoading, isError, refetch } = useJobFields();
  const { update, remove, reorder } = useJobFieldChanges();
  return (
    <FieldCataloguePage
      title={title}
      description="在系统字段之外，为职位添加公司需要的信息，如外派国家、驻外补贴、项目名称。自定义字段在新建和编辑职位时的「其他信息」中填写。"
      recordNoun="职位"
      every="每个职位"
      countOf={(n) => `${n} 个职位`}
      emptyHint="添加后招聘团队就能在职位中统一填写"
      canManage={canManage}
      fields={fields}
      loading={isLoading}
      failed={isError}
      onRetry={() => void refetch()}
      actions={{
        setEnabled: (id, enabled) => update.mutateAsync({ id, body: { enabled }, silent: false }),
        reorder: (ids) => reorder.mutate(ids),
        reordering: reorder.isPending,
        usage: async (id) => (await getJobFieldUsage(id)).jobCount,
        remove: async (id) => (await remove.mutateAsync(id)).jobCount,
      }}
      systemSections={SYSTEM_JOB_SECTIONS}
      renderDrawer={(field, onClose) => (
        <MountOnOpen open>
          <JobFieldDrawer field={field} onClose={onClose} />
        </MountOnOpen>
      )}
      preloadDrawer={JobFieldDrawer.preload}
    />
  );
}
