/**
 * Who may call what: every endpoint of /api and /third-party, written down by hand as the
 * security rule it should follow (not read from the routes' own declarations), and checked through
 * the real API by core/http/authorization-matrix.test.ts. A route missing here fails that test.
 *
 * Policies:
 * - public: anyone, signed in or not.
 * - signed-in: any customer session (main account, sub-account); anonymous callers and staff
 *   sessions are refused (a staff token is not found among customer sessions).
 * - main-only: main accounts; sub-accounts get 100041 (`isMainAccount`, core/auth/policies.ts).
 * - staff:<role>: a staff session of that role or admin (`hasStaffRole`, core/auth/policies.ts);
 *   customer sessions are refused (not found among staff sessions), other roles get 100041.
 * - staff:any: a staff session of any role.
 * - staff:support|finance: a staff session of support, finance or admin (reading customer accounts).
 * - own-instance: a signed-in caller acting on an instance: a main account on its own and its
 *   sub-accounts' instances, a sub-account on its own only (`mayActOnInstance`,
 *   modules/instances/instance.policy.ts). Checked with A's and sub-A's instance.
 * - own-sub-account: a main account acting on one of its own sub-accounts (`isMainAccountOf`,
 *   modules/account/sub-account.policy.ts).
 * - bearer-signed-in: third-party API with the session token in the Authorization header.
 * HEAD answers like its GET and is checked through the GET row. /api/docs is public documentation.
 */
export const POLICIES = [
  'public',
  'signed-in',
  'main-only',
  'staff:any',
  'staff:admin',
  'staff:support',
  'staff:finance',
  'staff:fleet',
  'staff:support|finance',
  'own-instance',
  'own-sub-account',
  'bearer-signed-in',
] as const;
export type Policy = (typeof POLICIES)[number];

