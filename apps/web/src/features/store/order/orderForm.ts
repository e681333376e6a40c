import type { GpuCountSpec, HostOffer, ImageOption, RentalRequest } from '@gpucloud/contracts';
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
  /** Datasets mounted read-only into the instance (issue 18). */
  datasetIds?: number[];
  /** A template (issue 42) the machine runs; 0 or undefined: none. It sets the image and leaves custom images out. */
  templateId?: number;
  /** An interruptible instance (issue 44): pay-as-you-go only, on a host that sells them. */
  interruptible?: boolean;
}

/** What a link may preselect (`image`, `gpus` of /createInstance, e.g. from an AI model's "Deploy"). */
export interface OrderPreselection {
  imageId: number | null;
  gpuCount: number | null;
  /** `template` of /createInstance (a template's "Deploy", an AI model's). */
  templateId?: number | null;
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

/**
 * The first values of a host's form: one free GPU if possible, its first image, one hour; a
 * preselected image or GPU count the host offers wins (one it does not offer is ignored).
 */
export function initialOrderValues(
  specs: GpuCountSpec[],
  images: ImageOption[],
  preselected: OrderPreselection = { imageId: null, gpuCount: null },
): OrderFormValues {
  const firstAvailable = specs.find((spec) => spec.Available);
  const wantedSpec = specs.find((spec) => spec.Available && spec.GpuCount === preselected.gpuCount);
  const wantedImage = images.find((image) => image.ImageId === preselected.imageId);
  return {
    imageId: (wantedImage ?? images[0])?.ImageId,
    gpuCount: (wantedSpec ?? firstAvailable)?.GpuCount,
    mode: 'hourly',
    count: 1,
    templateId: preselected.templateId ?? 0,
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
    ...(values.templateId
      ? { template_id: values.templateId }
      : values.customImageId
        ? { custom_image_id: values.customImageId }
        : {}),
    ...(values.datasetIds?.length ? { dataset_ids: values.datasetIds } : {}),
    ...(isInterruptibleOrder(values) ? { interruptible: true } : {}),
  };
}

/** Whether the form orders an interruptible instance: asked for, and pay-as-you-go (the only mode that takes it). */
export function isInterruptibleOrder(values: Pick<OrderFormValues, 'mode' | 'interruptible'>): boolean {
  return values.mode === 'post_paid' && values.interruptible === true;
}

/** The host as the order is priced: an interruptible order pays the host's interruptible price per GPU-hour. */
export function pricedOffer(
  host: HostOffer,
  values: Pick<OrderFormValues, 'mode' | 'interruptible'>,
): HostOffer {
  if (!isInterruptibleOrder(values) || host.InterruptiblePricePerGpuHour === null) return host;
  return { ...host, PricePerGpuHour: host.InterruptiblePricePerGpuHour };
}

/** What /createInstance's `image` and `gpus` parameters preselect (each null when absent or not a number). */
export function preselectionFrom(params: URLSearchParams): OrderPreselection {
  return {
    imageId: parseHostId(params.get('image')),
    gpuCount: parseHostId(params.get('gpus')),
    templateId: parseHostId(params.get('template')),
  };
}

/** The `host` query parameter as a host id: a positive whole number, else null. */
export function parseHostId(raw: string | null): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 ? id : null;
}
