package model

import (
	"time"
	_ "time/tzdata" // the zone must load in any container, with or without the system's zoneinfo
)

// Tampa is the time zone of the schools: a vacancy's last date to apply ends there.
var Tampa = func() *time.Location {
	zone, err := time.LoadLocation(TampaZone)
	if err != nil {
		panic(err) // cannot happen: the zone database is embedded
	}
	return zone
}()
