/** The pages of the programme and the ones it points to, spelled once for links. */
export const PARTNER_PATHS = {
  dashboard: '/console/salesPartner/salesDashboard',
  income: '/console/income',
  withdrawRecords: '/console/finance/withdrawRecords',
  workOrder: '/console/createWorkOrder/selectQuestion',
} as const;
