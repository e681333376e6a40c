// Loaded on the password login form's first check (PasswordLoginForm), not with /login.
export { loginRequest } from '@gpucloud/contracts';
