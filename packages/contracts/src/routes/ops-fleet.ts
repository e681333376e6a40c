// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.

export { hostCreate } from './ops-fleet/hostCreate';
export { hostEdit } from './ops-fleet/hostEdit';
export { hostList } from './ops-fleet/hostList';
export { hostMarkDown } from './ops-fleet/hostMarkDown';
export { hostMarkUp } from './ops-fleet/hostMarkUp';
export { hostOutageList } from './ops-fleet/hostOutageList';
export { hostSetInterruptiblePrice } from './ops-fleet/hostSetInterruptiblePrice';
export { hostSetNoGpuPrice } from './ops-fleet/hostSetNoGpuPrice';
export { hostSetPrice } from './ops-fleet/hostSetPrice';
export { hostSetStatus } from './ops-fleet/hostSetStatus';
export { imageCreate } from './ops-fleet/imageCreate';
export { imageList } from './ops-fleet/imageList';
export { imageSetEnabled } from './ops-fleet/imageSetEnabled';
export { regionCreate } from './ops-fleet/regionCreate';
export { regionList } from './ops-fleet/regionList';
export { regionRename } from './ops-fleet/regionRename';
