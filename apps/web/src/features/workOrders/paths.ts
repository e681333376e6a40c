import type { WorkOrderSubcategory } from '@gpucloud/contracts';

/** The console addresses of the work-order pages (SPEC §2). */
export const SELECT_QUESTION_PATH = '/console/createWorkOrder/selectQuestion';
export const MY_WORK_ORDERS_PATH = '/console/createWorkOrder/myWorkOrder';

export function detailPath(id: number): string {
  return `/console/createWorkOrder/myWorkOrderDetail/${id}`;
}

/** /console/createWorkOrder/submit/:id/:question/:resource_type of a subcategory. */
export function submitPath(
  subcategory: Pick<WorkOrderSubcategory, 'id' | 'resource_type'>,
  question: string,
): string {
  return `/console/createWorkOrder/submit/${subcategory.id}/${encodeURIComponent(question)}/${subcategory.resource_type}`;
}
