// /user/manage/recruitfield 招聘需求字段: the company's own demand fields beside the form's fixed
// ones. Custom fields are filled in 其他信息 when a demand is raised and shown in its details.
import { Perm, SYSTEM_DEMAND_SECTIONS } from '@bole/domain';
import { usePermission } from '../../../api/permission';
import { FieldCataloguePage } from '../../../components/custom-fields/FieldCataloguePage';
import { lazyNamed, MountOnOpen } from '../../../lib/lazy';
import { getDemandFieldUsage, useDemandFieldChanges, useDemandFields } from '../api/demand-fields';

const DemandFieldDrawer = lazyNamed(() => import('./DemandFieldDrawer'), 'DemandFieldDrawer');

export function DemandFieldsPage({ title }: { title: string }) {
  const canManage = usePermission(Perm.DemandFields);
  const { data: fields, isLoading, isError, refetch } = useDemandFields();
  const { update, remove, reorder } = useDemandFieldChanges();
  return (
    <FieldCataloguePage
      title={title}
      description="在系统字段之外，为招聘需求添加公司需要的信息，如编制类型、成本中心、预算编号。自定义字段在提交招聘需求时的「其他信息」中填写，审批人和 HR 都能看到。"
      recordNoun="招聘需求"
      every="每个招聘需求"
      countOf={(n) => `${n} 个招聘需求`}
      emptyHint="添加后用人部门提交需求时就会统一填写"
      canManage={canManage}
      fields={fields}
      loading={isLoading}
      failed={isError}
      onRetry={() => void refetch()}
      actions={{
        setEnabled: (id, enabled) => update.mutateAsync({ id, body: { enabled }, silent: false }),
        reorder: (ids) => reorder.mutate(ids),
        reordering: reorder.isPending,
        usage: async (id) => (await getDemandFieldUsage(id)).demandCount,
        remove: async (id) => (await remove.mutateAsync(id)).demandCount,
      }}
      systemSections={SYSTEM_DEMAND_SECTIONS}
      renderDrawer={(field, onClose) => (
        <MountOnOpen open>
          <DemandFieldDrawer field={field} onClose={onClose} />
        </MountOnOpen>
      )}
      preloadDrawer={DemandFieldDrawer.preload}
    />
  );
}
