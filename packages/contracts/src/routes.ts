// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
// The web calls these; routes.test.ts fails when they no longer match the map.
import type { ENDPOINTS } from './endpoints';
import type { Route } from './route';

type Map = typeof ENDPOINTS;

export const systemRoutes = {
  health: { method: 'GET', path: '/api/health', access: 'public' } as Route<Map['system']['health']>,
  openApi: { method: 'GET', path: '/api/openapi.json', access: 'public' } as Route<Map['system']['openApi']>,
};

export const authRoutes = {
  register: { method: 'POST', path: '/api/register', access: 'public' } as Route<Map['auth']['register']>,
  companyRegister: { method: 'POST', path: '/api/company_register', access: 'public' } as Route<
    Map['auth']['companyRegister']
  >,
  login: { method: 'POST', path: '/api/login', access: 'public' } as Route<Map['auth']['login']>,
  subAccountLogin: { method: 'POST', path: '/api/sub_account_login', access: 'public' } as Route<
    Map['auth']['subAccountLogin']
  >,
  sendVerifyCode: { method: 'POST', path: '/api/auth/send_verify_code', access: 'public' } as Route<
    Map['auth']['sendVerifyCode']
  >,
  resetPassword: { method: 'POST', path: '/api/reset_password', access: 'public' } as Route<
    Map['auth']['resetPassword']
  >,
  logout: { method: 'POST', path: '/api/logout', access: 'session' } as Route<Map['auth']['logout']>,
  wechatBindQrcode: { method: 'POST', path: '/api/auth/wechat/get_bind_qrcode', access: 'main' } as Route<
    Map['auth']['wechatBindQrcode']
  >,
  wechatBindStatus: { method: 'POST', path: '/api/auth/wechat/get_bind_status', access: 'main' } as Route<
    Map['auth']['wechatBindStatus']
  >,
  wechatBindAccounts: {
    method: 'POST',
    path: '/api/auth/wechat/get_bind_account_list',
    access: 'main',
  } as Route<Map['auth']['wechatBindAccounts']>,
  bindAccountList: { method: 'POST', path: '/api/auth/get_bind_account_list', access: 'main' } as Route<
    Map['auth']['bindAccountList']
  >,
  wechatUnbind: { method: 'POST', path: '/api/auth/wechat/unbind_account', access: 'main' } as Route<
    Map['auth']['wechatUnbind']
  >,
  wechatLoginQrcode: { method: 'POST', path: '/api/auth/wechat/get_login_qrcode', access: 'public' } as Route<
    Map['auth']['wechatLoginQrcode']
  >,
  wechatLoginStatus: { method: 'POST', path: '/api/auth/wechat/get_login_status', access: 'public' } as Route<
    Map['auth']['wechatLoginStatus']
  >,
};

export const accountRoutes = {
  userInfo: { method: 'POST', path: '/api/get_user_info', access: 'session' } as Route<
    Map['account']['userInfo']
  >,
  userVipInfo: { method: 'POST', path: '/api/get_user_vip_info', access: 'session' } as Route<
    Map['account']['userVipInfo']
  >,
  setLanguage: { method: 'POST', path: '/api/set_language', access: 'session' } as Route<
    Map['account']['setLanguage']
  >,
  modifyUserName: { method: 'POST', path: '/api/modify_user_name', access: 'main' } as Route<
    Map['account']['modifyUserName']
  >,
  settings: { method: 'POST', path: '/api/get_account_settings', access: 'main' } as Route<
    Map['account']['settings']
  >,
  modifyPassword: { method: 'POST', path: '/api/modify_passwd_new', access: 'session' } as Route<
    Map['account']['modifyPassword']
  >,
  modifyNotifyPhone: { method: 'POST', path: '/api/modify_notify_phone', access: 'main' } as Route<
    Map['account']['modifyNotifyPhone']
  >,
  changeNoticeEmail: { method: 'POST', path: '/api/change_notice_email', access: 'main' } as Route<
    Map['account']['changeNoticeEmail']
  >,
  changeNoticeSetting: { method: 'POST', path: '/api/change_notice_setting', access: 'main' } as Route<
    Map['account']['changeNoticeSetting']
  >,
  unregisterCheck: { method: 'POST', path: '/api/unregister_check', access: 'main' } as Route<
    Map['account']['unregisterCheck']
  >,
  unregister: { method: 'POST', path: '/api/unregister', access: 'main' } as Route<
    Map['account']['unregister']
  >,
  subAccounts: { method: 'POST', path: '/api/get_user_sub_accounts', access: 'main' } as Route<
    Map['account']['subAccounts']
  >,
  addSubAccount: { method: 'POST', path: '/api/add_user_sub_account', access: 'main' } as Route<
    Map['account']['addSubAccount']
  >,
  deleteSubAccount: { method: 'POST', path: '/api/delete_user_sub_account', access: 'main' } as Route<
    Map['account']['deleteSubAccount']
  >,
  noteSubAccount: { method: 'POST', path: '/api/note_user_sub_account', access: 'main' } as Route<
    Map['account']['noteSubAccount']
  >,
  resetSubAccountPassword: {
    method: 'POST',
    path: '/api/reset_user_sub_account_password',
    access: 'main',
  } as Route<Map['account']['resetSubAccountPassword']>,
  subAccountMoneyLimit: {
    method: 'POST',
    path: '/api/modify_sub_account_money_limit',
    access: 'main',
  } as Route<Map['account']['subAccountMoneyLimit']>,
  subAccountInstances: {
    method: 'POST',
    path: '/api/get_user_sub_account_container',
    access: 'main',
  } as Route<Map['account']['subAccountInstances']>,
  ownSubAccountInstances: {
    method: 'POST',
    path: '/api/get_sub_account_container',
    access: 'session',
  } as Route<Map['account']['ownSubAccountInstances']>,
};

