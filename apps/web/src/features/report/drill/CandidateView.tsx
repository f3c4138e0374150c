// The candidate opened from a drill-down list: the drawer 流程管理 opens (his resume and his log in
// that job), with the pipeline's styles. Loaded on the first name clicked.
import { CandidateDrawer } from '../../recruit/detail/CandidateDrawer';
import '../../recruit/recruit.css';

export function CandidateView({ candidate, onClose }: { candidate: { applicationId: number; resumeId: number; name: string; jobId: number } | null; onClose: () => void }) {
  return (
    <CandidateDrawer
      candidate={candidate && { id: candidate.applicationId, resumeId: candidate.resumeId, name: candidate.name, jobId: candidate.jobId, scored: false }}
      onClose={onClose}
    />
  );
}
