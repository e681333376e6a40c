import type { GpuCountSpec, ImageOption, RentalRequest } from '@gpucloud/contracts';
import { isValidRentalCount, RENTAL_PERIODS, type RentalMode } from '@gpucloud/domain';

/** Billing modes in the order the form offers them. */
export const RENTAL_MODES_SHOWN: readonly RentalMode[] = ['hourly', 'daily', 'monthly', 'post_paid'];

/** What the order form holds; the ids are undefined until chosen. */
export interface OrderFormValues {
  imageId?: number;
  gpuCount?: number;
  mode: RentalMode;
  /** Hours, days or months by mode; 1 for pay-as-you-go. */
  count: number;
  /** 0 or undefined: no coupon. */
  couponId?: number;
  /** A custom image ("My images", issue 17) run instead of the public image; 0 or undefined: none. */
  customImageId?: number;
}

/** Every count a mode allows (RENTAL_PERIODS), for the count picker. */
export function countChoices(mode: RentalMode): number[] {
  const { min, max } = RENTAL_PERIODS[mode];
  return Array.from({ length: max - min + 1 }, (_, index) => min + index);
}

/** A count kept within the new mode's range when the mode changes (12 h becomes 12 d, 29 d becomes 12 months). */
export function clampCount(mode: RentalMode, count: number): number {
  const { min, max } = RENTAL_PERIODS[mode];
  return Math.min(max, Math.max(min, Math.trunc(count) || min));
}

/** SPEC §9: the 6th month is labelled half a year and the 12th one year. */
export function monthName(count: number): 'halfYear' | 'oneYear' | null {
  if (count === 6) return 'halfYear';
  if (count === 12) return 'oneYear';
  return null;
}

/** The first values of a host's form: one free GPU if possible, its first image, one hour. */
export function initialOrderValues(specs: GpuCountSpec[], images: ImageOption[]): OrderFormValues {
  const firstAvailable = specs.find((spec) => spec.Available);
  return {
    imageId: images[0]?.ImageId,
    gpuCount: firstAvailable?.GpuCount,
    mode: 'hourly',
    count: 1,
  };
}

/**
 * The body of /instance/query_price and /instance/create for the form, or null while something is
 * missing or out of range (the form shows why).
 */
export function toRentalRequest(hostId: number, values: OrderFormValues): RentalRequest | null {
  if (values.imageId === undefined || values.gpuCount === undefined) return null;
  if (!isValidRentalCount(values.mode, values.count)) return null;
  return {
    host_id: hostId,
    gpu_count: values.gpuCount,
    image_id: values.imageId,
    mode: values.mode,
    count: values.mode === 'post_paid' ? 1 : values.count,
    ...(values.couponId ? { coupon_id: values.couponId } : {}),
    ...(values.customImageId ? { custom_image_id: values.customImageId } : {}),
  };
}

/** The `host` query parameter as a host id: a positive whole number, else null. */
export function parseHostId(raw: string | null): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 ? id : null;
}
