package service

import (
	"strconv"
	"time"

	"github.com/teachbay/teachbay/internal/model"
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
	if lang == "es" {
		return model.GroupDigits(amount, "\u00a0") + "\u00a0US$"
	}
	return "$" + model.GroupDigits(amount, ",")
}
