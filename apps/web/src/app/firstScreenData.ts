import { FIRST_SCREEN_DATA_ID, type FirstScreenSeed } from '@gpucloud/contracts';
import { queryClient } from '../shared/queryClient';

function isSeed(value: unknown): value is FirstScreenSeed {
  return typeof value === 'object' && value !== null && 'key' in value && Array.isArray(value.key);
}

/**
 * A console page the server painted with the account's data (core/http/spa.ts) carries the query
 * answers it was painted from: the cache starts from them, before the router's first navigation
 * asks for anything, so the app's first render shows what was painted, and no query is sent again
 * while they are fresh. Read once, then removed: the answers belong to this page load only. True
 * when the cache was seeded.
 */
export function seedFromFirstScreen(): boolean {
  const script = document.getElementById(FIRST_SCREEN_DATA_ID);
  if (!script) return false;
  script.remove();
  let seeds: unknown;
  try {
    seeds = JSON.parse(script.textContent ?? '');
  } catch {
    return false;
  }
  if (!Array.isArray(seeds)) return false;
  for (const seed of seeds) if (isSeed(seed)) queryClient.setQueryData(seed.key, seed.data);
  return true;
}

/** This page was painted with query answers, now in the cache: its paint is the app's first render. */
export const paintedWithData = seedFromFirstScreen();
