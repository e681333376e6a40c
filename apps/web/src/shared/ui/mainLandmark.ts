/** The id of every layout's <main>: the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * What each layout's <main> carries: the skip link's target id, and tabIndex -1 so focus can be
 * put there (and the next Tab goes on from the page's start) without adding it to the tab order.
 */
export const MAIN_LANDMARK = { id: MAIN_CONTENT_ID, tabIndex: -1 } as const;
