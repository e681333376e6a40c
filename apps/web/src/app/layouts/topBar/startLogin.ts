import { LOGIN_BUTTON_EVENT_CHANNEL } from '@gpucloud/contracts';
import { type AppStore, appStore } from '../../../shared/appStore';

/** SPEC §2: the logged-out button records the `sy` event channel, then opens /login. */
export function startLogin(navigate: (to: string) => unknown, store: AppStore = appStore): void {
  store.set({ eventChannel: [LOGIN_BUTTON_EVENT_CHANNEL, ''] });
  void navigate('/login');
}
