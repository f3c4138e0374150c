// The whole resume read-only (the print layout and the hiring manager's preview).
import type { ResumeDetail } from '@bole/domain';
import { useEnabledResumeFields } from '../../api/get-resume-fields';
import { CustomInfoGrid } from './CustomInfoGrid';
import { DocumentBody } from './DocumentBody';
import { baseInfoItems, detailSalaryHidden, intentionItems } from './facts';

export function ResumeDocument({ resume }: { resume: ResumeDetail }) {
  const { fields } = useEnabledResumeFields();
  return (
    <DocumentBody
      base={baseInfoItems(resume)}
      intention={intentionItems(resume, detailSalaryHidden(resume))}
      histories={resume}
      other={fields.length > 0 && <CustomInfoGrid fields={fields} resume={resume} />}
    />
  );
}
