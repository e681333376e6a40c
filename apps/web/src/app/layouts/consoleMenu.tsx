import {
  AccountBookOutlined,
  ApiOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BellOutlined,
  CloudServerOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  FieldTimeOutlined,
  FileTextOutlined,
  GiftOutlined,
  HddOutlined,
  IdcardOutlined,
  KeyOutlined,
  LockOutlined,
  MoneyCollectOutlined,
  ProfileOutlined,
  ReconciliationOutlined,
  RiseOutlined,
  ScheduleOutlined,
  SendOutlined,
  TeamOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { enUS } from '../../shared/i18n/locales/en-US';
import type { ConsoleMenuKey, PageKey } from '../../shared/routing/handle';

export interface ConsoleMenuEntry {
  key: ConsoleMenuKey;
  to: string;
  label: PageKey;
  icon: ReactNode;
}

export interface ConsoleMenuGroup {
  group: keyof typeof enUS.console.groups;
  entries: ConsoleMenuEntry[];
}

/** Every console section of SPEC §2, grouped; a route highlights its entry by `handle.menuKey`. */
export const CONSOLE_MENU: ConsoleMenuGroup[] = [
  {
    group: 'overview',
    entries: [
      { key: 'dashboard', to: '/console/dashboard', label: 'dashboard', icon: <DashboardOutlined /> },
    ],
  },
  {
    group: 'resources',
    entries: [
      {
        key: 'customizeImage',
        to: '/console/customizeImage',
        label: 'customizeImage',
        icon: <DatabaseOutlined />,
      },
      { key: 'templates', to: '/console/templates', label: 'templates', icon: <AppstoreOutlined /> },
      { key: 'reservations', to: '/console/reservations', label: 'reservations', icon: <ScheduleOutlined /> },
      { key: 'gpuWaits', to: '/console/gpu-waits', label: 'gpuWaits', icon: <FieldTimeOutlined /> },
      { key: 'cloudDisk', to: '/console/cloudDisk', label: 'cloudDisk', icon: <HddOutlined /> },
      {
        key: 'subAccountInstance',
        to: '/console/subAccountInstance',
        label: 'subAccountInstance',
        icon: <CloudServerOutlined />,
      },
    ],
  },
  {
    group: 'finance',
    entries: [
      { key: 'recharge', to: '/console/recharge', label: 'recharge', icon: <WalletOutlined /> },
      { key: 'coupon', to: '/console/coupon', label: 'coupon', icon: <GiftOutlined /> },
      { key: 'orders', to: '/console/finance/orders', label: 'orders', icon: <ProfileOutlined /> },
      {
        key: 'expenseDetail',
        to: '/console/finance/expenseDetail',
        label: 'expenseDetail',
        icon: <AccountBookOutlined />,
      },
      {
        key: 'withdrawRecords',
        to: '/console/finance/withdrawRecords',
        label: 'withdrawRecords',
        icon: <MoneyCollectOutlined />,
      },
      { key: 'invoice', to: '/console/invoice', label: 'invoice', icon: <ReconciliationOutlined /> },
      { key: 'income', to: '/console/income', label: 'income', icon: <RiseOutlined /> },
    ],
  },
  {
    group: 'account',
    entries: [
      { key: 'accountInfo', to: '/console/accountInfo', label: 'accountInfo', icon: <IdcardOutlined /> },
      { key: 'safe', to: '/console/safe', label: 'safe', icon: <LockOutlined /> },
      { key: 'sshKeys', to: '/console/sshKeys', label: 'sshKeys', icon: <KeyOutlined /> },
      { key: 'messages', to: '/console/messages', label: 'messages', icon: <BellOutlined /> },
      {
        key: 'verification',
        to: '/console/verification',
        label: 'selectVerification',
        icon: <AuditOutlined />,
      },
    ],
  },
  {
    group: 'support',
    entries: [
      {
        key: 'selectQuestion',
        to: '/console/createWorkOrder/selectQuestion',
        label: 'selectQuestion',
        icon: <CustomerServiceOutlined />,
      },
      {
        key: 'myWorkOrder',
        to: '/console/createWorkOrder/myWorkOrder',
        label: 'myWorkOrder',
        icon: <FileTextOutlined />,
      },
    ],
  },
  {
    group: 'partner',
    entries: [
      {
        key: 'salesDashboard',
        to: '/console/salesPartner/salesDashboard',
        label: 'salesDashboard',
        icon: <TeamOutlined />,
      },
      { key: 'accessKey', to: '/console/openapi/accessKey', label: 'accessKey', icon: <ApiOutlined /> },
      { key: 'webhooks', to: '/console/webhooks', label: 'webhooks', icon: <SendOutlined /> },
    ],
  },
];
