export { buildLookup, loadBasedata, syncBasedataVersions } from './cache';
export type { BasedataItem, BasedataVersions } from './cache';
export { basedataQuery, useBasedata } from './use-basedata';
