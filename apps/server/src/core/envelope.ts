import type { Envelope } from '@gpucloud/contracts';

export function ok<T>(data: T): Envelope<T> {
  return { status: 0, reason: '', data };
}

export function failure(status: number, reason: string): Envelope<null> {
  return { status, reason, data: null };
}
