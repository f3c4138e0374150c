// Query keys of Offer模板 and the letter preview, all under ['offer-letter'], so a save refreshes
// the list and any open preview.
export const offerLetterKeys = {
  all: ['offer-letter'] as const,
  templates: ['offer-letter', 'templates'] as const,
  preview: (id: number) => ['offer-letter', 'preview', id] as const,
};
