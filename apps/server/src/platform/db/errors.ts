/** The constraint a unique violation broke, or null when the error is something else. */
export function uniqueViolation(error: unknown): string | null {
  const e = (error as { cause?: unknown })?.cause ?? error;
  if (typeof e === 'object' && e !== null && (e as { code?: string }).code === '23505') {
    return (e as { constraint?: string }).constraint ?? '';
  }
  return null;
}
