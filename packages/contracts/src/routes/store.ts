// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.

export { availableDockerNum } from './store/availableDockerNum';
export { availableDockerNumWithoutImage } from './store/availableDockerNumWithoutImage';
export { availableKvmNum } from './store/availableKvmNum';
export { availableKvmNumWithoutImage } from './store/availableKvmNumWithoutImage';
export { dockerGpuSelector } from './store/dockerGpuSelector';
export { gpuPriceInfo } from './store/gpuPriceInfo';
export { gpuSelectorDetail } from './store/gpuSelectorDetail';
export { instanceSpecifications } from './store/instanceSpecifications';
export { kvmBoard } from './store/kvmBoard';
export { kvmGpuSelector } from './store/kvmGpuSelector';
export { selectorOptions } from './store/selectorOptions';
