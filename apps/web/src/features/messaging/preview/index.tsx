// /recruit/preview/candidateemail 候选人邮件预览 (standalone), loaded by its route key from app/areas.ts.
import { CandidateEmailPreviewPage } from './CandidateEmailPreviewPage';

export default function CandidateEmailPreviewArea() {
  return <CandidateEmailPreviewPage />;
}
