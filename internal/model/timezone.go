package model

import "time"

// TampaZone is the IANA name of Tampa's zone, the schools' (Tampa): interview times are also shown in it.
const TampaZone = "America/New_York"

// countryZones is the zone of a country where one zone covers the country, or where nearly every
// teacher who moves to Tampa Bay from it lives in one (Spain's mainland, Chile's and Ecuador's
// mainland, central Mexico). A country missing here has several zones, or is one TeachBay rarely
// sees; its teachers start in Tampa's zone until they choose their own.
var countryZones = map[string]string{
	"AR": "America/Argentina/Buenos_Aires", "BO": "America/La_Paz", "CL": "America/Santiago",
	"CO": "America/Bogota", "CR": "America/Costa_Rica", "CU": "America/Havana", "DO": "America/Santo_Domingo",
	"EC": "America/Guayaquil", "ES": "Europe/Madrid", "GB": "Europe/London", "GT": "America/Guatemala",
	"HN": "America/Tegucigalpa", "IE": "Europe/Dublin", "IN": "Asia/Kolkata", "JM": "America/Jamaica",
	"KE": "Africa/Nairobi", "MX": "America/Mexico_City", "NG": "Africa/Lagos", "NI": "America/Managua",
	"PA": "America/Panama", "PE": "America/Lima", "PH": "Asia/Manila", "PR": "America/Puerto_Rico",
	"PY": "America/Asuncion", "SV": "America/El_Salvador", "US": TampaZone, "UY": "America/Montevideo",
	"VE": "America/Caracas", "ZA": "Africa/Johannesburg", "GH": "Africa/Accra", "JP": "Asia/Tokyo",
	"KR": "Asia/Seoul", "CN": "Asia/Shanghai", "FR": "Europe/Paris", "DE": "Europe/Berlin",
	"IT": "Europe/Rome", "PT": "Europe/Lisbon", "EG": "Africa/Cairo", "TR": "Europe/Istanbul",
	"VN": "Asia/Ho_Chi_Minh", "TH": "Asia/Bangkok", "SG": "Asia/Singapore", "MY": "Asia/Kuala_Lumpur",
}

// CountryZone returns the zone a teacher from the country starts in: the country's own when it
// has one, else Tampa's (a United States teacher outside Florida chooses hers).
func CountryZone(country string) string {
	if zone, ok := countryZones[country]; ok {
		return zone
	}
	return TampaZone
}

// TeacherZone returns the zone a teacher reads times in: the one she chose, else her country's.
func TeacherZone(chosen, country string) string {
	if chosen != "" {
		return chosen
	}
	return CountryZone(country)
}

// ValidZone reports whether name is an IANA zone name the embedded zone database knows (and not
// "Local" or the empty name, which time.LoadLocation also takes).
func ValidZone(name string) bool {
	if name == "" || name == "Local" {
		return false
	}
	_, err := time.LoadLocation(name)
	return err == nil
}
