// Loaded on the amount field's first check (TopUpForm), not with the page.
export { topUpAmountField } from '@gpucloud/contracts';
