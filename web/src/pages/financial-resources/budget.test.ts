import { describe, expect, it } from 'vitest';
import {
  BUDGETS,
  ELECTRICITY,
  HILLSBOROUGH_AVERAGE_PAY,
  RENT_ONE_BEDROOM,
  formatDollars,
  monthlyBudget,
  rentShare,
} from './budget';

describe('monthlyBudget', () => {
  it.each(Object.entries(BUDGETS))('adds up in the %s scenario', (_, budget) => {
    expect(budget.takeHome).toBe(budget.grossMonthly - budget.deductions);
    expect(budget.leftOver).toBe(budget.takeHome - budget.rent - budget.electricity);
    expect(budget.grossMonthly - budget.deductions - budget.rent - budget.electricity).toBe(budget.leftOver);
    for (const amount of Object.values(budget)) expect(Number.isInteger(amount)).toBe(true);
  });

  it('builds the average-pay column from the sourced figures and the 20% assumption', () => {
    expect(BUDGETS.average).toEqual({
      annualPay: HILLSBOROUGH_AVERAGE_PAY,
      grossMonthly: 4_500,
      deductions: 900,
      takeHome: 3_600,
      rent: RENT_ONE_BEDROOM,
      electricity: 143,
      leftOver: 2_057,
    });
  });

  it('rounds each amount before deriving the next, so the shown numbers add up', () => {
    // 47,500 / 12 = 3,958.33; 20% of 3,958 = 791.6.
    expect(monthlyBudget(47_500)).toMatchObject({
      grossMonthly: 3_958,
      deductions: 792,
      takeHome: 3_166,
      leftOver: 1_623,
    });
    expect(ELECTRICITY).toBe(143);
  });

  it('tells the share of take-home pay that rent takes', () => {
    expect(rentShare(BUDGETS.average)).toBe(39);
    expect(rentShare(BUDGETS.starting)).toBe(44);
  });
});

describe('formatDollars', () => {
  it('writes whole dollars with a thousands separator and a minus sign', () => {
    expect(formatDollars(55_341)).toBe('$55,341');
    expect(formatDollars(-1_400)).toBe('−$1,400');
    expect(formatDollars(143)).toBe('$143');
  });
});