export const adminRoutes = {
  smsOutbox: { method: 'POST', path: '/api/admin/get_sms_outbox', access: 'operator' } as Route<
    Map['admin']['smsOutbox']
  >,
  emailOutbox: { method: 'POST', path: '/api/admin/get_email_outbox', access: 'operator' } as Route<
    Map['admin']['emailOutbox']
  >,
  sendNotification: { method: 'POST', path: '/api/admin/send_notification', access: 'operator' } as Route<
    Map['admin']['sendNotification']
  >,
  publishNotice: { method: 'POST', path: '/api/admin/publish_notice', access: 'operator' } as Route<
    Map['admin']['publishNotice']
  >,
  setCreditQuota: { method: 'POST', path: '/api/admin/set_credit_quota', access: 'operator' } as Route<
    Map['admin']['setCreditQuota']
  >,
  createCouponGroup: { method: 'POST', path: '/api/admin/create_coupon_group', access: 'operator' } as Route<
    Map['admin']['createCouponGroup']
  >,
};

export const noticesRoutes = {
  bannerAndNotice: { method: 'POST', path: '/api/app/get_banner_and_notice', access: 'public' } as Route<
    Map['notices']['bannerAndNotice']
  >,
  noticePage: { method: 'GET', path: '/api/get_notice_by_page', access: 'public' } as Route<
    Map['notices']['noticePage']
  >,
  noticeById: { method: 'POST', path: '/api/get_blod_by_id', access: 'public' } as Route<
    Map['notices']['noticeById']
  >,
};

export const storeRoutes = {
  selectorOptions: {
    method: 'POST',
    path: '/api/store/get_store_selector_options',
    access: 'public',
  } as Route<Map['store']['selectorOptions']>,
  gpuSelectorDetail: { method: 'POST', path: '/api/gpu_selector_detail', access: 'public' } as Route<
    Map['store']['gpuSelectorDetail']
  >,
  gpuPriceInfo: { method: 'POST', path: '/api/gpu_priceinfo', access: 'public' } as Route<
    Map['store']['gpuPriceInfo']
  >,
  kvmGpuSelector: { method: 'POST', path: '/api/store/get_kvm_gpu_selector', access: 'public' } as Route<
    Map['store']['kvmGpuSelector']
  >,
  dockerGpuSelector: {
    method: 'POST',
    path: '/api/store/get_docker_gpu_selector',
    access: 'public',
  } as Route<Map['store']['dockerGpuSelector']>,
  availableKvmNum: { method: 'POST', path: '/api/get_available_kvm_num', access: 'public' } as Route<
    Map['store']['availableKvmNum']
  >,
  availableKvmNumWithoutImage: {
    method: 'POST',
    path: '/api/get_available_kvm_num_without_image',
    access: 'public',
  } as Route<Map['store']['availableKvmNumWithoutImage']>,
  availableDockerNum: { method: 'POST', path: '/api/get_available_docker_num', access: 'public' } as Route<
    Map['store']['availableDockerNum']
  >,
  availableDockerNumWithoutImage: {
    method: 'POST',
    path: '/api/get_available_docker_num_without_image',
    access: 'public',
  } as Route<Map['store']['availableDockerNumWithoutImage']>,
  instanceSpecifications: {
    method: 'POST',
    path: '/api/store/get_instance_specifications',
    access: 'public',
  } as Route<Map['store']['instanceSpecifications']>,
  kvmBoard: { method: 'POST', path: '/api/instanceAvailableKvmStore', access: 'public' } as Route<
    Map['store']['kvmBoard']
  >,
};

