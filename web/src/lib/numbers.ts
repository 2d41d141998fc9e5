/**
 * formatDays writes a number of days as the API gives it (to one decimal) in a language: "3.5"
 * in English, "3,5" in Spanish. Figures are not grouped, so that the server, which writes the same
 * number into the job page (internal/httpapi/jobpage.go), needs only the decimal sign.
 */
export function formatDays(days: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 1, useGrouping: false }).format(days);
}

/**
 * formatUSD writes a yearly amount in whole US dollars as the language writes money: "$52,000" in
 * English, "52.000 US$" in Spanish. The server writes salaries into the job page the same way, from
 * the parts of this format (entry-server.tsx, internal/httpapi/jobpage.go).
 */
export function formatUSD(dollars: number, language: string): string {
  return usdFormat(language).format(dollars);
}

/** usdFormat is the format of formatUSD. */
export function usdFormat(language: string): Intl.NumberFormat {
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
}

/** formatDistance writes a distance in kilometres to one decimal in a language: "3.2" in English, "3,2" in Spanish. */
export function formatDistance(km: number, language: string): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(km);
}
