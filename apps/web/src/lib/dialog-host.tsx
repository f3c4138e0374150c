// The code behind lib/dialogs: antd's static Modal methods, rendered inside the same
// ConfigProvider (theme, zh-CN, button spacing) as the pages through antd's holderRender.
import { ConfigProvider, Modal } from 'antd';
import type { ModalFuncProps } from 'antd';
import { AntdConfig } from '../app/AntdRoot';
import type { DialogKind } from './dialogs';

ConfigProvider.config({ holderRender: (children) => <AntdConfig>{children}</AntdConfig> });

export function openDialog(kind: DialogKind, props: ModalFuncProps): void {
  Modal[kind](props);
}
