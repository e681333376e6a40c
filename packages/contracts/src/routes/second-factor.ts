// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.

export { disable } from './second-factor/disable';
export { loginSecondFactor } from './second-factor/loginSecondFactor';
export { loginSecondFactorPasskeyOptions } from './second-factor/loginSecondFactorPasskeyOptions';
export { status } from './second-factor/status';
export { stepUp } from './second-factor/stepUp';
export { stepUpPasskeyOptions } from './second-factor/stepUpPasskeyOptions';
export { totpEnrolConfirm } from './second-factor/totpEnrolConfirm';
export { totpEnrolStart } from './second-factor/totpEnrolStart';
