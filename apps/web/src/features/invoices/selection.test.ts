import { describe, expect, it } from 'vitest';
import {
  applyRequestOf,
  type InvoiceConditions,
  rowsOf,
  selectedTotalFen,
  selectionProblem,
  standingSelection,
} from './selection';

function buildConditions(overrides: Partial<InvoiceConditions> = {}): InvoiceConditions {
  return {
    available: 500,
    minimum: 100,
    top_ups: [
      {
        out_trade_no: 'T1',
        amount: 100.1,
        paid_at: '2026-05-02T03:00:00.000Z',
        invoiceable: true,
        reason: null,
        claimed_by: null,
      },
      {
        out_trade_no: 'T2',
        amount: 0.2,
        paid_at: '2026-05-01T03:00:00.000Z',
        invoiceable: true,
        reason: null,
        claimed_by: null,
      },
      {
        out_trade_no: 'T3',
        amount: 300,
        paid_at: '2026-04-01T03:00:00.000Z',
        invoiceable: false,
        reason: 'claimed',
        claimed_by: 4,
      },
    ],
    months: [
      { month: '2026-04', amount: 120.35, invoiceable: true, reason: null, claimed_by: null },
      { month: '2026-03', amount: 0, invoiceable: false, reason: 'nothing_own', claimed_by: null },
    ],
    special_allowed: false,
    special_reason: 'special VAT invoices are for enterprise-verified accounts with a complete company title',
    ...overrides,
  };
}

describe('the rows of each mode', () => {
  it('lists paid top-ups by order number with their paid time, and months by YYYY-MM', () => {
    const conditions = buildConditions();
    expect(rowsOf(conditions, 'top_up').map((row) => [row.ref, row.invoiceable, row.paidAt])).toEqual([
      ['T1', true, '2026-05-02T03:00:00.000Z'],
      ['T2', true, '2026-05-01T03:00:00.000Z'],
      ['T3', false, '2026-04-01T03:00:00.000Z'],
    ]);
    expect(rowsOf(conditions, 'consumption')).toEqual([
      { ref: '2026-04', amount: 120.35, invoiceable: true, reason: null, claimedBy: null },
      { ref: '2026-03', amount: 0, invoiceable: false, reason: 'nothing_own', claimedBy: null },
    ]);
  });
});

describe('the selection', () => {
  const rows = rowsOf(buildConditions(), 'top_up');

  it('keeps only invoiceable rows of the current list, each once', () => {
    expect(standingSelection(rows, ['T1', 'T3', 'T1', 'gone'])).toEqual(['T1']);
  });

  it('totals in fen, so 100.10 + 0.20 is exactly 100.30', () => {
    expect(selectedTotalFen(rows, ['T1', 'T2'])).toBe(100_30);
    expect(selectedTotalFen(rows, [])).toBe(0);
    // A row that may not be invoiced never counts, even when named.
    expect(selectedTotalFen(rows, ['T2', 'T3'])).toBe(20);
  });

  it('says what stands in the way, by the server rules', () => {
    const conditions = { minimum: 100, available: 150 };
    expect(selectionProblem(conditions, 0, 0)).toBe('none');
    expect(selectionProblem(conditions, 1, 99_99)).toBe('belowMinimum');
    expect(selectionProblem(conditions, 1, 100_00)).toBeNull();
    expect(selectionProblem(conditions, 2, 150_00)).toBeNull();
    expect(selectionProblem(conditions, 2, 150_01)).toBe('aboveAvailable');
    expect(selectionProblem(conditions, 51, 120_00)).toBe('tooMany');
  });
});

describe('the application body', () => {
  const choice = { titleId: 3, invoiceType: 'ordinary', email: ' a@b.cn ' } as const;

  it('sends top-ups in out_trade_nos and no months', () => {
    expect(applyRequestOf({ ...choice, mode: 'top_up', refs: ['T1', 'T2'] })).toEqual({
      title_id: 3,
      invoice_type: 'ordinary',
      mode: 'top_up',
      out_trade_nos: ['T1', 'T2'],
      months: [],
      email: 'a@b.cn',
    });
  });

  it('sends months in months and no top-ups', () => {
    expect(
      applyRequestOf({ ...choice, invoiceType: 'special', mode: 'consumption', refs: ['2026-04'] }),
    ).toEqual({
      title_id: 3,
      invoice_type: 'special',
      mode: 'consumption',
      out_trade_nos: [],
      months: ['2026-04'],
      email: 'a@b.cn',
    });
  });
});
