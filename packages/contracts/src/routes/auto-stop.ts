// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.

export { clear } from './auto-stop/clear';
export { get } from './auto-stop/get';
export { keepRunning } from './auto-stop/keepRunning';
export { list } from './auto-stop/list';
export { set } from './auto-stop/set';
