// antd's confirm, warning and success dialogs on demand: the dialog code (Modal, ConfirmDialog)
// loads with the first dialog a page opens, not with the page. They are drawn in the Bole theme
// and zh-CN like everything under AntdRoot (see dialog-host).
import type { ModalFuncProps } from 'antd';
import { notifyError } from './notify';

export type DialogKind = 'confirm' | 'warning' | 'success' | 'info' | 'error';

/** Opens an antd dialog of this kind (Modal.confirm and friends) once its code has loaded. */
export function openDialog(kind: DialogKind, props: ModalFuncProps): void {
  void import('./dialog-host')
    .then((host) => host.openDialog(kind, props))
    .catch(() => notifyError('页面资源加载失败，请刷新页面后重试'));
}

export const confirmDialog = (props: ModalFuncProps) => openDialog('confirm', props);
export const warningDialog = (props: ModalFuncProps) => openDialog('warning', props);
export const successDialog = (props: ModalFuncProps) => openDialog('success', props);

/** Starts loading the dialog code (on pointer enter or focus of what opens a dialog). */
export function preloadDialogs(): void {
  void import('./dialog-host').catch(() => undefined);
}
