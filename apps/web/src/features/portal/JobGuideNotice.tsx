// 职位发布指引 at the top of the job drawer, when the company has switched it on.
import { usePortalSection } from './api/settings';
import './job-guide.css';

export function JobGuideNotice() {
  const { data } = usePortalSection('job-guide');
  if (!data?.enabled || !data.text.trim()) return null;
  return (
    <aside className="bole-job-guide" aria-label="职位发布指引">
      <strong>职位发布指引</strong>
      <p>{data.text}</p>
    </aside>
  );
}
