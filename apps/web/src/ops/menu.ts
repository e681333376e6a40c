import {
  AccountBookOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  CalendarOutlined,
  CloudDownloadOutlined,
  CloudServerOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  FileProtectOutlined,
  FileTextOutlined,
  GiftOutlined,
  GlobalOutlined,
  InboxOutlined,
  MailOutlined,
  MessageOutlined,
  NotificationOutlined,
  PictureOutlined,
  ProfileOutlined,
  QuestionCircleOutlined,
  ReadOutlined,
  RobotOutlined,
  RollbackOutlined,
  SafetyCertificateOutlined,
  SendOutlined,
  SolutionOutlined,
  TeamOutlined,
  TrophyOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { StaffRole } from '@gpucloud/contracts';
import type { ComponentType } from 'react';
import type { opsEnUS } from './i18n/en-US';

export type OpsPageKey = keyof typeof opsEnUS.menu;

export interface OpsPage {
  key: OpsPageKey;
  path: string;
  /** Who besides admin may open it; admin opens every page. Mirrors the staffRoles of its endpoints. */
  roles: readonly StaffRole[];
  icon: ComponentType;
}

/**
 * Every page of the operator console, in menu order: one row per page, naming the roles that may
 * open it (the menu shows it to them, the guard lets them in). A new page adds a row here.
 */
export const OPS_PAGES: readonly OpsPage[] = [
  // The landing page of every role (/ops opens the first page of one's menu).
  {
    key: 'overview',
    path: '/ops/overview',
    roles: ['support', 'finance', 'reviewer', 'fleet'],
    icon: DashboardOutlined,
  },
  { key: 'audit', path: '/ops/audit', roles: ['admin'], icon: AuditOutlined },
  { key: 'users', path: '/ops/users', roles: ['support', 'finance'], icon: UserOutlined },
  { key: 'workOrders', path: '/ops/work-orders', roles: ['support'], icon: CustomerServiceOutlined },
  {
    key: 'cannedReplies',
    path: '/ops/work-orders/canned-replies',
    roles: ['support'],
    icon: MessageOutlined,
  },
  { key: 'workOrderHelp', path: '/ops/work-order-help', roles: ['support'], icon: QuestionCircleOutlined },
  { key: 'verifications', path: '/ops/verifications', roles: ['reviewer'], icon: SafetyCertificateOutlined },
  { key: 'adjustments', path: '/ops/adjustments', roles: [], icon: AccountBookOutlined },
  { key: 'hosts', path: '/ops/hosts', roles: ['fleet'], icon: CloudServerOutlined },
  { key: 'regions', path: '/ops/regions', roles: ['fleet'], icon: GlobalOutlined },
  { key: 'images', path: '/ops/images', roles: ['fleet'], icon: AppstoreOutlined },
  { key: 'reservations', path: '/ops/reservations', roles: ['fleet'], icon: CalendarOutlined },
  { key: 'coupons', path: '/ops/coupons', roles: ['finance'], icon: GiftOutlined },
  { key: 'invoices', path: '/ops/invoices', roles: ['finance'], icon: FileTextOutlined },
  { key: 'partners', path: '/ops/partners', roles: ['finance'], icon: SolutionOutlined },
  { key: 'withdrawals', path: '/ops/withdrawals', roles: ['finance'], icon: BankOutlined },
  { key: 'refunds', path: '/ops/refunds', roles: ['finance'], icon: RollbackOutlined },
  { key: 'notices', path: '/ops/notices', roles: ['support'], icon: NotificationOutlined },
  { key: 'banners', path: '/ops/banners', roles: ['support'], icon: PictureOutlined },
  { key: 'docs', path: '/ops/docs', roles: ['support'], icon: ReadOutlined },
  { key: 'notifications', path: '/ops/notifications', roles: ['support'], icon: SendOutlined },
  { key: 'smsOutbox', path: '/ops/sms-outbox', roles: ['support'], icon: InboxOutlined },
  { key: 'emailOutbox', path: '/ops/email-outbox', roles: ['support'], icon: MailOutlined },
  { key: 'datasets', path: '/ops/datasets', roles: ['support'], icon: DatabaseOutlined },
  { key: 'aiModels', path: '/ops/ai-models', roles: ['support'], icon: RobotOutlined },
  { key: 'templates', path: '/ops/templates', roles: ['support'], icon: ProfileOutlined },
  { key: 'software', path: '/ops/software', roles: ['support'], icon: CloudDownloadOutlined },
  { key: 'agreements', path: '/ops/agreements', roles: ['support'], icon: FileProtectOutlined },
  { key: 'scoreStore', path: '/ops/score-store', roles: ['support'], icon: TrophyOutlined },
  { key: 'staff', path: '/ops/staff', roles: ['admin'], icon: TeamOutlined },
];

export function canOpen(role: StaffRole, key: OpsPageKey): boolean {
  if (role === 'admin') return true;
  return OPS_PAGES.some((page) => page.key === key && page.roles.includes(role));
}

/** The side menu of a staff member: the pages their role opens. */
export function menuFor(role: StaffRole): readonly OpsPage[] {
  return OPS_PAGES.filter((page) => canOpen(role, page.key));
}
