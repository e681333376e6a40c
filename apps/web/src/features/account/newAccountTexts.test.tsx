import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../shared/i18n';
import { MembershipCard } from '../../shared/membership/MembershipCard';
import { topUpsCountedFrom } from '../../shared/membership/membership';
import { AccountSummary } from './components/AccountSummary';
import { buildUserInfo } from './testBuilders';

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const render = (node: ReactNode) =>
  textOf(renderToStaticMarkup(<QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>));

describe("a brand-new account's dashboard (issue 38)", () => {
  it('counts top-ups from the day the account opened, not the platform start', async () => {
    await i18n.changeLanguage('en-US');
    const text = render(<MembershipCard info={buildUserInfo({ CreateAt: '2026-11-28T17:00:00Z' })} />);
    // 17:00 UTC is the next morning in China, the zone every date is shown in.
    expect(text).toContain('Every top-up since this account was opened (2026-11-29) counts.');
    expect(text).not.toContain('2023-04-15');
  });

  it('keeps the platform start for accounts older than it', () => {
    expect(topUpsCountedFrom('2022-01-01T00:00:00Z')).toEqual({ day: '2023-04-15', sinceOpening: false });
    expect(topUpsCountedFrom('2026-11-28T02:00:00Z')).toEqual({ day: '2026-11-28', sinceOpening: true });
  });

  it('masks the phone as the default name masks it', async () => {
    await i18n.changeLanguage('en-US');
    const text = render(<AccountSummary info={buildUserInfo({ Phone: '13912345678' })} />);
    expect(text).toContain('139****5678');
    expect(text).not.toContain('13912345678');
  });
});
