import type { AnyEndpoint } from '../endpoint';
import { accountEndpoints } from './account';
import { adminEndpoints } from './admin';
import { agreementAcceptanceEndpoints, agreementsEndpoints } from './agreements';
import { authEndpoints } from './auth';
import { autoStopEndpoints } from './auto-stop';
import { billingEndpoints } from './billing';
import { catalogEndpoints } from './catalog';
import { costReportsEndpoints } from './cost-reports';
import { couponsEndpoints } from './coupons';
import { customImagesEndpoints } from './custom-images';
import { disksEndpoints } from './disks';
import { docsEndpoints, opsDocsEndpoints } from './docs';
import { gpuWaitsEndpoints } from './gpu-waits';
import { inboxEndpoints } from './inbox';
import { instancesEndpoints } from './instances';
import { invoicesEndpoints } from './invoices';
import { loginSessionsEndpoints } from './login-sessions';
import { monitoringEndpoints, opsMonitoringEndpoints } from './monitoring';
import { noticesEndpoints } from './notices';
import { accessKeyEndpoints, opsAccessKeyEndpoints, publicApiEndpoints } from './open-api';
import { opsEndpoints } from './ops';
import { opsBannersEndpoints } from './ops-banners';
import { opsContentEndpoints } from './ops-content';
import { opsFleetEndpoints } from './ops-fleet';
import { opsMoneyEndpoints } from './ops-money';
import { opsRefundsEndpoints } from './ops-refunds';
import { opsUsersEndpoints } from './ops-users';
import { opsWorkOrderDeskEndpoints, opsWorkOrdersEndpoints } from './ops-work-orders';
import { opsPartnersEndpoints, partnersEndpoints } from './partners';
import { passkeysEndpoints } from './passkeys';
import { pluginsEndpoints } from './plugins';
import { opsPointsEndpoints, pointsEndpoints } from './points';
import { opsReservationsEndpoints, reservationsEndpoints } from './reservations';
import { runwayEndpoints } from './runway';
import { secondFactorEndpoints } from './second-factor';
import { opsServicesEndpoints, servicesEndpoints } from './services';
import { softwareEndpoints } from './software';
import { sshKeysEndpoints } from './ssh-keys';
import { storeEndpoints } from './store';
import { systemEndpoints } from './system';
import { templatesEndpoints } from './templates';
import { opsTerminalEndpoints, terminalEndpoints } from './terminal';
import { opsVerificationEndpoints, verificationEndpoints } from './verification';
import { walletEndpoints } from './wallet';
import { webhooksEndpoints } from './webhooks';
import { workOrdersEndpoints } from './work-orders';

export { accountEndpoints } from './account';
export { adminEndpoints } from './admin';
export { agreementAcceptanceEndpoints, agreementsEndpoints } from './agreements';
export { authEndpoints } from './auth';
export { autoStopEndpoints } from './auto-stop';
export { billingEndpoints } from './billing';
export { catalogEndpoints } from './catalog';
export { costReportsEndpoints } from './cost-reports';
export { couponsEndpoints } from './coupons';
export { customImagesEndpoints } from './custom-images';
export { disksEndpoints } from './disks';
export { docsEndpoints, opsDocsEndpoints } from './docs';
export { gpuWaitsEndpoints } from './gpu-waits';
export { inboxEndpoints } from './inbox';
export { instancesEndpoints } from './instances';
export { invoicesEndpoints } from './invoices';
export { loginSessionsEndpoints } from './login-sessions';
export { monitoringEndpoints, opsMonitoringEndpoints } from './monitoring';
export { noticesEndpoints } from './notices';
export { accessKeyEndpoints, opsAccessKeyEndpoints, publicApiEndpoints } from './open-api';
export { opsEndpoints } from './ops';
export { opsBannersEndpoints } from './ops-banners';
export { opsContentEndpoints } from './ops-content';
export { opsFleetEndpoints } from './ops-fleet';
export { opsMoneyEndpoints } from './ops-money';
export { opsRefundsEndpoints } from './ops-refunds';
export { opsUsersEndpoints } from './ops-users';
export { opsWorkOrderDeskEndpoints, opsWorkOrdersEndpoints } from './ops-work-orders';
export { opsPartnersEndpoints, partnersEndpoints } from './partners';
export { passkeysEndpoints } from './passkeys';
export { pluginsEndpoints } from './plugins';
export { opsPointsEndpoints, pointsEndpoints } from './points';
export { opsReservationsEndpoints, reservationsEndpoints } from './reservations';
export { runwayEndpoints } from './runway';
export { secondFactorEndpoints } from './second-factor';
export { opsServicesEndpoints, servicesEndpoints } from './services';
export { softwareEndpoints } from './software';
export { sshKeysEndpoints } from './ssh-keys';
export { storeEndpoints } from './store';
export { systemEndpoints } from './system';
export { templatesEndpoints } from './templates';
export { opsTerminalEndpoints, terminalEndpoints } from './terminal';
export { opsVerificationEndpoints, verificationEndpoints } from './verification';
export { walletEndpoints } from './wallet';
export { webhooksEndpoints } from './webhooks';
export { workOrdersEndpoints } from './work-orders';

