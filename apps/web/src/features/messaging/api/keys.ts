// Query keys of 邮件模板 and its preview, all under ['message-templates'], so a save refreshes the
// list, the editor and any open preview.
export const templateKeys = {
  all: ['message-templates'] as const,
  list: ['message-templates', 'list'] as const,
  detail: (type: number) => ['message-templates', 'detail', type] as const,
  preview: (type: number, applicationId: number | undefined, draft?: unknown) => ['message-templates', 'preview', type, applicationId ?? null, draft ?? null] as const,
  candidates: (keyword: string) => ['message-templates', 'candidates', keyword] as const,
};
