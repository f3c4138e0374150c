// A bridge from code outside React (the http client) to antd's message API. The app registers
// the context-aware instance (themed, zh-CN) once its bridge has loaded; before that a toast
// loads antd's static message API on demand, so neither sits on the login screen's critical path.
import type { message as antdMessage } from 'antd';

export type MessageInstance = ReturnType<typeof antdMessage.useMessage>[0];

let instance: MessageInstance | null = null;

export function registerMessageApi(api: MessageInstance | null): void {
  instance = api;
}

/** Runs `show` with the message API, loading it first when the app has not registered one yet. */
export function withMessage(show: (api: MessageInstance) => void): void {
  if (instance) {
    show(instance);
    return;
  }
  void import('./message-fallback').then(({ staticMessage }) => show(instance ?? staticMessage));
}

/** Shows an error toast once even when several calls fail with the same text together. */
export function notifyError(text: string): void {
  withMessage((api) => void api.error({ content: text, key: `error:${text}` }));
}

export function notifySuccess(text: string): void {
  withMessage((api) => void api.success({ content: text, key: `success:${text}` }));
}

export function notifyWarning(text: string): void {
  withMessage((api) => void api.warning({ content: text, key: `warning:${text}` }));
}
