import type { AgreementKey } from '@gpucloud/contracts';
import { OPS_QUERY_ROOT } from '../paths';

const root = [OPS_QUERY_ROOT, 'agreements'] as const;

/** Query keys of the agreements page, under the console's root (gone at logout). */
export const agreementKeys = {
  all: root,
  versions: (key: AgreementKey) => [...root, 'versions', key] as const,
};
