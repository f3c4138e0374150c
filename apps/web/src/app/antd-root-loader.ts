// The one dynamic import of AntdRoot (antd's provider, locale and message bridge), shared by the
// lazy components that mount it and by the guard that starts loading it with a page.
export const loadAntdRoot = () => import('./AntdRoot');
