import { DEFAULT_EVENT_CHANNEL } from '@gpucloud/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../../shared/appStore';
import { startLogin } from './startLogin';

describe('startLogin', () => {
  it('sets the event channel to sy before opening /login', () => {
    const store = createAppStore();
    expect(store.get().eventChannel).toEqual(DEFAULT_EVENT_CHANNEL);
    const navigate = vi.fn(() => {
      expect(store.get().eventChannel).toEqual(['sy', '']);
    });

    startLogin(navigate, store);
    expect(navigate).toHaveBeenCalledWith('/login');
  });
});
