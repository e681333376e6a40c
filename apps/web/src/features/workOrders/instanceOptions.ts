import type { WorkOrderInstanceOption } from '@gpucloud/contracts';

/**
 * The picker's value for "none, or I no longer have it": the ticket then names no instance. Not
 * empty (the form would count it as unanswered) and never an instance's name (those have no brackets).
 */
export const NO_INSTANCE = '(none)';

export interface InstanceOptionTexts {
  none: string;
  released: string;
  status: (status: WorkOrderInstanceOption['status']) => string;
}

/**
 * The ticket form's instance choices: "none" first (a customer whose instance is gone must still
 * be able to write), then the caller's instances, a released one marked "(released)".
 */
export function instanceOptions(rows: readonly WorkOrderInstanceOption[], texts: InstanceOptionTexts) {
  return [
    { value: NO_INSTANCE, label: texts.none },
    ...rows.map((row) => ({
      value: row.name,
      label: row.released ? `${row.name} (${texts.released})` : `${row.name} · ${texts.status(row.status)}`,
    })),
  ];
}

/** What `resource_id` takes from the picker: nothing for "none". */
export function resourceIdOf(value: string | undefined): string | undefined {
  return value === undefined || value === NO_INSTANCE ? undefined : value;
}
