import type { Access, AnyEndpoint } from './endpoint';

/**
 * What a client needs of an endpoint at run time (method, full path, access level), with the whole
 * endpoint kept as a type only. The web calls routes, not endpoints: an endpoint's zod schemas would
 * bring zod and every schema into the first load of every page (src/routes/ is generated from the map).
 */
export interface Route<E extends AnyEndpoint = AnyEndpoint> {
  readonly method: E['method'];
  readonly path: string;
  readonly access: Access;
  /** Never set: carries the endpoint's type, from which a call takes its input and answer types. */
  readonly endpoint?: E;
}
