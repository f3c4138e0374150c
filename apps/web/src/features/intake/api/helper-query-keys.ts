// Query keys of 简历助手 and 插件设置, all under ['resume-helper'].
export const helperQueryKeys = {
  all: ['resume-helper'] as const,
  keys: (all: boolean) => ['resume-helper', 'keys', all ? 'company' : 'mine'] as const,
  settings: ['resume-helper', 'settings'] as const,
};
