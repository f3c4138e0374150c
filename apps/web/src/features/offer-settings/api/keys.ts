// Query keys of the offer settings: Offer字段 (standard switches and custom fields in one answer).
export const offerSettingsKeys = {
  all: ['offer-settings'] as const,
  fields: ['offer-settings', 'fields'] as const,
};
