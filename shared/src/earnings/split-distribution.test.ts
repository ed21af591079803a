import { addMoney, toCents } from '../money';
import { splitDistribution } from './split-distribution';

const holders = (...tokens: number[]) => tokens.map((count, index) => ({ investorId: `investor-${index}`, tokens: count }));

describe('splitDistribution', () => {
  it('splits an odd gross so the shares add up to it to the cent, by the largest remainder', () => {
    const split = splitDistribution({ type: 'dividend', gross: '100.00', withholdingPercentage: '19', holders: holders(1, 1, 1) });
    expect(split.shares.map((share) => share.parts.gross_amount)).toEqual(['33.34', '33.33', '33.33']);
    expect(split.totals.gross_amount).toBe('100.00');
    expect(split.perToken.gross).toBe('33.333333');
  });

  it('keeps every part adding up for awkward weights and amounts', () => {
    for (const [gross, tokens] of [
      ['1000.01', [7, 13, 29, 1]],
      ['0.05', [3, 3, 3, 3, 3, 3, 3]],
      ['987654.33', [101, 1, 55555, 9]],
    ] as const) {
      const split = splitDistribution({ type: 'interest', gross, withholdingPercentage: '19.5', holders: holders(...tokens) });
      expect(split.totals.gross_amount).toBe(gross);
      expect(addMoney(...split.shares.map((share) => share.parts.gross_amount))).toBe(gross);
      for (const { parts } of split.shares) {
        expect(toCents(parts.net_total) + toCents(parts.fiscal_withholding)).toBe(toCents(parts.gross_amount));
      }
      expect(addMoney(split.totals.net_total, split.totals.fiscal_withholding)).toBe(gross);
      expect(split.totals.net_total).toBe(addMoney(...split.shares.map((share) => share.parts.net_total)));
    }
  });

  it('withholds on income once per holder, rounded to the cent', () => {
    const split = splitDistribution({ type: 'dividend', gross: '100.00', withholdingPercentage: '19', holders: holders(2, 1) });
    const [first, second] = split.shares.map((share) => share.parts);
    // 66.67 × 19 % = 12.6673 → 12.67; 33.33 × 19 % = 6.3327 → 6.33.
    expect(first).toMatchObject({ gross_amount: '66.67', fiscal_withholding: '12.67', rent_amount: '66.67', returned_capital: '0.00', net_total: '54.00', total_returned: '54.00' });
    expect(second).toMatchObject({ gross_amount: '33.33', fiscal_withholding: '6.33', net_total: '27.00' });
    expect(split.totals).toMatchObject({ gross_amount: '100.00', fiscal_withholding: '19.00', net_total: '81.00', withholding_percentage: '19' });
    expect(split.perToken).toEqual({ gross: '33.333333', net: '27.000000' });
  });

  it('returns capital without withholding on a repayment', () => {
    const split = splitDistribution({ type: 'repayment', gross: '600.00', withholdingPercentage: '19', holders: holders(80, 20) });
    expect(split.shares.map((share) => share.parts)).toEqual([
      expect.objectContaining({ gross_amount: '480.00', fiscal_withholding: '0.00', rent_amount: '0.00', returned_capital: '480.00', net_total: '480.00', total_returned: '480.00' }),
      expect.objectContaining({ gross_amount: '120.00', fiscal_withholding: '0.00', returned_capital: '120.00', net_total: '120.00' }),
    ]);
    expect(split.totals.withholding_percentage).toBe('0');
  });

  it('leaves out holders without tokens and refuses a split with nobody holding any', () => {
    const split = splitDistribution({ type: 'dividend', gross: '10.00', withholdingPercentage: '0', holders: holders(0, 5) });
    expect(split.shares.map((share) => share.investorId)).toEqual(['investor-1']);
    expect(() => splitDistribution({ type: 'dividend', gross: '10.00', withholdingPercentage: '0', holders: holders(0) })).toThrow(RangeError);
  });
});
