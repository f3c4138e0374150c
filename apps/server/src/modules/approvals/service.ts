// What other modules use of the approval engine: submit a subject, react to outcomes, and read
// where subjects stand. Everything else stays inside the module.
export { submit, type Applicant, type Submission, type Submitted } from './engine';
export { onDecided, readSubjectsWith, viewFactsWith, type ApprovalOutcome, type FactsView, type OutcomeHandler, type SubjectReader } from './registry';
export { approvalStates, pendingCount } from './inbox';
export { hasFlow } from './flows.service';
export { seesSubjectApproval, subjectApproval } from './detail';
export { withdraw } from './decisions';
