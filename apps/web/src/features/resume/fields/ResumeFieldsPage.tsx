// /user/manage/resumefield 简历字段: the company's own resume fields beside the fixed sections.
// Custom fields show in 其他信息 on the resume detail page and in the new-resume drawer.
import { Perm, SYSTEM_RESUME_SECTIONS } from '@bole/domain';
import { lazy, Suspense } from 'react';
import { usePermission } from '../../../api/permission';
import { FieldCataloguePage } from '../../../components/custom-fields/FieldCataloguePage';
import { useDeleteResumeField } from '../api/delete-resume-field';
import { getResumeFieldUsage } from '../api/get-resume-field-usage';
import { useResumeFields } from '../api/get-resume-fields';
import { useReorderResumeFields } from '../api/reorder-resume-fields';
import { useUpdateResumeField } from '../api/update-resume-field';

const FieldDrawer = lazy(() => import('./ResumeFieldDrawer'));

export function ResumeFieldsPage({ title }: { title: string }) {
  const canManage = usePermission(Perm.ResumeFields);
  const { data: fields, isLoading, isFetching, isError, refetch } = useResumeFields();
  const update = useUpdateResumeField();
  const remove = useDeleteResumeField();
  const reorder = useReorderResumeFields();
  return (
    <FieldCataloguePage
      title={title}
      description="在系统字段之外，为简历添加公司需要的信息，如政治面貌、可到岗日期、紧急联系人。自定义字段显示在简历详情的「其他信息」中，新建简历时也可填写。"
      recordNoun="简历"
      every="每份简历"
      countOf={(n) => `${n} 份简历`}
      emptyHint="添加公司需要的简历信息，招聘团队就能统一填写和查看"
      canManage={canManage}
      fields={fields}
      loading={isLoading || isFetching}
      failed={isError}
      onRetry={() => void refetch()}
      actions={{
        setEnabled: (id, enabled) => update.mutateAsync({ id, body: { enabled }, silent: false }),
        reorder: (ids) => reorder.mutate(ids),
        reordering: reorder.isPending,
        usage: async (id) => (await getResumeFieldUsage(id)).resumeCount,
        remove: async (id) => (await remove.mutateAsync(id)).resumeCount,
      }}
      systemSections={SYSTEM_RESUME_SECTIONS}
      renderDrawer={(field, onClose) => (
        <Suspense fallback={null}>
          <FieldDrawer field={field} onClose={onClose} />
        </Suspense>
      )}
    />
  );
}
