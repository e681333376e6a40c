import { endpoint } from '../endpoint';
import {
  auditListRequest,
  auditListResponse,
  opsAcknowledged,
  opsLoginRequest,
  opsLoginResponse,
  opsLoginTotpRequest,
  opsLoginTotpResponse,
  opsMeResponse,
  opsSessionRequest,
  STAFF_ROLES,
  staffByIdRequest,
  staffCreateRequest,
  staffCreateResponse,
  staffListResponse,
  staffSetRoleRequest,
} from '../staff';

const tag = 'Operator console';
/** Admin may call every staff endpoint; naming only admin keeps the others out. */
const adminOnly = { access: 'staff', staffRoles: ['admin'] } as const;
const everyStaffRole = { access: 'staff', staffRoles: STAFF_ROLES } as const;

/** The staff side's own login (password, then TOTP), its session, staff management and the audit trail. */
export const opsEndpoints = {
  login: endpoint({
    method: 'POST',
    path: '/api/ops/login',
    access: 'public',
    tag,
    summary: 'Staff login, first step: phone and password; answers a challenge for the second factor',
    description:
      'With no second factor yet the answer carries a new TOTP secret to enrol (Step enrol); the same refusal for an unknown phone and a wrong password.',
    request: opsLoginRequest,
    response: opsLoginResponse,
  }),
  loginTotp: endpoint({
    method: 'POST',
    path: '/api/ops/login_totp',
    access: 'public',
    tag,
    summary: 'Staff login, second step: the challenge with a TOTP code or a recovery code',
    description:
      'A code is used once; five wrong codes end the challenge. The first login after enrolment answers the recovery codes, once.',
    request: opsLoginTotpRequest,
    response: opsLoginTotpResponse,
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/ops/logout',
    ...everyStaffRole,
    tag,
    summary: 'End the current staff session',
    request: opsSessionRequest,
    response: opsAcknowledged,
  }),
  me: endpoint({
    method: 'POST',
    path: '/api/ops/me',
    ...everyStaffRole,
    tag,
    summary: 'The staff member of the session and their role',
    request: opsSessionRequest,
    response: opsMeResponse,
  }),
  auditList: endpoint({
    method: 'POST',
    path: '/api/ops/get_audit_list',
    ...adminOnly,
    tag,
    summary: 'The audit trail of staff writes, newest first, with filters',
    request: auditListRequest,
    response: auditListResponse,
  }),
  staffList: endpoint({
    method: 'POST',
    path: '/api/ops/get_staff_list',
    ...adminOnly,
    tag,
    summary: 'Every staff member',
    request: opsSessionRequest,
    response: staffListResponse,
  }),
  staffCreate: endpoint({
    method: 'POST',
    path: '/api/ops/create_staff',
    ...adminOnly,
    tag,
    summary: 'Create a staff member with an initial password (TOTP is enrolled at first login)',
    request: staffCreateRequest,
    response: staffCreateResponse,
  }),
  staffSetRole: endpoint({
    method: 'POST',
    path: '/api/ops/set_staff_role',
    ...adminOnly,
    tag,
    summary: "Change a staff member's role; their sessions end",
    request: staffSetRoleRequest,
    response: opsAcknowledged,
  }),
  staffDisable: endpoint({
    method: 'POST',
    path: '/api/ops/disable_staff',
    ...adminOnly,
    tag,
    summary: 'Disable a staff member; their sessions end and login is refused',
    request: staffByIdRequest,
    response: opsAcknowledged,
  }),
  staffResetTotp: endpoint({
    method: 'POST',
    path: '/api/ops/reset_staff_totp',
    ...adminOnly,
    tag,
    summary: "Clear a staff member's second factor and recovery codes; the next login enrols again",
    request: staffByIdRequest,
    response: opsAcknowledged,
  }),
};
