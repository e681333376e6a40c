import { describe, expect, it } from 'vitest';
import {
  CLOUD_DISK_MAX_GB,
  cloudDiskSizeProblem,
  fileStorageQuotaProblem,
  storageDayAt,
  storageDayFen,
  storageDayStartMs,
  storageQuote,
} from './storage';

describe('storage days', () => {
  it('counts China calendar days: a day starts at midnight in Shanghai (16:00 UTC)', () => {
    const before = Date.parse('2025-03-01T15:59:59.999Z');
    const midnight = Date.parse('2025-03-01T16:00:00Z');
    expect(storageDayAt(midnight)).toBe(storageDayAt(before) + 1);
    expect(storageDayStartMs(storageDayAt(midnight))).toBe(midnight);
    expect(storageDayAt(Date.parse('2025-03-02T15:59:59Z'))).toBe(storageDayAt(midnight));
    // 1970-01-01 00:00 China time is day 0.
    expect(storageDayAt(Date.parse('1969-12-31T16:00:00Z'))).toBe(0);
  });

  it('prices GB-days of each kind in whole fen', () => {
    expect(storageDayFen('cloud_disk', 100)).toBe(100);
    expect(storageDayFen('file_storage', 0)).toBe(0);
    expect(storageDayFen('suspended', 250)).toBe(250);
  });
});

describe('storage sizes', () => {
  it('takes cloud disks of 10 GB to 4,000 GB in steps of 10 GB', () => {
    expect(cloudDiskSizeProblem(10)).toBeNull();
    expect(cloudDiskSizeProblem(4000)).toBeNull();
    expect(cloudDiskSizeProblem(0)).toMatch(/^size_gb/);
    expect(cloudDiskSizeProblem(CLOUD_DISK_MAX_GB + 10)).toMatch(/^size_gb/);
    expect(cloudDiskSizeProblem(15)).toMatch(/steps/);
    expect(cloudDiskSizeProblem(10.5)).toMatch(/whole/);
  });

  it('takes a file storage quota of 0 to 10240 GB', () => {
    expect(fileStorageQuotaProblem(0)).toBeNull();
    expect(fileStorageQuotaProblem(10240)).toBeNull();
    expect(fileStorageQuotaProblem(10241)).toMatch(/^size_gb/);
    expect(fileStorageQuotaProblem(-1)).toMatch(/^size_gb/);
  });
});

describe('storage quotes', () => {
  it('charges a new subject its whole first day now', () => {
    expect(storageQuote('cloud_disk', 50, 0)).toEqual({ dailyFen: 50, nowFen: 50 });
  });
  it('charges growth only the difference for the rest of today', () => {
    expect(storageQuote('cloud_disk', 80, 50)).toEqual({ dailyFen: 80, nowFen: 30 });
  });
  it('gives nothing back when a subject shrinks', () => {
    expect(storageQuote('file_storage', 10, 50)).toEqual({ dailyFen: 10, nowFen: 0 });
  });
});
