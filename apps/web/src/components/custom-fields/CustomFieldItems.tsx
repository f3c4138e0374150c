// The Form.Items of custom fields under `customFields.<key>`, checked like the server checks
// them (checkCustomFieldValue) and required where the field says so.
import { Col, Form, Row } from 'antd';
import type { FormRule } from 'antd';
import { checkCustomFieldValue, CustomFieldType, isEmptyCustomValue, type CustomField } from '@bole/domain';
import { CustomFieldInput, type AttachmentSlot } from './inputs/CustomFieldInput';
import './custom-fields.css';

const WIDE = new Set<string>([CustomFieldType.LongText, CustomFieldType.Address, CustomFieldType.Period, CustomFieldType.Attachment, CustomFieldType.MultiChoice, CustomFieldType.TeamMember]);

function rulesOf(field: CustomField, checkRequired: boolean): FormRule[] {
  return [
    {
      validator: async (_rule, value: unknown) => {
        if (isEmptyCustomValue(value)) {
          if (checkRequired && field.required) throw new Error(`请填写${field.name}`);
          return;
        }
        const result = checkCustomFieldValue(field, value);
        if (!result.ok) throw new Error(result.message);
      },
    },
  ];
}

type Props = { fields: CustomField[]; attachment?: AttachmentSlot };

/** Without an attachment input (a new record has no files yet) attachment fields say so and are not required yet. */
export function CustomFieldItems({ fields, attachment }: Props) {
  return (
    <Row gutter={16}>
      {fields.map((field) => {
        const checkRequired = field.type !== CustomFieldType.Attachment || attachment?.input !== undefined;
        return (
          <Col key={field.id} span={WIDE.has(field.type) ? 24 : 12}>
            <Form.Item name={['customFields', field.key]} label={field.name} required={field.required && checkRequired} rules={rulesOf(field, checkRequired)} extra={field.help ?? undefined}>
              <CustomFieldInput field={field} attachment={attachment} />
            </Form.Item>
          </Col>
        );
      })}
    </Row>
  );
}

/** The custom values of a form as a body: empty ones left out (a new record) or sent as null (an edit, to clear them). */
export function customFieldsBody(values: Record<string, unknown> | undefined, fields: readonly CustomField[], clear: boolean): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values?.[field.key];
    if (!isEmptyCustomValue(value)) body[field.key] = typeof value === 'string' ? value.trim() : value;
    else if (clear) body[field.key] = null;
  }
  return body;
}
