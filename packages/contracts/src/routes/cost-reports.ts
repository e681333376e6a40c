// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.

export { allGpuInfo } from './cost-reports/allGpuInfo';
export { bareMetalCostList } from './cost-reports/bareMetalCostList';
export { exportBareMetalCostList } from './cost-reports/exportBareMetalCostList';
export { exportInstanceCostList } from './cost-reports/exportInstanceCostList';
export { instanceCostInfo } from './cost-reports/instanceCostInfo';
export { instanceCostList } from './cost-reports/instanceCostList';
