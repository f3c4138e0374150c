// 入职管理: a section of /recruit/job (?section=onboarding), its own lazy module.
export { OnboardingPage } from './OnboardingPage';
export { ONBOARDING_SECTION } from './query';
