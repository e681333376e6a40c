import type { RouteObject } from 'react-router';
import { bannersQuery, latestNoticesQuery } from '../../shared/queries/notices';
import { prefetchLoader } from '../../shared/routing/prefetch';
import { filtersFromParams } from './filters';
import { hostOffersQuery, selectorOptionsQuery } from './hooks';

export const storeRoutes: RouteObject[] = [
  {
    path: 'store',
    // The store's first screen: its selectors, the offers of the URL's filters, banners and notices.
    loader: prefetchLoader((prefetch, url) => {
      prefetch(selectorOptionsQuery());
      prefetch(hostOffersQuery(filtersFromParams(url.searchParams)));
      prefetch(bannersQuery());
      prefetch(latestNoticesQuery());
    }),
    lazy: async () => ({ Component: (await import('./pages/StorePage')).StorePage }),
  },
  {
    path: 'createInstance',
    // The order form's host; its module (with the form's rules) comes with the page's code.
    loader: prefetchLoader(async (prefetch, url) => {
      const [{ parseHostId }, { instanceSpecificationsQuery }] = await Promise.all([
        import('./order/orderForm'),
        import('./order/hooks'),
      ]);
      const hostId = parseHostId(url.searchParams.get('host'));
      if (hostId !== null) prefetch(instanceSpecificationsQuery(hostId));
    }),
    lazy: async () => ({ Component: (await import('./pages/CreateInstancePage')).CreateInstancePage }),
  },
  {
    path: 'instanceAvailableKvmStore',
    handle: { title: 'instanceAvailableKvmStore' },
    lazy: async () => ({ Component: (await import('./pages/KvmBoardPage')).KvmBoardPage }),
  },
];
