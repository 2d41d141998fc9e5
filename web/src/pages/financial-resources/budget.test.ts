import { describe, expect, it } from 'vitest';
import {
  BUDGETS,
  ELECTRICITY,
  RENT_ONE_BEDROOM,
  STARTING_PAY,
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

  it('builds each district column from its starting salary, the sourced rent and the 20% assumption', () => {
    expect(RENT_ONE_BEDROOM).toBe(1_635);
    expect(BUDGETS.hillsborough).toEqual({
      annualPay: STARTING_PAY.hillsborough,
      grossMonthly: 4_000,
      deductions: 800,
      takeHome: 3_200,
      rent: 1_635,
      electricity: 143,
      leftOver: 1_422,
    });
    expect(BUDGETS.pinellas).toMatchObject({ annualPay: 54_000, takeHome: 3_600, leftOver: 1_822 });
  });

  it('rounds each amount before deriving the next, so the shown numbers add up', () => {
    // 47,500 / 12 = 3,958.33; 20% of 3,958 = 791.6.
    expect(monthlyBudget(47_500)).toMatchObject({
      grossMonthly: 3_958,
      deductions: 792,
      takeHome: 3_166,
      leftOver: 1_388,
    });
    expect(ELECTRICITY).toBe(143);
  });

  it('tells the share of take-home pay that rent takes', () => {
    expect(rentShare(BUDGETS.hillsborough)).toBe(51);
    expect(rentShare(BUDGETS.pinellas)).toBe(45);
  });
});

describe('formatDollars', () => {
  it('writes whole dollars with a thousands separator and a minus sign', () => {
    expect(formatDollars(55_341)).toBe('$55,341');
    expect(formatDollars(-1_400)).toBe('−$1,400');
    expect(formatDollars(143)).toBe('$143');
  });
});