export const instancesRoutes = {
  quotePrice: { method: 'POST', path: '/api/instance/query_price', access: 'session' } as Route<
    Map['instances']['quotePrice']
  >,
  create: { method: 'POST', path: '/api/instance/create', access: 'session' } as Route<
    Map['instances']['create']
  >,
  list: { method: 'POST', path: '/api/get_container_by_token_with_page_v2', access: 'session' } as Route<
    Map['instances']['list']
  >,
  errorRefund: { method: 'POST', path: '/api/instance/kvm_error_refund', access: 'session' } as Route<
    Map['instances']['errorRefund']
  >,
  note: { method: 'POST', path: '/api/note_container', access: 'session' } as Route<Map['instances']['note']>,
  bareMetalList: { method: 'POST', path: '/api/get_bare_metal_instance_list', access: 'session' } as Route<
    Map['instances']['bareMetalList']
  >,
  bareMetalNote: { method: 'POST', path: '/api/update_bare_metal_instance_note', access: 'session' } as Route<
    Map['instances']['bareMetalNote']
  >,
  stop: { method: 'POST', path: '/api/instance/stop', access: 'session' } as Route<Map['instances']['stop']>,
  restart: { method: 'POST', path: '/api/restart_kvm', access: 'session' } as Route<
    Map['instances']['restart']
  >,
  startFromShutdown: { method: 'POST', path: '/api/restart_kvm_from_shutdown', access: 'session' } as Route<
    Map['instances']['startFromShutdown']
  >,
  startFromKeptDisk: {
    method: 'POST',
    path: '/api/run_kvm_from_keepped_instancee',
    access: 'session',
  } as Route<Map['instances']['startFromKeptDisk']>,
  access: { method: 'POST', path: '/api/get_vnc_and_ssh', access: 'session' } as Route<
    Map['instances']['access']
  >,
  rdpFile: { method: 'POST', path: '/api/get_rdp_file', access: 'session' } as Route<
    Map['instances']['rdpFile']
  >,
  modifyPassword: { method: 'POST', path: '/api/modify_kvm_password', access: 'session' } as Route<
    Map['instances']['modifyPassword']
  >,
  screenshot: { method: 'POST', path: '/api/screenshot_kvm', access: 'session' } as Route<
    Map['instances']['screenshot']
  >,
  localImages: { method: 'GET', path: '/api/instance/kvm/get_local_images', access: 'session' } as Route<
    Map['instances']['localImages']
  >,
  reinit: { method: 'POST', path: '/api/instance/kvm/reinit_kvm_async', access: 'session' } as Route<
    Map['instances']['reinit']
  >,
  logs: { method: 'POST', path: '/api/logs/get_instance_log_list', access: 'session' } as Route<
    Map['instances']['logs']
  >,
  availableGpus: {
    method: 'POST',
    path: '/api/instance/get_instance_available_kvm_num',
    access: 'session',
  } as Route<Map['instances']['availableGpus']>,
  migrationConditions: {
    method: 'POST',
    path: '/api/instance/get_kvm_migration_conditions',
    access: 'session',
  } as Route<Map['instances']['migrationConditions']>,
  migrate: { method: 'POST', path: '/api/instance/migrate_instance', access: 'session' } as Route<
    Map['instances']['migrate']
  >,
  remainDisks: { method: 'POST', path: '/api/instance/get_remain_disk', access: 'session' } as Route<
    Map['instances']['remainDisks']
  >,
  release: { method: 'POST', path: '/api/instance/remove_remain_disk_kvm', access: 'session' } as Route<
    Map['instances']['release']
  >,
  renewKvmQuote: { method: 'POST', path: '/api/renew_kvm_v2_query_price', access: 'session' } as Route<
    Map['instances']['renewKvmQuote']
  >,
  renewKvm: { method: 'POST', path: '/api/renew_kvm_v2', access: 'session' } as Route<
    Map['instances']['renewKvm']
  >,
  renewContainerQuote: {
    method: 'POST',
    path: '/api/renew_container_v2_query_price',
    access: 'session',
  } as Route<Map['instances']['renewContainerQuote']>,
  renewContainer: { method: 'POST', path: '/api/renew_container_v2', access: 'session' } as Route<
    Map['instances']['renewContainer']
  >,
  stopWithRefundQuote: {
    method: 'POST',
    path: '/api/instance/stop_instance_with_refund_query_price',
    access: 'session',
  } as Route<Map['instances']['stopWithRefundQuote']>,
  stopWithRefund: {
    method: 'POST',
    path: '/api/instance/stop_instance_with_refund',
    access: 'session',
  } as Route<Map['instances']['stopWithRefund']>,
  changeDueModeQuote: {
    method: 'POST',
    path: '/api/instance/change_due_mode_query_price',
    access: 'session',
  } as Route<Map['instances']['changeDueModeQuote']>,
  changeDueMode: { method: 'POST', path: '/api/instance/change_due_mode', access: 'session' } as Route<
    Map['instances']['changeDueMode']
  >,
};

