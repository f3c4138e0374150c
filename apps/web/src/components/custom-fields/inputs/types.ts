// What every custom field input takes: the antd Form.Item value pair, the field and an id for its label.
import type { CustomField } from '@bole/domain';

export type FieldInputProps<V> = { field: CustomField; value?: V | null; onChange?: (value: V | null) => void; id?: string };
