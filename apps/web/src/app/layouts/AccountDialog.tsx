// 个人设置 and 修改密码 of the user menu, loaded when chosen: antd dialogs in the app's antd
// configuration, since the main layout around them is drawn without antd.
import { ChangePasswordModal } from '../../features/auth/account/ChangePasswordModal';
import { ProfileModal } from '../../features/auth/account/ProfileModal';
import { AntdConfig } from '../AntdRoot';

export type AccountDialogKind = 'profile' | 'password';

export default function AccountDialog({ kind, onClose }: { kind: AccountDialogKind; onClose: () => void }) {
  return <AntdConfig>{kind === 'profile' ? <ProfileModal open onClose={onClose} /> : <ChangePasswordModal open onClose={onClose} />}</AntdConfig>;
}