export const inboxRoutes = {
  notificationList: { method: 'POST', path: '/api/notifications/get_list', access: 'session' } as Route<
    Map['inbox']['notificationList']
  >,
  messageList: { method: 'POST', path: '/api/messages/get_list', access: 'session' } as Route<
    Map['inbox']['messageList']
  >,
  setNotificationsRead: { method: 'POST', path: '/api/notifications/set_read', access: 'session' } as Route<
    Map['inbox']['setNotificationsRead']
  >,
  setAllNotificationsRead: {
    method: 'POST',
    path: '/api/notifications/set_read_all',
    access: 'session',
  } as Route<Map['inbox']['setAllNotificationsRead']>,
  setMessagesRead: { method: 'POST', path: '/api/messages/set_read', access: 'session' } as Route<
    Map['inbox']['setMessagesRead']
  >,
  setAllMessagesRead: { method: 'POST', path: '/api/messages/set_read_all', access: 'session' } as Route<
    Map['inbox']['setAllMessagesRead']
  >,
};

export const walletRoutes = {
  balanceChangeList: { method: 'POST', path: '/api/get_wallet_balance_change_list', access: 'main' } as Route<
    Map['wallet']['balanceChangeList']
  >,
  voucherPacks: { method: 'POST', path: '/api/get_power_money_packs', access: 'public' } as Route<
    Map['wallet']['voucherPacks']
  >,
  buyVoucherPack: { method: 'POST', path: '/api/buy_power_money', access: 'main' } as Route<
    Map['wallet']['buyVoucherPack']
  >,
  setPayPreference: { method: 'POST', path: '/api/set_pay_preference', access: 'main' } as Route<
    Map['wallet']['setPayPreference']
  >,
  createTopUp: { method: 'POST', path: '/api/create_qrcode', access: 'main' } as Route<
    Map['wallet']['createTopUp']
  >,
  topUpQr: { method: 'POST', path: '/api/get_qrcode', access: 'main' } as Route<Map['wallet']['topUpQr']>,
  topUpStatus: { method: 'POST', path: '/api/get_order_status', access: 'main' } as Route<
    Map['wallet']['topUpStatus']
  >,
  paymentNotify: { method: 'POST', path: '/api/payment/notify/sandbox', access: 'public' } as Route<
    Map['wallet']['paymentNotify']
  >,
};

export const couponsRoutes = {
  visibleGroups: { method: 'POST', path: '/api/get_all_user_visible_coupon_group', access: 'main' } as Route<
    Map['coupons']['visibleGroups']
  >,
  claim: { method: 'POST', path: '/api/assign_to_user', access: 'main' } as Route<Map['coupons']['claim']>,
  userCoupons: { method: 'POST', path: '/api/get_user_assigned_coupon', access: 'main' } as Route<
    Map['coupons']['userCoupons']
  >,
  useMoneyCoupon: { method: 'POST', path: '/api/use_money_coupon', access: 'main' } as Route<
    Map['coupons']['useMoneyCoupon']
  >,
};

export const billingRoutes = {
  orders: { method: 'POST', path: '/api/get_order', access: 'main' } as Route<Map['billing']['orders']>,
  exportRechargeOrders: { method: 'POST', path: '/api/export_recharge_order', access: 'main' } as Route<
    Map['billing']['exportRechargeOrders']
  >,
};

export const workOrdersRoutes = {
  unreadFlag: {
    method: 'GET',
    path: '/third-party/api/v1/work-order/unread-flag',
    access: 'bearer',
  } as Route<Map['workOrders']['unreadFlag']>,
};
