// /user/seting/apply 申请表设置: which resume fields the portal's application form shows and
// requires, whether a resume attachment is asked for, and the privacy consent (versioned).
import { Input, Radio } from 'antd';
import { FIELD_MODES, fieldModeLabels, Perm, PORTAL_CONSENT_MAX, PORTAL_FORM_FIELDS, portalFormFieldLabels, type FieldMode } from '@bole/domain';
import { Panel } from '../../../components/panel/Panel';
import { Field, SectionPage } from './SectionPage';

const MODES = FIELD_MODES.map((value) => ({ value, label: fieldModeLabels[value] }));

function ModeRow({ label, value, onChange, disabled }: { label: string; value: FieldMode; onChange?: (mode: FieldMode) => void; disabled?: boolean }) {
  return (
    <div className="bole-portal-field-row">
      <span>{label}</span>
      <Radio.Group name={`mode-${label}`} value={value} options={MODES} optionType="button" size="small" aria-label={label} disabled={disabled} onChange={(e) => onChange?.(e.target.value as FieldMode)} />
    </div>
  );
}

export function ApplyFormPage({ title }: { title: string }) {
  return (
    <SectionPage
      section="apply-form"
      title={title}
      permission={Perm.ApplyFormSettings}
      toBody={({ consentVersion: _v, ...body }) => body}
      description="候选人在招聘官网申请职位时填写的申请表：选择要显示和必填的简历信息、是否上传简历附件，以及候选人须同意的隐私协议。"
    >
      {({ value, set, disabled, error }) => (
        <>
          <Panel title="申请表字段" className="bole-portal-card">
            <p className="bole-portal-lead">姓名和手机号始终显示且必填；同一手机号重复申请同一职位只记录一次。</p>
            <ModeRow label="姓名、手机号" value="required" disabled />
            {PORTAL_FORM_FIELDS.map((f) => (
              <ModeRow key={f} label={portalFormFieldLabels[f]} value={value.fields[f]} disabled={disabled} onChange={(mode) => set({ fields: { ...value.fields, [f]: mode } })} />
            ))}
            <ModeRow label="简历附件" value={value.attachment} disabled={disabled} onChange={(attachment) => set({ attachment })} />
          </Panel>
          <Panel title="隐私协议" className="bole-portal-card">
            <p className="bole-portal-lead">当前为第{value.consentVersion}版。修改内容并保存后生成新版本，之后的申请记录同意的版本、时间和IP；已有申请仍对应其同意时的版本。</p>
            <Field label="隐私协议内容" required error={error('consentText')}>
              <Input.TextArea
                value={value.consentText}
                onChange={(e) => set({ consentText: e.target.value })}
                autoSize={{ minRows: 5, maxRows: 14 }}
                showCount
                maxLength={PORTAL_CONSENT_MAX}
                aria-label="隐私协议内容"
                disabled={disabled}
              />
            </Field>
          </Panel>
        </>
      )}
    </SectionPage>
  );
}
