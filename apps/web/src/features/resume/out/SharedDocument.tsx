// The shared resume read-only, as the print layout draws it: base info, job intention, the
// histories and the custom fields the server sent in words. Contact details come masked and
// salaries empty when the link hides them.
import type { SharedResume } from '@bole/domain';
import { wideCustomField } from '../detail/views/CustomInfoGrid';
import { DocumentBody } from '../detail/views/DocumentBody';
import { baseInfoItems, intentionItems } from '../detail/views/facts';
import { InfoGrid } from '../detail/views/InfoGrid';
import '../fields/fields.css';

export function SharedDocument({ shared }: { shared: SharedResume }) {
  const r = shared.resume;
  const other = r.otherInfo.map((f) => ({ label: f.name, wide: wideCustomField(f.type), value: <span className="bole-value-long">{f.text}</span> }));
  return <DocumentBody base={baseInfoItems(r)} intention={intentionItems(r, shared.salaryHidden ? '未公开' : null)} histories={r} other={other.length > 0 && <InfoGrid items={other} />} />;
}
