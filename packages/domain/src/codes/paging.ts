// Paging of the list APIs (spec section 5): the page size a list starts with, and the largest one.
// Kept apart from the API schemas (api/common.ts) so that a list page does not load zod for them.
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;
