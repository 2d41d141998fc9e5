// The sample monthly budget of /financial-resources, computed from the sourced figures of
// tampa-bay-facts.yaml (and one stated assumption) so that the table's totals always add up.

/** STARTING_SALARY_TARGET is Florida's minimum starting salary for teachers, in dollars a year: a state target since 2020. */
export const STARTING_SALARY_TARGET = 47_500;

/** HILLSBOROUGH_AVERAGE_PAY is Hillsborough's average teacher pay in 2024, in dollars a year (ABC Action News). */
export const HILLSBOROUGH_AVERAGE_PAY = 54_000;

/**
 * DEDUCTION_RATE is the share of gross pay assumed to go to payroll deductions (federal income
 * tax, Social Security and Medicare, retirement, health insurance). It is a rough assumption of
 * ours, not a sourced figure; Florida itself withholds no state income tax.
 */
export const DEDUCTION_RATE = 0.2;

/** RENT_ONE_BEDROOM is Tampa's median rent for a one-bedroom apartment in 2023, in dollars a month (Apartment List). */
export const RENT_ONE_BEDROOM = 1_400;

/** ELECTRICITY is Tampa Electric's typical home bill for 1,000 kWh proposed from January 2024 ($143.48), in whole dollars. */
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

/** BUDGETS are the table's two columns: the state's starting-salary target and Hillsborough's average pay. */
export const BUDGETS = {
  starting: monthlyBudget(STARTING_SALARY_TARGET),
  average: monthlyBudget(HILLSBOROUGH_AVERAGE_PAY),
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
