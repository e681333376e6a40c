// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.

export { list } from './passkeys/list';
export { register } from './passkeys/register';
export { registrationOptions } from './passkeys/registrationOptions';
export { remove } from './passkeys/remove';
export { rename } from './passkeys/rename';
export { signIn } from './passkeys/signIn';
export { signInOptions } from './passkeys/signInOptions';
