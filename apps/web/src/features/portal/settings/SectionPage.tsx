// The frame every portal settings page shares: the header, loading and error states, a draft of
// the section's saved value that the page's controls edit, and the bar with 保存 / 撤销修改.
// The server checks the draft with the domain schema; its messages show beside the fields it
// names. Without the permission to save, the controls are read-only. No antd Form and no zod
// here, so each page stays within the page budget.
import { Alert, Button } from 'antd';
import { useState, type ReactNode } from 'react';
import { isApiError } from '../../../api/errors';
import { usePermission, type PermissionCode } from '../../../api/permission';
import { PageHeader } from '../../../components/page/PageHeader';
import { Panel } from '../../../components/panel/Panel';
import { Skeleton } from '../../../components/plain/Skeleton';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePortalSection, useSavePortalSection, type PortalSection, type PortalSections } from '../api/settings';
import '../portal.css';

export type Editor<V> = {
  value: V;
  /** Replaces the keys given. */
  set: (patch: Partial<V>) => void;
  disabled: boolean;
  /** The server's message for a field path ('sections.0.title'), if it named one. */
  error: (field: string) => string | undefined;
};

type Props<S extends PortalSection> = {
  section: S;
  title: string;
  description: string;
  permission: PermissionCode;
  /** The body PUT sends, from the edited value. */
  toBody: (value: PortalSections[S]['value']) => PortalSections[S]['body'];
  children: (editor: Editor<PortalSections[S]['value']>) => ReactNode;
  aside?: ReactNode;
};

type FieldError = { field: string; message: string };
const fieldErrors = (data: unknown): FieldError[] =>
  typeof data === 'object' && data !== null && 'fields' in data && Array.isArray(data.fields) ? (data.fields as FieldError[]).filter((f) => typeof f?.field === 'string') : [];

function SectionForm<S extends PortalSection>({ section, title, permission, toBody, children, saved }: Props<S> & { saved: PortalSections[S]['value'] }) {
  const canSave = usePermission(permission);
  const save = useSavePortalSection(section);
  const [draft, setDraft] = useState<PortalSections[S]['value'] | null>(null);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const value = draft ?? saved;

  const submit = async () => {
    try {
      await save.mutateAsync(toBody(value));
      setDraft(null);
      setErrors([]);
      notifySuccess(`${title}已保存`);
    } catch (error) {
      const fields = isApiError(error) ? fieldErrors(error.data) : [];
      setErrors(fields);
      notifyError(fields[0]?.message ?? (error instanceof Error ? error.message : '保存失败，请稍后重试'));
    }
  };
  const editor: Editor<PortalSections[S]['value']> = {
    value,
    set: (patch) => setDraft({ ...value, ...patch }),
    disabled: !canSave,
    error: (field) => errors.find((e) => e.field === field)?.message,
  };

  return (
    <form
      className="bole-portal-form"
      aria-label={title}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {children(editor)}
      {canSave ? (
        <div className="bole-portal-actions">
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            保存
          </Button>
          <Button
            disabled={draft === null}
            onClick={() => {
              setDraft(null);
              setErrors([]);
            }}
          >
            撤销修改
          </Button>
        </div>
      ) : (
        <Alert type="info" showIcon title="您没有修改这些设置的权限，如需调整请联系管理员" />
      )}
    </form>
  );
}

export function SectionPage<S extends PortalSection>(props: Props<S>) {
  const { section, title, description, aside } = props;
  const { data, isLoading, isError, refetch } = usePortalSection(section);
  return (
    <section aria-label={title} className="bole-portal-page">
      <PageHeader title={title} description={description} />
      {isError && !data ? (
        <Alert type="error" showIcon title={`${title}加载失败`} action={<Button onClick={() => void refetch()}>重新加载</Button>} />
      ) : isLoading || !data ? (
        <Panel>
          <Skeleton title rows={8} />
        </Panel>
      ) : (
        <div className="bole-portal-layout">
          <SectionForm {...props} saved={data} />
          {aside}
        </div>
      )}
    </section>
  );
}

/** A labelled control with its hint and the server's message. */
export function Field({ label, required, hint, error, children }: { label: string; required?: boolean; hint?: ReactNode; error?: string; children: ReactNode }) {
  return (
    <div className="bole-portal-field">
      <div className="bole-portal-label">
        {required && <span className="bole-portal-required">*</span>}
        {label}
      </div>
      {children}
      {error ? (
        <div className="bole-portal-error" role="alert">
          {error}
        </div>
      ) : (
        hint && <div className="bole-portal-hint">{hint}</div>
      )}
    </div>
  );
}
