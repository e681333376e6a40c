/**
 * What a provider says about a machine, in a form both sides of the product can read: a failure
 * is a code the owner reads in their language, followed by the engine's own words for staff
 * (`image_missing: No such image: …`); a machine that runs with less than was rented because its
 * engine has no more carries the figures it really has (`engine_limits cpu=2/12 memory=23/60`).
 */
export const MACHINE_FAILURES = ['image_missing', 'resources_refused', 'engine_refused'] as const;
export type MachineFailure = (typeof MACHINE_FAILURES)[number];

const SEPARATOR = ': ';

export function machineFailureDetail(code: MachineFailure, engineText: string): string {
  return `${code}${SEPARATOR}${engineText}`;
}

/** A failure detail's code and the engine's words; null for any other detail. */
export function parseMachineFailure(detail: string): { code: MachineFailure; engineText: string } | null {
  const at = detail.indexOf(SEPARATOR);
  const code = at > 0 ? detail.slice(0, at) : detail;
  if (!(MACHINE_FAILURES as readonly string[]).includes(code)) return null;
  return { code: code as MachineFailure, engineText: at > 0 ? detail.slice(at + SEPARATOR.length) : '' };
}

/** A machine's limits where its engine has less than was rented: effective and rented figures. */
export interface EngineLimits {
  cpuCores: { effective: number; rented: number };
  memoryGb: { effective: number; rented: number };
}

const LIMITS_PATTERN = /^engine_limits cpu=(\d+)\/(\d+) memory=(\d+)\/(\d+)$/;

export function engineLimitsDetail(limits: EngineLimits): string {
  const { cpuCores: cpu, memoryGb: memory } = limits;
  return `engine_limits cpu=${cpu.effective}/${cpu.rented} memory=${memory.effective}/${memory.rented}`;
}

export function parseEngineLimits(detail: string): EngineLimits | null {
  const match = LIMITS_PATTERN.exec(detail);
  if (!match) return null;
  const [, cpu, rentedCpu, memory, rentedMemory] = match.map(Number);
  return {
    cpuCores: { effective: cpu ?? 0, rented: rentedCpu ?? 0 },
    memoryGb: { effective: memory ?? 0, rented: rentedMemory ?? 0 },
  };
}

/** What the owner may read of a machine's detail: a failure's code without the engine's words. */
export function ownerDetail(detail: string): string {
  return parseMachineFailure(detail)?.code ?? detail;
}
