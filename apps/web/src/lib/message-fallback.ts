// antd's static message API, loaded only when a toast is needed before the app's bridge is ready.
export { message as staticMessage } from 'antd';
