export * from './account';
export * from './auth';
export * from './constants';
export * from './envelope';
export * from './errors';
export * from './fields';
export * from './health';
export * from './store';
