/**
 * Storage by the day (issue 17): cloud disks, the disks added to an instance, a suspended
 * instance's disks and file storage beyond its free tier are charged per GB and per started China
 * calendar day (Asia/Shanghai, which keeps no daylight saving: UTC+8 all year). A day that has
 * started is charged once, whatever its size did later that day, except that growing a subject
 * charges the rest of that day's difference at once. The billing tick's SQL is built from these
 * constants (storage-days.sql.ts) and tested against these functions.
 */
export const STORAGE_KINDS = ['cloud_disk', 'added_disk', 'suspended', 'file_storage'] as const;
export type StorageKind = (typeof STORAGE_KINDS)[number];

/**
 * Fen per GB and day. 1 fen/GB-day is 0.30 yuan per GB a month, the going rate of an SSD cloud
 * disk; file storage (an SFTP share on the same disks) costs the same beyond its free tier.
 */
export const STORAGE_FEN_PER_GB_DAY: Readonly<Record<StorageKind, number>> = {
  cloud_disk: 1,
  added_disk: 1,
  suspended: 1,
  file_storage: 1,
};

/** A cloud disk: 10 GB to 4,000 GB, in steps of 10 GB; an instance takes at most 5. */
export const CLOUD_DISK_MIN_GB = 10;
export const CLOUD_DISK_MAX_GB = 4000;
export const CLOUD_DISK_STEP_GB = 10;
export const CLOUD_DISKS_PER_INSTANCE = 5;

/** File storage: the first 20 GB are free; up to 10 TB more can be bought, in whole GB. */
export const FILE_STORAGE_FREE_GB = 20;
export const FILE_STORAGE_MAX_PAID_GB = 10240;

/** The China time zone's offset from UTC; it has kept no daylight saving since 1991. */
export const CHINA_OFFSET_MS = 8 * 3_600_000;
export const DAY_MS = 86_400_000;

/** The China calendar day in progress at `atMs`, counted from 1970-01-01 (China time). */
export function storageDayAt(atMs: number): number {
  return Math.floor((atMs + CHINA_OFFSET_MS) / DAY_MS);
}

/** When China calendar day `day` starts (epoch ms). */
export function storageDayStartMs(day: number): number {
  return day * DAY_MS - CHINA_OFFSET_MS;
}

/** A day's charge for `gb` of storage of one kind. */
export function storageDayFen(kind: StorageKind, gb: number): number {
  return Math.max(0, gb) * STORAGE_FEN_PER_GB_DAY[kind];
}

/** Why a cloud disk size is refused, or null when it may be. */
export function cloudDiskSizeProblem(sizeGb: number): string | null {
  if (!Number.isInteger(sizeGb)) return 'size_gb: a whole number of GB';
  if (sizeGb < CLOUD_DISK_MIN_GB || sizeGb > CLOUD_DISK_MAX_GB)
    return `size_gb: from ${CLOUD_DISK_MIN_GB} to ${CLOUD_DISK_MAX_GB} GB`;
  if (sizeGb % CLOUD_DISK_STEP_GB !== 0) return `size_gb: in steps of ${CLOUD_DISK_STEP_GB} GB`;
  return null;
}

/** Why a file storage quota is refused, or null when it may be. */
export function fileStorageQuotaProblem(paidGb: number): string | null {
  if (!Number.isInteger(paidGb) || paidGb < 0 || paidGb > FILE_STORAGE_MAX_PAID_GB)
    return `size_gb: a whole number of GB from 0 to ${FILE_STORAGE_MAX_PAID_GB}`;
  return null;
}

/**
 * What a change of a storage subject costs: the new price per day (charged by the billing tick from
 * the next day), and what is charged now: today's price at the new size less what today was already
 * charged (nothing when the subject shrinks: a started day is not given back).
 */
export interface StorageQuote {
  dailyFen: number;
  nowFen: number;
}

export function storageQuote(kind: StorageKind, toGb: number, chargedTodayFen: number): StorageQuote {
  const dailyFen = storageDayFen(kind, toGb);
  return { dailyFen, nowFen: Math.max(0, dailyFen - chargedTodayFen) };
}
