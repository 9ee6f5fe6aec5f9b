import { describe, expect, it } from 'vitest';
import { gapOf } from './highs';

describe("gapOf: the MIP gap from HiGHS's closing report", () => {
  it('reads the last gap line as a fraction', () => {
    const log = [
      '  Primal bound      -1990',
      '  Dual bound        -2000',
      '  Gap               0.5% (tolerance: 0.0001%)',
    ];
    expect(gapOf(log)).toBeCloseTo(0.005);
  });

  it('is null when HiGHS has no bound yet (or said nothing)', () => {
    expect(gapOf(['  Gap               inf'])).toBeNull();
    expect(gapOf([])).toBeNull();
  });
});
