import { describe, expect, it } from 'vitest';
import {
  clampCount,
  countChoices,
  initialOrderValues,
  monthName,
  type OrderFormValues,
  parseHostId,
  preselectionFrom,
  pricedOffer,
  toRentalRequest,
} from './orderForm';
import { buildHost } from './testBuilders';

const values = (overrides: Partial<OrderFormValues> = {}): OrderFormValues => ({
  imageId: 3,
  gpuCount: 2,
  mode: 'hourly',
  count: 5,
  ...overrides,
});

describe('toRentalRequest', () => {
  it('turns the form into the body of query_price and create', () => {
    expect(toRentalRequest(7, values({ couponId: 11 }))).toEqual({
      host_id: 7,
      gpu_count: 2,
      image_id: 3,
      mode: 'hourly',
      count: 5,
      coupon_id: 11,
    });
  });

  it('leaves coupon_id out when no coupon is chosen', () => {
    expect(toRentalRequest(7, values())).not.toHaveProperty('coupon_id');
    expect(toRentalRequest(7, values({ couponId: 0 }))).not.toHaveProperty('coupon_id');
  });

  it('sends a count of 1 for pay-as-you-go', () => {
    expect(toRentalRequest(7, values({ mode: 'post_paid', count: 1 }))?.count).toBe(1);
  });

  it('is null while an image or a GPU count is missing, or the count is outside the mode', () => {
    expect(toRentalRequest(7, values({ imageId: undefined }))).toBeNull();
    expect(toRentalRequest(7, values({ gpuCount: undefined }))).toBeNull();
    expect(toRentalRequest(7, values({ count: 24 }))).toBeNull();
    expect(toRentalRequest(7, values({ mode: 'monthly', count: 13 }))).toBeNull();
    expect(toRentalRequest(7, values({ mode: 'daily', count: 0 }))).toBeNull();
  });
});

describe('counts per mode', () => {
  it('offers 1-23 hours, 1-29 days, 1-12 months and a single pay-as-you-go unit', () => {
    expect(countChoices('hourly')).toEqual(Array.from({ length: 23 }, (_, i) => i + 1));
    expect(countChoices('daily')).toHaveLength(29);
    expect(countChoices('monthly')).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(countChoices('post_paid')).toEqual([1]);
  });

  it('keeps a count inside the range of a newly chosen mode', () => {
    expect(clampCount('monthly', 29)).toBe(12);
    expect(clampCount('daily', 23)).toBe(23);
    expect(clampCount('post_paid', 5)).toBe(1);
    expect(clampCount('hourly', 0)).toBe(1);
  });

  it('names the 6th month half a year and the 12th one year', () => {
    expect([1, 6, 11, 12].map(monthName)).toEqual([null, 'halfYear', null, 'oneYear']);
  });
});

describe('initialOrderValues', () => {
  it('starts with the first count that is free, the first image and one hour', () => {
    const spec = (GpuCount: number, Available: boolean) => ({
      GpuCount,
      CpuCores: 8,
      MemoryGb: 32,
      Available,
    });
    const image = {
      ImageId: 9,
      Name: 'a',
      Label: 'A',
      System: 'linux' as const,
      ShortDisplayName: 'A',
      Description: '',
      RunsAs: null,
    };
    expect(initialOrderValues([spec(1, false), spec(2, true)], [image])).toEqual({
      imageId: 9,
      gpuCount: 2,
      mode: 'hourly',
      count: 1,
      templateId: 0,
    });
    expect(initialOrderValues([spec(1, false)], []).gpuCount).toBeUndefined();
  });

  it('takes a preselected image and GPU count the host offers, and ignores ones it does not', () => {
    const image = (ImageId: number) => ({
      ImageId,
      Name: `i${ImageId}`,
      Label: 'L',
      System: 'linux' as const,
      ShortDisplayName: 'S',
      Description: '',
      RunsAs: null,
    });
    const spec = (GpuCount: number, Available: boolean) => ({
      GpuCount,
      CpuCores: 8,
      MemoryGb: 32,
      Available,
    });
    const specs = [spec(1, true), spec(2, true), spec(4, false)];
    const images = [image(1), image(7)];
    expect(initialOrderValues(specs, images, { imageId: 7, gpuCount: 2 })).toMatchObject({
      imageId: 7,
      gpuCount: 2,
    });
    expect(initialOrderValues(specs, images, { imageId: 99, gpuCount: 4 })).toMatchObject({
      imageId: 1,
      gpuCount: 1,
    });
  });
});

describe('preselectionFrom', () => {
  it('reads image and gpus from the query, null when absent or not a number', () => {
    expect(preselectionFrom(new URLSearchParams('host=1&image=7&gpus=2'))).toEqual({
      imageId: 7,
      gpuCount: 2,
      templateId: null,
    });
    expect(preselectionFrom(new URLSearchParams('host=1&image=x'))).toEqual({
      imageId: null,
      gpuCount: null,
      templateId: null,
    });
  });

  it('reads a template (issue 42) and sends it in place of a custom image', () => {
    expect(preselectionFrom(new URLSearchParams('host=1&template=5')).templateId).toBe(5);
    const request = toRentalRequest(1, {
      imageId: 2,
      gpuCount: 1,
      mode: 'hourly',
      count: 1,
      customImageId: 9,
      templateId: 5,
    });
    expect(request).toMatchObject({ template_id: 5 });
    expect(request).not.toHaveProperty('custom_image_id');
  });
});

describe('toRentalRequest with datasets', () => {
  it('sends dataset_ids only when some are chosen', () => {
    const base = { imageId: 1, gpuCount: 1, mode: 'hourly' as const, count: 1 };
    expect(toRentalRequest(3, { ...base, datasetIds: [4, 5] })?.dataset_ids).toEqual([4, 5]);
    expect(toRentalRequest(3, { ...base, datasetIds: [] })).not.toHaveProperty('dataset_ids');
  });
});

describe('parseHostId', () => {
  it('reads a positive whole number and nothing else', () => {
    expect(['12', '1', '0', '-3', '1.5', 'abc', '', null, '9999999999'].map(parseHostId)).toEqual([
      12,
      1,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('an interruptible order', () => {
  it('asks for interruptible only with pay-as-you-go', () => {
    expect(toRentalRequest(7, values({ mode: 'post_paid', count: 1, interruptible: true }))).toMatchObject({
      interruptible: true,
    });
    expect(toRentalRequest(7, values({ mode: 'daily', count: 1, interruptible: true }))).not.toHaveProperty(
      'interruptible',
    );
  });

  it("is priced at the host's interruptible price, where the host sells it", () => {
    const host = buildHost({ PricePerGpuHour: 3, InterruptiblePricePerGpuHour: 1.2 });
    expect(pricedOffer(host, { mode: 'post_paid', interruptible: true }).PricePerGpuHour).toBe(1.2);
    expect(pricedOffer(host, { mode: 'hourly', interruptible: true }).PricePerGpuHour).toBe(3);
    expect(pricedOffer(buildHost(), { mode: 'post_paid', interruptible: true }).PricePerGpuHour).toBe(1.98);
  });
});
