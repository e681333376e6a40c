// The contract's account fields, loaded on a form's first check (AccountFields, VerifyCodeField).
export { passwordField, phoneField, smsCodeField } from '@gpucloud/contracts';
