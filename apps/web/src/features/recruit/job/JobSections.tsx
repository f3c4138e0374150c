// /recruit/job has two sections one click apart: 职位流程 (a job's board or table) and 入职管理
// (the company's hires across jobs, ?section=onboarding), which loads on first use.
import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { PageSpin } from '../../../components/page/PageSpin';
import { Segmented } from '../../../components/plain/Segmented';
import { lazyNamed } from '../../../lib/lazy';
import { JobProcessPage } from './JobProcessPage';

const OnboardingPage = lazyNamed(() => import('../../onboarding'), 'OnboardingPage');

const SECTIONS = [
  { value: 'process', label: '职位流程' },
  { value: 'onboarding', label: '入职管理' },
] as const;

export function JobSections({ title }: { title: string }) {
  const [search, setSearch] = useSearchParams();
  const section = search.get('section') === 'onboarding' ? 'onboarding' : 'process';
  return (
    <div>
      <div style={{ marginBottom: 12 }}>
        <Segmented aria-label="招聘流程分区" options={SECTIONS} value={section} onChange={(next) => setSearch(next === 'onboarding' ? { section: next } : {})} />
      </div>
      {section === 'onboarding' ? (
        <Suspense fallback={<PageSpin />}>
          <OnboardingPage />
        </Suspense>
      ) : (
        <JobProcessPage title={title} />
      )}
    </div>
  );
}
