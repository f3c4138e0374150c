// 添加Offer / 编辑Offer (spec section 3): the offer fields in the order HR fills them, then the
// company's own fields and the Offer邮件. Rows switched off in Offer字段 are not shown, 必填 ones
// are required; fields the user's offer field codes hide are neither shown nor sent. Salaries are
// typed and sent in 元 as text, checked like the server checks them. 保存草稿 keeps the draft,
// 提交审批 also sends it into Offer审批 (passed at once when the company has no flow).
import { Alert, Button, Col, Form, Input, Modal, Radio, Row, Select, Spin, Switch, TreeSelect } from 'antd';
import type { FormRule } from 'antd';
import {
  codeOptions,
  EDITABLE_OFFER_STATUSES,
  ENDED_OFFER_STATUSES,
  moneyProblem,
  OFFER_CC_MAX,
  OFFER_FIELD_GATES,
  OFFER_FIELD_PERMS,
  offerSalaryTypeLabels,
  offerSalaryTypeOrder,
  offerStatusLabels,
  parseYuan,
  PROBATION_OPTIONS,
  probationLabels,
  taxTypeLabels,
  type OfferDetail,
  type OfferHideableField,
} from '@bole/domain';
import { useMemo, useState } from 'react';
import { CustomFieldItems } from '../../../components/custom-fields/CustomFieldItems';
import { notifySuccess } from '../../../lib/notify';
import { showSaveError } from '../../../lib/save-error';
import { useApplicationOffers, useCreateOffer, useOffer, useSubmitOffer, useUpdateOffer } from '../api/offers';
import { useHiddenOfferFields } from '../hidden';
import { newOfferValues, offerBody, offerProblems, offerValues, settingsOf, shows, type FormShape, type OfferFormValues } from './form-values';
import { useOfferFormOptions } from './options';
import '../offer.css';

type Props = { open: boolean; applicationId: number; candidateName: string; offerId?: number; onClose: () => void };

const SALARY_TYPES = codeOptions(offerSalaryTypeLabels, offerSalaryTypeOrder);
const TAX_TYPES = codeOptions(taxTypeLabels);
const PROBATIONS = PROBATION_OPTIONS.map((p) => ({ value: p, label: probationLabels[p] }));

const money = (label: string): FormRule => ({
  validator: async (_rule, value: unknown) => {
    if (typeof value !== 'string' || value.trim() === '') return;
    const parsed = parseYuan(value);
    if (!parsed.ok) throw new Error(moneyProblem(label, parsed.reason));
  },
});

/** Without `offerId` a new offer, unless the candidate has a live one: an editable one opens instead, any other is named. */
export function OfferFormDialog({ open, applicationId, candidateName, offerId, onClose }: Props) {
  const offers = useApplicationOffers(applicationId, offerId === undefined);
  const live = offers.data?.list.find((o) => !ENDED_OFFER_STATUSES.includes(o.status));
  const editing = offerId ?? (live && EDITABLE_OFFER_STATUSES.includes(live.status) ? live.id : undefined);
  const offer = useOffer(editing ?? null);
  const title = editing === undefined ? `添加Offer - ${candidateName}` : `编辑Offer - ${candidateName}`;
  const body = () => {
    if (offers.isError || offer.isError) return <Alert type="error" showIcon title="Offer加载失败，请关闭后重试" />;
    if ((offerId === undefined && offers.isPending) || (editing !== undefined && !offer.data)) return <Spin />;
    if (live && editing === undefined) return <Alert type="info" showIcon title={`${candidateName}已有一份「${offerStatusLabels[live.status]}」的Offer，可在候选人详情的Offer中查看；作废或候选人拒绝后才能添加新的Offer`} />;
    return (
      <>
        {offerId === undefined && editing !== undefined && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={`${candidateName}已有一份「${offerStatusLabels[live!.status]}」的Offer，可修改后提交审批`} />}
        <OfferForm key={editing ?? 'new'} applicationId={applicationId} offer={offer.data} onClose={onClose} />
      </>
    );
  };
  return (
    <Modal open={open} title={title} width={800} onCancel={onClose} footer={null} destroyOnHidden>
      {body()}
    </Modal>
  );
}

