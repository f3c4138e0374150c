// 新建职位 / 编辑职位 / 复制职位: every field of the job in the groups a Chinese HR expects (基本信息,
// 职位要求, 招聘团队, 其他设置, and 其他信息 for the company's own fields), checked with the same
// schema the server uses.
import { Button, Drawer, Form, Spin } from 'antd';
import { jobCreateSchema, jobUpdateSchema, type JobDetail } from '@bole/domain';
import { useEffect } from 'react';
import { useAccountInfo } from '../../../api/account';
import { CustomFieldItems, customFieldsBody } from '../../../components/custom-fields/CustomFieldItems';
import { notifySuccess } from '../../../lib/notify';
import { showSaveError } from '../../../lib/save-error';
import { useCreateJob } from '../api/create-job';
import { getJob, useJob } from '../api/get-job';
import { useSourceDemand } from '../api/get-demand';
import { useEnabledJobFields } from '../api/get-job-fields';
import { useJobTypes } from '../api/get-job-types';
import { useSetJobProcess } from '../api/set-job-process';
import { useUpdateJob } from '../api/update-job';
import { BasicSection } from './BasicSection';
import { formFieldOf, jobBody, jobValues, newJobValues, type JobFormValues } from './form-values';
import { jobValuesFromDemand } from './from-demand';
import { OtherSection } from './OtherSection';
import { RequirementSection } from './RequirementSection';
import { awaitsApproval } from '../shared/format';
import { TeamSection } from './TeamSection';
import { JobGuideNotice } from '../../portal/JobGuideNotice';
import '../job.css';

/** A new job (opened against an approved demand, filled from it), an edit, or a copy. */
export type DrawerMode = { kind: 'create'; demandId?: number } | { kind: 'edit'; id: number } | { kind: 'copy'; id: number };

const SECTIONS = [
  { id: 'job-form-basic', title: '基本信息', body: () => <BasicSection /> },
  { id: 'job-form-requirement', title: '职位要求', body: () => <RequirementSection /> },
  { id: 'job-form-team', title: '招聘团队', body: (job?: JobDetail) => <TeamSection job={job} /> },
  { id: 'job-form-other', title: '其他设置', body: () => <OtherSection /> },
];

type Props = { open: boolean; mode: DrawerMode; onClose: () => void };

export function JobDrawer({ open, mode, onClose }: Props) {
  const sourceId = mode.kind === 'create' ? undefined : mode.id;
  const { data: source, isLoading } = useJob(sourceId);
  const demandId = mode.kind === 'create' ? mode.demandId : undefined;
  const { data: demand } = useSourceDemand(demandId);
  const { data: types } = useJobTypes();
  const title = mode.kind === 'edit' ? `编辑职位${source ? ` - ${source.name}` : ''}` : mode.kind === 'copy' ? '复制职位' : demand ? `开设职位 - 根据招聘需求「${demand.name}」` : '新建职位';
  // Filled from the demand once it and the 职位类别 tree (for the category's path) are here.
  const waiting = (sourceId !== undefined && (isLoading || !source)) || (demandId !== undefined && (!demand || !types));
  return (
    <Drawer open={open} title={title} size={880} onClose={onClose} destroyOnHidden styles={{ body: { padding: 0 } }} footer={null}>
      {waiting ? (
        <div className="bole-job-loading">
          <Spin />
        </div>
      ) : (
        <JobForm key={`${mode.kind}-${sourceId ?? demandId ?? 'new'}`} mode={mode} source={source} initialFrom={demand && types ? jobValuesFromDemand(demand, types, undefined) : undefined} onClose={onClose} />
      )}
    </Drawer>
  );
}

function JobForm({ mode, source, initialFrom, onClose }: { mode: DrawerMode; source?: JobDetail; initialFrom?: JobFormValues; onClose: () => void }) {
  const [form] = Form.useForm<JobFormValues>();
  const { data: me } = useAccountInfo();
  const { fields } = useEnabledJobFields();
  const create = useCreateJob();
  const update = useUpdateJob();
  const setProcess = useSetJobProcess();
  const edit = mode.kind === 'edit';
  const initial = source ? jobValues(source, mode.kind === 'copy') : (initialFrom ?? newJobValues(me?.userId, undefined));
  // The creator owns a new job; account info may arrive after the form mounted.
  useEffect(() => {
    if (!source && me?.userId && form.getFieldValue('userId') === undefined) form.setFieldValue('userId', me.userId);
  }, [source, me?.userId, form]);
  const sections = fields.length > 0 ? [...SECTIONS, { id: 'job-form-custom', title: '其他信息', body: () => <CustomFieldItems fields={fields} /> }] : SECTIONS;

  const submit = async (values: JobFormValues) => {
    const custom = customFieldsBody(values.customFields, fields, edit);
    const sent = jobBody(values, { edit, copyOf: mode.kind === 'copy' ? source : undefined, customFields: custom });
    const parsed = (edit ? jobUpdateSchema : jobCreateSchema).safeParse(sent);
    if (!parsed.success) {
      form.setFields(parsed.error.issues.map((issue) => ({ name: formFieldOf(issue.path) as never, errors: [issue.message] })));
      form.scrollToField(formFieldOf(parsed.error.issues[0]!.path) as never, { block: 'center' });
      return;
    }
    try {
      if (edit) {
        const { recruitProcessId, ...rest } = parsed.data;
        // Another process goes through its own call, which refuses to strand candidates in stages the new one lacks.
        if (recruitProcessId !== undefined && recruitProcessId !== (source?.recruitProcessId ?? null)) await setProcess.mutateAsync({ id: mode.id, processId: recruitProcessId });
        await update.mutateAsync({ id: mode.id, body: rest });
        notifySuccess('职位已保存');
      } else {
        const { id } = await create.mutateAsync(parsed.data as Parameters<typeof create.mutateAsync>[0]);
        // With a 职位审批 flow the new job waits for approval before it is published.
        const created = await getJob(id).catch(() => null);
        notifySuccess(created && awaitsApproval(created) ? `职位「${parsed.data.name}」已创建并提交审批，审批通过后自动开启` : `职位「${parsed.data.name}」已创建`);
      }
      onClose();
    } catch (error) {
      showSaveError(form, error, { '50111': 'recruitProcessId' });
    }
  };

  const jump = (id: string) => document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });

  return (
    <div className="bole-job-drawer">
      <nav className="bole-job-form-nav" aria-label="职位信息分区">
        {sections.map((s) => (
          <button key={s.id} type="button" onClick={() => jump(s.id)}>
            {s.title}
          </button>
        ))}
      </nav>
      <JobGuideNotice />
      <Form form={form} layout="vertical" initialValues={initial} onFinish={(v) => void submit(v)} scrollToFirstError autoComplete="off" className="bole-job-form">
        {sections.map((s) => (
          <section key={s.id} id={s.id} className="bole-job-form-section" aria-labelledby={`${s.id}-title`}>
            <h3 id={`${s.id}-title`}>{s.title}</h3>
            {s.body(source)}
          </section>
        ))}
      </Form>
      <div className="bole-job-drawer-footer">
        <span className="bole-job-muted">带 * 的为必填项</span>
        <Button onClick={onClose}>取消</Button>
        <Button type="primary" loading={create.isPending || update.isPending || setProcess.isPending} onClick={() => form.submit()}>
          {edit ? '保存' : '创建职位'}
        </Button>
      </div>
    </div>
  );
}
