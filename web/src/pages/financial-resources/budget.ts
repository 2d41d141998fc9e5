// The sample monthly budget of /financial-resources, computed from the sourced figures of
// tampa-bay-facts.yaml (and one stated assumption) so that the table's totals always add up.

/**
 * STARTING_PAY is the 2024–25 starting teacher salary of the two districts whose figure for that
 * year has a source, in dollars a year: Hillsborough's tentative agreement of June 2024 and
 * Pinellas's board vote of September 10, 2024 (relocation_2026.salaries in the facts file).
 */
export const STARTING_PAY = { hillsborough: 48_000, pinellas: 54_000 } as const;

/**
 * DEDUCTION_RATE is the share of gross pay assumed to go to payroll deductions (federal income
 * tax, Social Security and Medicare, retirement, health insurance). It is a rough assumption of
 * ours, not a sourced figure; Florida itself withholds no state income tax.
 */
export const DEDUCTION_RATE = 0.2;

/** RENT_ONE_BEDROOM is the average rent of a one-bedroom apartment in Tampa on October 22, 2025 (All County), in dollars a month. */
export const RENT_ONE_BEDROOM = 1_635;

/** ELECTRICITY is Tampa Electric's typical home bill for 1,000 kWh as its August 2023 filing proposed from January 2024 ($143.48), in whole dollars. */
export const ELECTRICITY = Math.round(143.48);

/** Budget is one scenario of the table, every amount in whole dollars a month. */
export type Budget = {
  annualPay: number;
  grossMonthly: number;
  deductions: number;
  takeHome: number;
  rent: number;
  electricity: number;
  /** What is left for everything else: food, transport, phone, internet, water, savings, money sent home. */
  leftOver: number;
};

/**
 * monthlyBudget builds one scenario from a yearly salary. Each amount is rounded to whole dollars
 * before the next is derived from it, so the rounded numbers shown on the page add up exactly.
 */
export function monthlyBudget(annualPay: number): Budget {
  const grossMonthly = Math.round(annualPay / 12);
  const deductions = Math.round(grossMonthly * DEDUCTION_RATE);
  const takeHome = grossMonthly - deductions;
  const leftOver = takeHome - RENT_ONE_BEDROOM - ELECTRICITY;
  return {
    annualPay,
    grossMonthly,
    deductions,
    takeHome,
    rent: RENT_ONE_BEDROOM,
    electricity: ELECTRICITY,
    leftOver,
  };
}

/** BUDGETS are the table's two columns: Hillsborough's and Pinellas's 2024–25 starting salaries. */
export const BUDGETS = {
  hillsborough: monthlyBudget(STARTING_PAY.hillsborough),
  pinellas: monthlyBudget(STARTING_PAY.pinellas),
} as const;

/** BudgetScenario names one column of the table. */
export type BudgetScenario = keyof typeof BUDGETS;

/** rentShare is the percentage of take-home pay that rent takes, rounded to a whole number. */
export function rentShare(budget: Budget): number {
  return Math.round((budget.rent / budget.takeHome) * 100);
}

/** formatDollars writes a whole-dollar amount the way U.S. prices are written, such as $1,400. */
export function formatDollars(amount: number): string {
  const digits = Math.abs(amount).toLocaleString('en-US', { maximumFractionDigits: 0 });
  return `${amount < 0 ? '−' : ''}$${digits}`;
}
