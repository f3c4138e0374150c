// Query keys of the process settings. Everything sits under ['process'], so a change to the stage
// library (a rename, a stage switched off) refreshes the processes that show it too.
export const processKeys = {
  all: ['process'] as const,
  stages: ['process', 'stages'] as const,
  processes: ['process', 'processes'] as const,
  processJobs: (id: number) => ['process', 'processes', id, 'jobs'] as const,
  settings: ['process', 'settings'] as const,
};
