// What the app shell uses from the auth feature: the account dialogs of the user menu.
export { ChangePasswordModal } from './ChangePasswordModal';
export { ProfileModal } from './ProfileModal';
