import { test as base } from '../fixtures';
import { registerFreshAccount, type Session, storageStateFor } from './session';

/**
 * The journeys' `test` with a brand-new customer per journey, logged in in the page's browser
 * context, so tickets, money and verifications never mix between parallel workers.
 */
export const freshCustomerTest = base.extend<{ customer: Session & { phone: string } }>({
  // Its own request context: the test's `request` follows `storageState`, which needs the customer.
  customer: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL });
    const account = await registerFreshAccount(request);
    await request.dispose();
    await use(account);
  },
  storageState: async ({ customer, baseURL }, use) => use(storageStateFor(baseURL ?? '', customer)),
});