function OfferForm({ applicationId, offer, onClose }: { applicationId: number; offer?: OfferDetail; onClose: () => void }) {
  const [form] = Form.useForm<OfferFormValues>();
  const [demandKeyword, setDemandKeyword] = useState('');
  const options = useOfferFormOptions(offer?.demandIds ?? [], demandKeyword);
  const codesHide = useHiddenOfferFields();
  const create = useCreateOffer();
  const update = useUpdateOffer();
  const submitOffer = useSubmitOffer();
  const [sending, setSending] = useState<'draft' | 'submit' | null>(null);
  const mailing = Form.useWatch('offerEmailFlag', form);
  const settings = options.fields.data;
  const shape = useMemo<FormShape | null>(
    () =>
      settings
        ? { settings: settingsOf(settings.standard), hidden: offer ? new Set(offer.hidden) : codesHide, custom: settings.custom.filter((f) => f.enabled) }
        : null,
    [settings, offer, codesHide],
  );
  const [initial] = useState(() => (offer ? offerValues(offer) : undefined));

  if (options.fields.isError) return <Alert type="error" showIcon title="Offer字段加载失败，请关闭后重试" />;
  if (!shape) return <Spin />;
  const edit = offer !== undefined;
  const see = (field: OfferHideableField) => !shape.hidden.has(field);
  // A new offer needs every locked field; one the user may not see he cannot fill.
  const blocked = edit ? [] : [...shape.hidden].filter((f) => f !== 'jobName' && f !== 'salaryType').map((f) => OFFER_FIELD_PERMS[OFFER_FIELD_GATES[f]].name);
  const required = (key: keyof FormShape['settings']) => shape.settings[key].required;
  const levels = options.levels.some((l) => l.id === offer?.jobRankId) || !offer?.jobRankId ? options.levels : [...options.levels, { id: offer.jobRankId, name: offer.jobRankName ?? '已删除的职级' }];

  const save = async (submit: boolean) => {
    let values: OfferFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const body = offerBody(values, shape, edit);
    const problems = offerProblems(body, shape, edit);
    if (problems.length > 0) {
      form.setFields(problems as never);
      form.scrollToField(problems[0]!.name);
      return;
    }
    setSending(submit ? 'submit' : 'draft');
    try {
      let status: string;
      if (edit) {
        status = (await update.mutateAsync({ id: offer.id, body })).status;
        if (submit) status = (await submitOffer.mutateAsync(offer.id)).status;
      } else {
        status = (await create.mutateAsync({ ...body, applicationId, submit })).status;
      }
      notifySuccess(!submit ? '已保存Offer草稿' : status === 'approved' ? 'Offer已提交，未设置Offer审批流程，已直接通过' : 'Offer已提交审批');
      onClose();
    } catch (error) {
      showSaveError(form, error);
    } finally {
      setSending(null);
    }
  };

  return (
    <Form form={form} layout="vertical" initialValues={initial ?? newOfferValues(shape)} autoComplete="off" className="bole-offer-form">
      {blocked.length > 0 && <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={`您没有查看「${blocked.join('、')}」的权限，无法添加Offer，请联系管理员开通`} />}
      <h3 className="bole-offer-section">Offer信息</h3>
      <Row gutter={16}>
        {see('entryTime') && (
          <Col span={12}>
            <Form.Item name="entryTime" label="入职时间" required rules={[{ required: true, message: '请选择入职时间' }]}>
              <input type="date" className="bole-offer-date" aria-label="入职时间" />
            </Form.Item>
          </Col>
        )}
        {see('orgId') && (
          <Col span={12}>
            <Form.Item name="orgId" label="入职部门" required rules={[{ required: true, message: '请选择入职部门' }]}>
              <TreeSelect treeData={options.orgTree} treeDefaultExpandAll showSearch={{ treeNodeFilterProp: 'title' }} placeholder="选择入职后所在的部门" aria-label="入职部门" />
            </Form.Item>
          </Col>
        )}
        {see('probationPeriod') && (
          <Col span={12}>
            <Form.Item name="probationPeriod" label="试用期" required rules={[{ required: true, message: '请选择试用期' }]}>
              <Select options={PROBATIONS} placeholder="无试用期或1-12个月" aria-label="试用期" />
            </Form.Item>
          </Col>
        )}
        {see('internshipSalary') && (
          <Col span={12}>
            <Form.Item name="internshipSalary" label="试用期薪资" required rules={[{ required: true, whitespace: true, message: '请输入试用期薪资' }, money('试用期薪资')]} validateTrigger="onBlur">
              <Input inputMode="decimal" suffix="元" placeholder="如8000或8000.50" aria-label="试用期薪资" />
            </Form.Item>
          </Col>
        )}
        {see('salaryType') && (
          <Col span={12}>
            <Form.Item name="salaryType" label="薪资类型" required rules={[{ required: true, message: '请选择薪资类型' }]}>
              <Radio.Group optionType="button" options={SALARY_TYPES} aria-label="薪资类型" />
            </Form.Item>
          </Col>
        )}
        {see('formalSalary') && (
          <Col span={12}>
            <Form.Item name="formalSalary" label="转正薪资" required rules={[{ required: true, whitespace: true, message: '请输入转正薪资' }, money('转正薪资')]} validateTrigger="onBlur">
              <Input inputMode="decimal" suffix="元" placeholder="如12000或12000.50" aria-label="转正薪资" />
            </Form.Item>
          </Col>
        )}
        <Col span={12}>
          <Form.Item name="taxType" label="税前/税后" required rules={[{ required: true, message: '请选择税前或税后' }]}>
            <Radio.Group optionType="button" options={TAX_TYPES} aria-label="税前/税后" />
          </Form.Item>
        </Col>
        {shows(shape, 'jobRankId') && (
          <Col span={12}>
            <Form.Item name="jobRankId" label="职级" required={required('jobRankId')}>
              <Select allowClear options={levels.map((l) => ({ value: l.id, label: l.name }))} placeholder="选择入职职级" aria-label="职级" />
            </Form.Item>
          </Col>
        )}
        {shows(shape, 'demandIds') && (
          <Col span={24}>
            <Form.Item name="demandIds" label="关联需求" required={required('demandIds')} extra="这份Offer满足的招聘需求，计入需求的招聘进度">
              <Select
                mode="multiple"
                allowClear
                filterOption={false}
                showSearch={{ onSearch: setDemandKeyword }}
                options={options.demands.map((d) => ({ value: d.id, label: d.orgName ? `${d.name}（${d.orgName}）` : d.name }))}
                placeholder="搜索已通过审批的招聘需求"
                aria-label="关联需求"
              />
            </Form.Item>
          </Col>
        )}
      </Row>
      {shape.custom.length > 0 && (
        <section aria-label="其他信息">
          <h3 className="bole-offer-section">其他信息</h3>
          <CustomFieldItems fields={shape.custom} />
        </section>
      )}
      {(shape.settings.offerEmail.enabled || shape.settings.offerFileTemplateId.enabled) && <h3 className="bole-offer-section">Offer邮件</h3>}
      {shape.settings.offerEmail.enabled && (
        <>
          <Form.Item name="offerEmailFlag" label="发送Offer邮件" valuePropName="checked" extra="发送Offer时，候选人会收到含Offer函和答复链接的邮件">
            <Switch aria-label="发送Offer邮件" />
          </Form.Item>
          {mailing && (
            <>
              <Form.Item name="emailTitle" label="邮件标题">
                <Input placeholder="留空则使用邮件模板「候选人Offer通知」的标题" aria-label="邮件标题" />
              </Form.Item>
              {shows(shape, 'ccEmails') && (
                <Form.Item name="ccEmails" label="抄送" extra={`输入邮箱后回车，最多${OFFER_CC_MAX}个`}>
                  <Select mode="tags" open={false} tokenSeparators={[',', '，', ';', '；', ' ']} placeholder="如 hr@example.com" aria-label="抄送" />
                </Form.Item>
              )}
              <Form.Item name="emailContent" label="邮件正文">
                <Input.TextArea autoSize={{ minRows: 4, maxRows: 10 }} placeholder="留空则使用邮件模板「候选人Offer通知」的内容" aria-label="邮件正文" />
              </Form.Item>
            </>
          )}
        </>
      )}
      {shows(shape, 'offerFileTemplateId') && (
        <Form.Item name="offerFileTemplateId" label="Offer模板" required={required('offerFileTemplateId')} extra="按所选模板生成PDF格式的Offer函，随邮件发送">
          <Select allowClear options={options.templates.map((t) => ({ value: t.id, label: t.isDefault ? `${t.name}（默认）` : t.name }))} placeholder="不选则使用默认模板" aria-label="Offer模板" />
        </Form.Item>
      )}
      <div className="bole-offer-footer">
        <Button onClick={onClose}>取消</Button>
        <Button disabled={blocked.length > 0} loading={sending === 'draft'} onClick={() => void save(false)}>
          保存草稿
        </Button>
        <Button type="primary" disabled={blocked.length > 0} loading={sending === 'submit'} onClick={() => void save(true)}>
          {edit ? '保存并提交审批' : '提交审批'}
        </Button>
      </div>
    </Form>
  );
}
