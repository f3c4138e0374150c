// The fields of one history entry (work, education, project, training), for a Form.List item
// (`prefix` its index) or a form holding just that entry.
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, Row, Select } from 'antd';
import { useState } from 'react';
import type { FormRule } from 'antd';
import { degreeLabels, resumeEducationInputSchema, resumeProjectInputSchema, resumeTrainingInputSchema, resumeWorkInputSchema, type Degree } from '@bole/domain';
import type { ZodType } from 'zod';
import { zodRule } from '../../../lib/zod-rule';
import { isBlankEntry, type HistoryField, type HistoryKey, type HistoryKind } from './history-fields';
import { isPeriodOk, PERIOD_MESSAGE, PeriodInput } from '../../../components/custom-fields/inputs/PeriodInput';
import './forms.css';

// By level, as a recruiter reads them.
const DEGREE_ORDER: Degree[] = [10, 9, 8, 2, 3, 4, 7, 5, 6];
/** Degree options: the value is the Chinese label, the way resumes and POST /api/resumes write it. */
export const DEGREE_OPTIONS = DEGREE_ORDER.map((code) => ({ value: degreeLabels[code], label: degreeLabels[code] }));

// The domain's input schema of each kind: a field is checked exactly as POST /api/resumes checks it.
const SHAPES: Record<HistoryKey, Record<string, ZodType>> = {
  workExperiences: resumeWorkInputSchema.shape,
  educations: resumeEducationInputSchema.shape,
  projects: resumeProjectInputSchema.shape,
  trainings: resumeTrainingInputSchema.shape,
};

const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';

/**
 * The field's rules. A required field is only required once something of its entry is filled
 * in: an untouched entry is simply not sent. `entryPath` is where the form keeps the entry
 * (empty when the form holds just the entry).
 */
function rulesOf(kind: HistoryKey, field: HistoryField, entryPath: (string | number)[]): FormRule[] {
  const rules: FormRule[] = [];
  if (field.required) {
    const message = field.required;
    rules.push((form) => ({
      validator: async (_rule, value: unknown) => {
        const entry = (entryPath.length ? form.getFieldValue(entryPath) : form.getFieldsValue()) as Record<string, unknown> | undefined;
        if (blank(value) && !isBlankEntry(entry ?? {})) throw new Error(message);
      },
    }));
  }
  if (field.kind === 'period') rules.push({ validator: async (_r, value: string | undefined) => (isPeriodOk(value) ? undefined : Promise.reject(new Error(PERIOD_MESSAGE))) });
  else rules.push(zodRule(SHAPES[kind][field.name]!));
  return rules;
}

function control(field: HistoryField) {
  switch (field.kind) {
    case 'period':
      return <PeriodInput aria-label={field.label} />;
    case 'degree':
      return <Select allowClear options={DEGREE_OPTIONS} placeholder="请选择学历" />;
    case 'textarea':
      return <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} maxLength={field.max} showCount placeholder={field.placeholder ?? `请输入${field.label}`} />;
    default:
      return <Input maxLength={field.max} placeholder={field.placeholder ?? `请输入${field.label}`} />;
  }
}

type Props = {
  kind: HistoryKind;
  /** The entry's name inside a Form.List (its index); none when the form holds just the entry. */
  prefix?: (string | number)[];
  /** The entry's full path in the form, for checks that read the whole entry. */
  entryPath?: (string | number)[];
};

export function HistoryFields({ kind, prefix = [], entryPath = [] }: Props) {
  const form = Form.useFormInstance();
  const more = kind.fields.filter((f) => f.more);
  // The less used fields start open when the entry already has one of them.
  const [open, setOpen] = useState(() => {
    const entry = (entryPath.length ? form.getFieldValue(entryPath) : form.getFieldsValue()) as Record<string, unknown> | undefined;
    return more.some((f) => !blank(entry?.[f.name]));
  });
  return (
    <>
      <Row gutter={16}>
        {kind.fields.map((field) => {
          const hidden = Boolean(field.more) && !open;
          return (
            <Col key={field.name} span={field.wide || field.kind === 'period' ? 24 : 12} hidden={hidden}>
              {/* Hidden fields stay in the form, so their values are kept and sent. */}
              <Form.Item name={[...prefix, field.name]} label={field.label} rules={rulesOf(kind.key, field, entryPath)} required={Boolean(field.required)} hidden={hidden}>
                {control(field)}
              </Form.Item>
            </Col>
          );
        })}
      </Row>
      {more.length > 0 && (
        <Button type="link" size="small" className="bole-more-fields" icon={open ? <UpOutlined /> : <DownOutlined />} aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          {open ? '收起' : `填写更多信息（${more.map((f) => f.label).join('、')}）`}
        </Button>
      )}
    </>
  );
}
