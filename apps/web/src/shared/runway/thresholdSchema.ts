// Loaded on the threshold field's first check (ThresholdForm), not with the page.
export { setLowBalanceThresholdRequest } from '@gpucloud/contracts';
