/**
 * formatDays writes a number of days as the API gives it (to one decimal) in a language: "3.5"
 * in English, "3,5" in Spanish. Figures are not grouped, so that the server, which writes the same
 * number into the job page (internal/httpapi/jobpage.go), needs only the decimal sign.
 */
export function formatDays(days: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 1, useGrouping: false }).format(days);
}

/** formatDistance writes a distance in kilometres to one decimal in a language: "3.2" in English, "3,2" in Spanish. */
export function formatDistance(km: number, language: string): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(km);
}
