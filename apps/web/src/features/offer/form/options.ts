// What the offer form picks from: Offer字段 (the switches and custom fields), the department tree,
// 职级, approved 招聘需求 and the Offer模板; each list only for those whose codes read it.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Perm } from '@bole/domain';
import { usePermission } from '../../../api/permission';
import { useOrgOptions } from '../../../api/org-options';
import { getDemandOptions } from '../../job/api/get-demand-options';
import { jobLevelsQuery } from '../../job/api/get-job-levels';
import { offerLetterTemplatesQuery } from '../../offer-letter/api/templates';
import { offerFieldsQuery } from '../../offer-settings/api/get-offer-fields';

export function useOfferFormOptions(demandIds: readonly number[], demandKeyword: string) {
  const fields = useQuery(offerFieldsQuery());
  const orgs = useOrgOptions();
  const levels = useQuery({ ...jobLevelsQuery(), enabled: usePermission([Perm.JobView, Perm.JobCreate, Perm.JobEdit, Perm.JobTypes, Perm.JobLevels]) });
  const readsDemands = usePermission([Perm.JobCreate, Perm.JobEdit, Perm.DemandHandle]);
  const demands = useQuery({
    queryKey: ['offers', 'demand-options', demandKeyword, [...demandIds].sort((a, b) => a - b)],
    queryFn: () => getDemandOptions(demandKeyword || undefined, demandIds),
    enabled: readsDemands,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const templates = useQuery({ ...offerLetterTemplatesQuery(), enabled: usePermission([Perm.OfferTemplates, Perm.OfferSend]) });
  return { fields, orgTree: orgs.treeData, levels: levels.data ?? [], demands: demands.data ?? [], templates: templates.data ?? [] };
}
