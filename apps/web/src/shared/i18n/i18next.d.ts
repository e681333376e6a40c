import 'i18next';
import type { accountEnUS } from '../../features/account/i18n/en-US';
import type { contentEnUS } from '../../features/content/i18n/en-US';
import type { disksEnUS } from '../../features/disks/i18n/en-US';
import type { imagesEnUS } from '../../features/images/i18n/en-US';
import type { instancesEnUS } from '../../features/instances/i18n/en-US';
import type { pluginsEnUS } from '../../features/instances/plugins/i18n/en-US';
import type { invoicesEnUS } from '../../features/invoices/i18n/en-US';
import type { openApiEnUS } from '../../features/openApi/i18n/en-US';
import type { reservationsEnUS } from '../../features/reservations/i18n/en-US';
import type { salesPartnerEnUS } from '../../features/salesPartner/i18n/en-US';
import type { securityEnUS } from '../../features/security/i18n/en-US';
import type { storeOrderEnUS } from '../../features/store/i18n/en-US';
import type { verificationEnUS } from '../../features/verification/i18n/en-US';
import type { workOrdersEnUS } from '../../features/workOrders/i18n/en-US';
import type { opsAgreementsEnUS } from '../../ops/agreements/i18n/en-US';
import type { opsContentEnUS } from '../../ops/content/i18n/en-US';
import type { opsFleetEnUS } from '../../ops/fleet/i18n/en-US';
import type { opsEnUS } from '../../ops/i18n/en-US';
import type { opsInvoicesEnUS } from '../../ops/invoices/i18n/en-US';
import type { opsMoneyEnUS } from '../../ops/money/i18n/en-US';
import type { opsReservationsEnUS } from '../../ops/reservations/i18n/en-US';
import type { opsUsersEnUS } from '../../ops/users/i18n/en-US';
import type { opsVerificationsEnUS } from '../../ops/verifications/i18n/en-US';
import type { opsWorkOrdersEnUS } from '../../ops/workOrders/i18n/en-US';
import type { enUS } from './locales/en-US';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof enUS;
      storeOrder: typeof storeOrderEnUS;
      instances: typeof instancesEnUS;
      security: typeof securityEnUS;
      account: typeof accountEnUS;
      workOrders: typeof workOrdersEnUS;
      content: typeof contentEnUS;
      verification: typeof verificationEnUS;
      ops: typeof opsEnUS;
      opsUsers: typeof opsUsersEnUS;
      opsVerifications: typeof opsVerificationsEnUS;
      opsMoney: typeof opsMoneyEnUS;
      opsContent: typeof opsContentEnUS;
      opsFleet: typeof opsFleetEnUS;
      opsWorkOrders: typeof opsWorkOrdersEnUS;
      opsAgreements: typeof opsAgreementsEnUS;
      invoices: typeof invoicesEnUS;
      opsInvoices: typeof opsInvoicesEnUS;
      salesPartner: typeof salesPartnerEnUS;
      openApi: typeof openApiEnUS;
      disks: typeof disksEnUS;
      reservations: typeof reservationsEnUS;
      opsReservations: typeof opsReservationsEnUS;
      images: typeof imagesEnUS;
      plugins: typeof pluginsEnUS;
    };
  }
}
