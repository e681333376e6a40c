import {
  isRecoveryFailure,
  isStatusDetailCode,
  parseEngineLimits,
  parseMachineFailure,
} from '@gpucloud/domain';
import type { TFunction } from 'i18next';

/**
 * A machine's detail (an instance's status detail or an event's) in the reader's language where the
 * product knows what it means: why the product moved it, a failure the reconciler decided, a
 * refusal by the host (its code; the host's own words are for staff), or the cores and memory a
 * smaller host really gives.
 */
export function machineDetailText(t: TFunction<'instances'>, detail: string): string {
  if (isStatusDetailCode(detail)) return t(`statusDetails.${detail}`);
  if (isRecoveryFailure(detail)) return t(`recoveryFailures.${detail}`);
  const failure = parseMachineFailure(detail);
  if (failure) return t(`machineFailures.${failure.code}`);
  const limits = parseEngineLimits(detail);
  if (limits)
    return t('engineLimits', {
      cpu: limits.cpuCores.effective,
      rentedCpu: limits.cpuCores.rented,
      memory: limits.memoryGb.effective,
      rentedMemory: limits.memoryGb.rented,
    });
  return detail;
}
