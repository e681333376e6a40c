import { LANGUAGES, RENTAL_MODES } from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import { render, storedText, TEMPLATES } from './render';
import { systemTextsEnUS } from './templates/system-texts.en-US';
import { systemTextsZhCN } from './templates/system-texts.zh-CN';

/** The names `{name}` and `{name:format}` of one text, sorted. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/{(\w+)(?::\w+)?}/g)].map((match) => match[0]).sort();
}

describe('system texts', () => {
  it('has every code in en-US and zh-CN with the same parameters, in the one table per language', () => {
    expect(Object.keys(systemTextsZhCN).sort()).toEqual(Object.keys(systemTextsEnUS).sort());
    for (const [code, template] of Object.entries(systemTextsEnUS)) {
      const chinese = systemTextsZhCN[code as keyof typeof systemTextsZhCN];
      expect(placeholders(chinese.body), code).toEqual(placeholders(template.body));
      for (const language of LANGUAGES) expect(Object.hasOwn(TEMPLATES[language], code), code).toBe(true);
    }
  });

  it('names every rental term in words a person reads, never the enum value', () => {
    for (const mode of RENTAL_MODES) {
      for (const language of LANGUAGES) {
        const title = render(language, 'order.rent', { gpu: 'RTX 4090', gpus: 2, mode, count: 3 }).body;
        expect(title, `${language} ${mode}`).not.toContain(mode);
        expect(title).not.toContain('{');
      }
    }
    expect(
      render('en-US', 'order.rent', { gpu: 'RTX 4090', gpus: 1, mode: 'post_paid', count: 1 }).body,
    ).toBe('RTX 4090 ×1, post-paid');
    expect(
      render('zh-CN', 'order.rent', { gpu: 'RTX 4090', gpus: 1, mode: 'post_paid', count: 1 }).body,
    ).toBe('RTX 4090 ×1，后付费');
    expect(render('en-US', 'order.prepaid', { name: 'gpu-7', mode: 'daily', count: 3 }).body).toBe(
      'gpu-7: 3 days',
    );
    expect(render('zh-CN', 'order.prepaid', { name: 'gpu-7', mode: 'monthly', count: 1 }).body).toBe(
      'gpu-7：1 个月',
    );
  });

  it('names pay channels, resized resources and staff adjustments in each language', () => {
    expect(render('en-US', 'ledger.top_up', { channel: 'wechat' }).body).toBe('WeChat Pay');
    expect(render('zh-CN', 'ledger.top_up', { channel: 'alipay' }).body).toBe('支付宝');
    const changes = [
      { resource: 'gpuCount' as const, before: 1, after: 2 },
      { resource: 'memoryGb' as const, before: 32, after: 64 },
    ];
    expect(render('en-US', 'ledger.resized', { changes }).body).toBe(
      'Resized: 1 → 2 GPUs, 32 → 64 GB memory',
    );
    expect(render('zh-CN', 'ledger.resized', { changes }).body).toBe('变配：GPU 1 → 2 块，内存 32 → 64 GB');
    const adjustment = {
      id: 9,
      direction: 'debit' as const,
      pocket: 'vouchers' as const,
      amount: 1_050,
      reference: 'WO-1',
      reason: 'double charge',
    };
    expect(render('zh-CN', 'audit.adjustment', adjustment).body).toBe(
      '调整 #9：算力券扣减 10.50 元（关联 WO-1）：double charge',
    );
  });

  it('shows a row as stored when its code is unknown or missing, and a bad value as its placeholder', () => {
    expect(storedText('zh-CN', null, null, 'written by staff')).toBe('written by staff');
    expect(storedText('zh-CN', 'order.gone', {}, 'Old English title')).toBe('Old English title');
    expect(storedText('zh-CN', 'order.top_up', null, '')).toBe('余额充值');
    expect(storedText('en-US', 'ledger.top_up', { channel: 'pigeon' }, '')).toBe('{channel:channel}');
  });
});
