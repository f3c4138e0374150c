// Lets code outside React (the http client) navigate with the router once it is mounted.

type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate | null = null;

export function registerNavigator(fn: Navigate | null): void {
  navigator = fn;
}

/** Navigates inside the app; absolute addresses on another host load the page. */
export function goTo(to: string, options?: { replace?: boolean }): void {
  if (/^https?:\/\//.test(to) || !navigator) {
    if (options?.replace) window.location.replace(to);
    else window.location.assign(to);
    return;
  }
  navigator(to, options);
}
