package service

import (
	"strconv"
	"time"
)

// spanishMonths are the months as a Spanish date writes them.
var spanishMonths = [...]string{"enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto",
	"septiembre", "octubre", "noviembre", "diciembre"}

// mailDate writes a date (YYYY-MM-DD) as a reader of the language does: "May 1, 2027" or
// "1 de mayo de 2027". Something else is written as it is.
func mailDate(day, lang string) string {
	d, err := time.Parse(time.DateOnly, day)
	if err != nil {
		return day
	}
	if lang == "es" {
		return strconv.Itoa(d.Day()) + " de " + spanishMonths[d.Month()-1] + " de " + strconv.Itoa(d.Year())
	}
	return d.Format("January 2, 2006")
}

// mailSalary writes a yearly salary in US dollars with the language's digit grouping:
// "$52,000" or "52 000 US$" (the Real Academia's grouping, with the currency named).
func mailSalary(amount int, lang string) string {
	digits := strconv.Itoa(amount)
	sep := ","
	if lang == "es" {
		sep = "\u00a0"
	}
	grouped := ""
	for i, r := range digits {
		if i > 0 && (len(digits)-i)%3 == 0 {
			grouped += sep
		}
		grouped += string(r)
	}
	if lang == "es" {
		return grouped + "\u00a0US$"
	}
	return "$" + grouped
}
