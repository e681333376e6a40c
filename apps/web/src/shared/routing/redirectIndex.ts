import { type RouteObject, redirect } from 'react-router';

/** A parent path that opens one of its children (SPEC §2: createWorkOrder → selectQuestion, ...). */
export function redirectIndex(to: string): RouteObject {
  return { index: true, loader: () => redirect(to) };
}
