// /user/seting/apply 申请表设置: which resume fields the portal's application form shows and
// requires, whether a resume attachment is asked for, and the privacy consent (versioned).
import { Form, Input, Radio } from 'antd';
import { applyFormSettingsInputSchema, FIELD_MODES, fieldModeLabels, Perm, PORTAL_CONSENT_MAX, PORTAL_FORM_FIELDS, portalFormFieldLabels } from '@bole/domain';
import { Panel } from '../../../components/panel/Panel';
import { SectionPage } from './SectionPage';

const MODES = FIELD_MODES.map((value) => ({ value, label: fieldModeLabels[value] }));

export function ApplyFormPage({ title }: { title: string }) {
  return (
    <SectionPage
      section="apply-form"
      title={title}
      permission={Perm.ApplyFormSettings}
      schema={applyFormSettingsInputSchema}
      description="候选人在招聘官网申请职位时填写的申请表：选择要显示和必填的简历信息、是否上传简历附件，以及候选人须同意的隐私协议。"
    >
      {(_form, value) => (
        <>
          <Panel title="申请表字段" className="bole-portal-card">
            <p className="bole-portal-lead">姓名和手机号始终显示且必填；同一手机号重复申请同一职位只记录一次。</p>
            <div className="bole-portal-fields">
              <div className="bole-portal-field-row">
                <span>姓名、手机号</span>
                <Radio.Group value="required" options={MODES} disabled optionType="button" size="small" />
              </div>
              {PORTAL_FORM_FIELDS.map((f) => (
                <div className="bole-portal-field-row" key={f}>
                  <span>{portalFormFieldLabels[f]}</span>
                  <Form.Item name={['fields', f]} noStyle>
                    <Radio.Group options={MODES} optionType="button" size="small" aria-label={portalFormFieldLabels[f]} />
                  </Form.Item>
                </div>
              ))}
              <div className="bole-portal-field-row">
                <span>简历附件</span>
                <Form.Item name="attachment" noStyle>
                  <Radio.Group options={MODES} optionType="button" size="small" aria-label="简历附件" />
                </Form.Item>
              </div>
            </div>
          </Panel>
          <Panel title="隐私协议" className="bole-portal-card">
            <p className="bole-portal-lead">
              当前为第{value.consentVersion}版。修改内容并保存后生成新版本，之后的申请记录同意的版本、时间和IP；已有申请仍对应其同意时的版本。
            </p>
            <Form.Item name="consentText" rules={[{ required: true, message: '请输入隐私协议内容' }]}>
              <Input.TextArea autoSize={{ minRows: 5, maxRows: 14 }} showCount maxLength={PORTAL_CONSENT_MAX} aria-label="隐私协议内容" />
            </Form.Item>
          </Panel>
        </>
      )}
    </SectionPage>
  );
}
