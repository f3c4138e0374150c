// A failed chunk load (usually a new deploy removed the old files) reloads the page once;
// a flag in sessionStorage keeps a broken deploy from reloading forever.

const FLAG_PREFIX = 'bole:chunk-reload:';

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|Loading (CSS )?chunk .+ failed/i.test(
      error.message,
    )
  );
}

/** Reloads the page unless this scope already did so in this tab; true when a reload started. */
export function reloadOnce(scope: string, reload: () => void = () => window.location.reload()): boolean {
  const key = `${FLAG_PREFIX}${scope}`;
  try {
    if (window.sessionStorage.getItem(key)) return false;
    window.sessionStorage.setItem(key, String(Date.now()));
  } catch {
    return false;
  }
  reload();
  return true;
}

/** Called once the scope rendered fine: the next stale deploy may reload again. */
export function clearReloadFlag(scope: string): void {
  try {
    window.sessionStorage.removeItem(`${FLAG_PREFIX}${scope}`);
  } catch {
    // Nothing to clear without storage.
  }
}