export const AUTHORIZATION_MATRIX: Record<string, Policy> = {
  // Sign-up, login and public reading
  'POST /api/login': 'public',
  'POST /api/sub_account_login': 'public',
  'POST /api/register': 'public',
  'POST /api/company_register': 'public',
  'POST /api/reset_password': 'public',
  'POST /api/auth/send_verify_code': 'public',
  'POST /api/auth/wechat/get_login_qrcode': 'public',
  'POST /api/auth/wechat/get_login_status': 'public',
  'GET /api/health': 'public',
  'GET /api/openapi.json': 'public',
  'POST /api/app/get_banner_and_notice': 'public',
  'GET /api/get_notice_by_page': 'public',
  'POST /api/get_blod_by_id': 'public',
  'POST /api/payment/notify/sandbox': 'public',
  // Store
  'POST /api/gpu_priceinfo': 'public',
  'POST /api/gpu_selector_detail': 'public',
  'POST /api/store/get_store_selector_options': 'public',
  'POST /api/store/get_kvm_gpu_selector': 'public',
  'POST /api/store/get_docker_gpu_selector': 'public',
  'POST /api/store/get_instance_specifications': 'public',
  'POST /api/get_available_kvm_num': 'public',
  'POST /api/get_available_kvm_num_without_image': 'public',
  'POST /api/get_available_docker_num': 'public',
  'POST /api/get_available_docker_num_without_image': 'public',
  'POST /api/instanceAvailableKvmStore': 'public',
  'POST /api/get_power_money_packs': 'public',
  // Session and profile
  'POST /api/logout': 'signed-in',
  'POST /api/get_user_info': 'signed-in',
  'POST /api/get_user_vip_info': 'signed-in',
  'POST /api/set_language': 'signed-in',
  'POST /api/modify_passwd_new': 'signed-in',
  'POST /api/modify_user_name': 'main-only',
  'POST /api/get_account_settings': 'main-only',
  'POST /api/modify_notify_phone': 'main-only',
  'POST /api/change_notice_email': 'main-only',
  'POST /api/change_notice_setting': 'main-only',
  'POST /api/unregister_check': 'main-only',
  'POST /api/unregister': 'main-only',
  // WeChat binding
  'POST /api/auth/wechat/get_bind_qrcode': 'main-only',
  'POST /api/auth/wechat/get_bind_status': 'main-only',
  'POST /api/auth/wechat/get_bind_account_list': 'main-only',
  'POST /api/auth/get_bind_account_list': 'main-only',
  'POST /api/auth/wechat/unbind_account': 'main-only',
  // Inbox
  'POST /api/notifications/get_list': 'signed-in',
  'POST /api/notifications/set_read': 'signed-in',
  'POST /api/notifications/set_read_all': 'signed-in',
  'POST /api/messages/get_list': 'signed-in',
  'POST /api/messages/set_read': 'signed-in',
  'POST /api/messages/set_read_all': 'signed-in',
  // Money: top-ups, orders and coupons belong to the main account (SPEC §6)
  'POST /api/create_qrcode': 'main-only',
  'POST /api/get_qrcode': 'main-only',
  'POST /api/get_order_status': 'main-only',
  'POST /api/get_order': 'main-only',
  'POST /api/export_recharge_order': 'main-only',
  'POST /api/get_wallet_balance_change_list': 'main-only',
  'POST /api/buy_power_money': 'main-only',
  'POST /api/set_pay_preference': 'main-only',
  'POST /api/get_all_user_visible_coupon_group': 'main-only',
  'POST /api/assign_to_user': 'main-only',
  'POST /api/get_user_assigned_coupon': 'main-only',
  'POST /api/use_money_coupon': 'main-only',
  // Sub-accounts
  'POST /api/get_user_sub_accounts': 'main-only',
  'POST /api/add_user_sub_account': 'main-only',
  'POST /api/delete_user_sub_account': 'own-sub-account',
  'POST /api/note_user_sub_account': 'own-sub-account',
  'POST /api/reset_user_sub_account_password': 'own-sub-account',
  'POST /api/modify_sub_account_money_limit': 'own-sub-account',
  'POST /api/get_user_sub_account_container': 'main-only',
  'POST /api/get_sub_account_container': 'signed-in',
  // Renting and instance lists
  'POST /api/instance/query_price': 'signed-in',
  'POST /api/instance/create': 'signed-in',
  'POST /api/get_container_by_token_with_page_v2': 'signed-in',
  'POST /api/get_bare_metal_instance_list': 'signed-in',
  'POST /api/instance/get_remain_disk': 'signed-in',
  // Acting on one instance
  'POST /api/note_container': 'own-instance',
  'POST /api/update_bare_metal_instance_note': 'own-instance',
  'POST /api/instance/kvm_error_refund': 'own-instance',
  'POST /api/get_vnc_and_ssh': 'own-instance',
  'POST /api/get_rdp_file': 'own-instance',
  'POST /api/modify_kvm_password': 'own-instance',
  'POST /api/screenshot_kvm': 'own-instance',
  'GET /api/instance/kvm/get_local_images': 'own-instance',
  'POST /api/instance/kvm/reinit_kvm_async': 'own-instance',
  'POST /api/instance/stop': 'own-instance',
  'POST /api/restart_kvm': 'own-instance',
  'POST /api/restart_kvm_from_shutdown': 'own-instance',
  'POST /api/run_kvm_from_keepped_instancee': 'own-instance',
  'POST /api/renew_kvm_v2_query_price': 'own-instance',
  'POST /api/renew_kvm_v2': 'own-instance',
  'POST /api/renew_container_v2_query_price': 'own-instance',
  'POST /api/renew_container_v2': 'own-instance',
  'POST /api/instance/stop_instance_with_refund_query_price': 'own-instance',
  'POST /api/instance/stop_instance_with_refund': 'own-instance',
  'POST /api/instance/change_due_mode_query_price': 'own-instance',
  'POST /api/instance/change_due_mode': 'own-instance',
  'POST /api/logs/get_instance_log_list': 'own-instance',
  'POST /api/instance/get_instance_available_kvm_num': 'own-instance',
  'POST /api/instance/get_kvm_migration_conditions': 'own-instance',
  'POST /api/instance/migrate_instance': 'own-instance',
  'POST /api/instance/remove_remain_disk_kvm': 'own-instance',
  // Staff tools
  'POST /api/admin/get_sms_outbox': 'staff:support',
  'POST /api/admin/get_email_outbox': 'staff:support',
  'POST /api/admin/send_notification': 'staff:support',
  'POST /api/admin/publish_notice': 'staff:support',
  'POST /api/admin/set_credit_quota': 'staff:finance',
  'POST /api/admin/create_coupon_group': 'staff:finance',
  // Operator console: its own login, session, staff management and audit trail
  'POST /api/ops/login': 'public',
  'POST /api/ops/login_totp': 'public',
  'POST /api/ops/logout': 'staff:any',
  'POST /api/ops/me': 'staff:any',
  'POST /api/ops/get_audit_list': 'staff:admin',
  'POST /api/ops/get_staff_list': 'staff:admin',
  'POST /api/ops/create_staff': 'staff:admin',
  'POST /api/ops/set_staff_role': 'staff:admin',
  'POST /api/ops/disable_staff': 'staff:admin',
  'POST /api/ops/reset_staff_totp': 'staff:admin',
  // Operator console: customer accounts (support and finance read; support ends sessions and login)
  'POST /api/ops/search_users': 'staff:support|finance',
  'POST /api/ops/get_user_profile': 'staff:support|finance',
  'POST /api/ops/get_user_ledger': 'staff:support|finance',
  'POST /api/ops/get_user_orders': 'staff:support|finance',
  'POST /api/ops/get_user_instances': 'staff:support|finance',
  'POST /api/ops/get_user_sub_accounts': 'staff:support|finance',
  'POST /api/ops/get_user_sessions': 'staff:support|finance',
  'POST /api/ops/end_user_session': 'staff:support',
  'POST /api/ops/end_user_sessions': 'staff:support',
  'POST /api/ops/disable_user_login': 'staff:support',
  'POST /api/ops/enable_user_login': 'staff:support',
  // Operator console: money adjustments (finance asks, another admin decides large ones)
  'POST /api/ops/adjust_money': 'staff:finance',
  'POST /api/ops/get_adjustments': 'staff:finance',
  'POST /api/ops/approve_adjustment': 'staff:admin',
  'POST /api/ops/reject_adjustment': 'staff:admin',
  // Operator console: the fleet (regions, hosts, prices, images)
  'POST /api/ops/fleet/get_region_list': 'staff:fleet',
  'POST /api/ops/fleet/create_region': 'staff:fleet',
  'POST /api/ops/fleet/rename_region': 'staff:fleet',
  'POST /api/ops/fleet/get_host_list': 'staff:fleet',
  'POST /api/ops/fleet/create_host': 'staff:fleet',
  'POST /api/ops/fleet/edit_host': 'staff:fleet',
  'POST /api/ops/fleet/set_host_status': 'staff:fleet',
  'POST /api/ops/fleet/set_host_price': 'staff:fleet',
  'POST /api/ops/fleet/get_image_list': 'staff:fleet',
  'POST /api/ops/fleet/create_image': 'staff:fleet',
  'POST /api/ops/fleet/set_image_enabled': 'staff:fleet',
  // Operator console: coupons (finance), notices and notifications (support), overview (every role)
  'POST /api/ops/get_coupon_groups': 'staff:finance',
  'POST /api/ops/get_coupon_group_claims': 'staff:finance',
  'POST /api/ops/stop_coupon_group': 'staff:finance',
  'POST /api/ops/get_notice_list': 'staff:support',
  'POST /api/ops/get_notice': 'staff:support',
  'POST /api/ops/create_notice_draft': 'staff:support',
  'POST /api/ops/save_notice_draft': 'staff:support',
  'POST /api/ops/publish_notice': 'staff:support',
  'POST /api/ops/unpublish_notice': 'staff:support',
  'POST /api/ops/count_notification_recipients': 'staff:support',
  'POST /api/ops/send_notification': 'staff:support',
  'POST /api/ops/get_overview': 'staff:any',
  // Third-party API
  'GET /third-party/api/v1/work-order/unread-flag': 'bearer-signed-in',
};

/** Extra body fields an instance or sub-account route needs to get past validation to its owner check. */
export const OBJECT_BODY_FIELDS: Record<string, Record<string, unknown>> = {
  'POST /api/note_container': { note: 'matrix' },
  'POST /api/update_bare_metal_instance_note': { note: 'matrix' },
  'POST /api/modify_kvm_password': { password: 'matrix-pass-1' },
  'POST /api/renew_kvm_v2_query_price': { mode: 'hourly', count: 1 },
  'POST /api/renew_kvm_v2': { mode: 'hourly', count: 1 },
  'POST /api/renew_container_v2_query_price': { mode: 'hourly', count: 1 },
  'POST /api/renew_container_v2': { mode: 'hourly', count: 1 },
  'POST /api/instance/change_due_mode_query_price': { mode: 'post_paid' },
  'POST /api/instance/change_due_mode': { mode: 'post_paid' },
  'POST /api/note_user_sub_account': { note: 'matrix' },
  'POST /api/reset_user_sub_account_password': { password: 'matrix-pass-1' },
  'POST /api/modify_sub_account_money_limit': { money_limit: '1' },
};
