// The approval engine's pure rules: checking a flow and resolving it for one submission.
export * from './validate';
export * from './resolve';