/**
 * Every endpoint of /api and /third-party, by feature. The server registers exactly these (a test
 * compares the running routes with this map), and the OpenAPI document, the authorization matrix and
 * the malformed-input sweep walk them.
 */
export const ENDPOINTS = {
  system: systemEndpoints,
  auth: authEndpoints,
  account: accountEndpoints,
  loginSessions: loginSessionsEndpoints,
  admin: adminEndpoints,
  agreements: agreementsEndpoints,
  agreementAcceptance: agreementAcceptanceEndpoints,
  ops: opsEndpoints,
  opsContent: opsContentEndpoints,
  opsBanners: opsBannersEndpoints,
  opsFleet: opsFleetEndpoints,
  opsUsers: opsUsersEndpoints,
  opsMoney: opsMoneyEndpoints,
  opsRefunds: opsRefundsEndpoints,
  opsWorkOrders: opsWorkOrdersEndpoints,
  opsWorkOrderDesk: opsWorkOrderDeskEndpoints,
  notices: noticesEndpoints,
  store: storeEndpoints,
  instances: instancesEndpoints,
  monitoring: monitoringEndpoints,
  opsMonitoring: opsMonitoringEndpoints,
  inbox: inboxEndpoints,
  wallet: walletEndpoints,
  runway: runwayEndpoints,
  coupons: couponsEndpoints,
  billing: billingEndpoints,
  invoices: invoicesEndpoints,
  costReports: costReportsEndpoints,
  workOrders: workOrdersEndpoints,
  verification: verificationEndpoints,
  opsVerification: opsVerificationEndpoints,
  partners: partnersEndpoints,
  opsPartners: opsPartnersEndpoints,
  accessKeys: accessKeyEndpoints,
  opsAccessKeys: opsAccessKeyEndpoints,
  publicApi: publicApiEndpoints,
  reservations: reservationsEndpoints,
  opsReservations: opsReservationsEndpoints,
  disks: disksEndpoints,
  customImages: customImagesEndpoints,
  plugins: pluginsEndpoints,
  autoStop: autoStopEndpoints,
  gpuWaits: gpuWaitsEndpoints,
  secondFactor: secondFactorEndpoints,
  services: servicesEndpoints,
  opsServices: opsServicesEndpoints,
  points: pointsEndpoints,
  opsPoints: opsPointsEndpoints,
  docs: docsEndpoints,
  opsDocs: opsDocsEndpoints,
  catalog: catalogEndpoints,
  software: softwareEndpoints,
  sshKeys: sshKeysEndpoints,
  passkeys: passkeysEndpoints,
  terminal: terminalEndpoints,
  opsTerminal: opsTerminalEndpoints,
  templates: templatesEndpoints,
  webhooks: webhooksEndpoints,
} satisfies Record<string, Record<string, AnyEndpoint>>;

/** The map as a list, each entry with its feature and name (e.g. `notices.noticeById`). */
export function listEndpoints(): Array<{ id: string; endpoint: AnyEndpoint }> {
  return Object.entries(ENDPOINTS).flatMap(([feature, group]) =>
    Object.entries(group).map(([name, entry]) => ({
      id: `${feature}.${name}`,
      endpoint: entry as AnyEndpoint,
    })),
  );
}
