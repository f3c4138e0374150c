// The talent pool's forms show save errors the app's one way.
export { showSaveError } from '../../../lib/save-error';
