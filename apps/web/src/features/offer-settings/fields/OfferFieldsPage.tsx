// /user/manage/offerfield Offer字段: the offer form's standard fields with 启用/必填, and the
// company's own offer fields (filled in 其他信息 of the offer form) beside the form's fixed ones.
import { Perm, SYSTEM_OFFER_SECTIONS } from '@bole/domain';
import { usePermission } from '../../../api/permission';
import { FieldCataloguePage } from '../../../components/custom-fields/FieldCataloguePage';
import { lazyNamed, MountOnOpen } from '../../../lib/lazy';
import { useOfferFields } from '../api/get-offer-fields';
import { getOfferFieldUsage, useOfferFieldChanges } from '../api/save-offer-fields';
import { StandardFieldsPanel } from './StandardFieldsPanel';
import './offer-fields.css';

const OfferFieldDrawer = lazyNamed(() => import('./OfferFieldDrawer'), 'OfferFieldDrawer');

export function OfferFieldsPage({ title }: { title: string }) {
  const canManage = usePermission(Perm.OfferFields);
  const { data, isLoading, isError, refetch } = useOfferFields();
  const { saveStandard, update, remove, reorder } = useOfferFieldChanges();
  return (
    <FieldCataloguePage
      title={title}
      description="设置Offer表单显示哪些字段、哪些必须填写，并可添加公司需要的信息，如签字费、住房补贴方式。自定义字段在填写Offer时的「其他信息」中填写。"
      recordNoun="Offer"
      every="每份Offer"
      countOf={(n) => `${n} 份Offer`}
      emptyHint="添加后HR填写Offer时即可统一填写"
      canManage={canManage}
      fields={data?.custom}
      loading={isLoading}
      failed={isError}
      onRetry={() => void refetch()}
      actions={{
        setEnabled: (id, enabled) => update.mutateAsync({ id, body: { enabled }, silent: false }),
        reorder: (ids) => reorder.mutate(ids),
        reordering: reorder.isPending,
        usage: async (id) => (await getOfferFieldUsage(id)).offerCount,
        remove: async (id) => (await remove.mutateAsync(id)).offerCount,
      }}
      systemSections={SYSTEM_OFFER_SECTIONS}
      systemNote="Offer表单自带的字段，启用与必填在上方「标准字段」中设置；自定义字段不能与它们重名。"
      before={
        <StandardFieldsPanel
          fields={data?.standard}
          loading={isLoading}
          canManage={canManage}
          saving={saveStandard.isPending}
          updatedAt={data?.updatedAt ?? null}
          updatedByName={data?.updatedByName ?? null}
          onSave={(field, next) => saveStandard.mutateAsync({ fields: [{ key: field.key, ...next }] })}
        />
      }
      renderDrawer={(field, onClose) => (
        <MountOnOpen open>
          <OfferFieldDrawer field={field} onClose={onClose} />
        </MountOnOpen>
      )}
      preloadDrawer={OfferFieldDrawer.preload}
    />
  );
}
