import type { AppDeps } from '../core/deps';
import { settleCreatingImages } from '../modules/images';

/**
 * Custom images still being written, settled ready or failed by asking the provider (reads of
 * the owner's list settle theirs too). Safe in several processes: a settle is a guarded update.
 */
export function settleCustomImages(deps: AppDeps): Promise<number> {
  return settleCreatingImages(deps, null);
}
