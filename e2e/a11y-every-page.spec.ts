import { DEMO_STATE, test } from './fixtures';
import { chooseLanguage, inGroups, type Visit, walk } from './support/axeWalk';
import { customerVisits, DEMO_CUSTOMER_OWN } from './support/customerVisits';
import { CUSTOMER_PAGES, SIGNED_OUT_PAGES, type SignedOutPage, WALKED_LANGUAGES } from './support/everyPage';

/**
 * Issue 43: every page of the public site (signed out) and of the console (the demo customer) has no
 * axe-core violation of WCAG 2.0/2.1 A and AA, in English and in Chinese, with its dialogs and
 * drawers open too. The operator console is walked by a11y-ops.spec.ts; the list of pages both walk
 * is e2e/support/everyPage.ts, which a web unit test holds to the route table.
 */

const SIGNED_OUT: Record<SignedOutPage, Visit> = {
  '/login': { url: '/login' },
  '/store': { url: '/store' },
  '/createInstance': { url: '/createInstance?host=1' },
  '/instanceAvailableKvmStore': { url: '/instanceAvailableKvmStore' },
  '/inform': { url: '/inform' },
  '/informDetail/:id': { url: { listedOn: '/inform', href: /^\/informDetail\/\d+$/ } },
  '/dataset': { url: '/dataset' },
  '/AIModels': { url: '/AIModels' },
  '/docs': { url: '/docs' },
  '/docs/:id': { url: { listedOn: '/docs', href: /^\/docs\/\d+$/ } },
  '/software': { url: '/software' },
  '/agreements': { url: '/agreements' },
  '/verifyAgreement': { url: '/verifyAgreement' },
  '/unregisterAgreement': { url: '/unregisterAgreement' },
  '/workOrderAgreement': { url: '/workOrderAgreement' },
  '/restartInstance': { url: '/restartInstance' },
  '/scoreStore': { url: '/scoreStore' },
  '/studentverify': { url: '/studentverify' },
  '/*': { url: '/no/such/page' },
  '/ops/login': { url: '/ops/login' },
};

const CUSTOMER = customerVisits(DEMO_CUSTOMER_OWN);

/** Pages per test: a group's pages share one browser context, and the groups share the workers. */
const GROUP_SIZE = 6;
/** Six pages, their dialogs and axe on each, on two busy cores. */
const WALK_TIMEOUT = 180_000;

for (const language of WALKED_LANGUAGES) {
  test.describe(`every page passes axe in ${language}`, () => {
    test.use({ locale: language });

    for (const group of inGroups(
      SIGNED_OUT_PAGES.map((route) => [route, SIGNED_OUT[route]] as const),
      GROUP_SIZE,
    )) {
      test(`signed out: ${group.map(([route]) => route).join(' ')}`, async ({ page }) => {
        test.setTimeout(WALK_TIMEOUT);
        await chooseLanguage(page, language);
        await walk(page, language, group);
      });
    }

    test.describe('as the demo customer', () => {
      test.use({ storageState: DEMO_STATE });

      for (const group of inGroups(
        CUSTOMER_PAGES.map((route) => [route, CUSTOMER[route]] as const),
        GROUP_SIZE,
      )) {
        test(`signed in: ${group.map(([route]) => route).join(' ')}`, async ({ page }) => {
          test.setTimeout(WALK_TIMEOUT);
          await chooseLanguage(page, language);
          await walk(page, language, group);
        });
      }
    });
  });
}
