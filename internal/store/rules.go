package store

// The rules several queries share, each written once. Each is a condition on a row with the alias
// its name says, in parentheses so it can stand anywhere a condition can; Postgres flattens them
// into the surrounding WHERE, so a partial index on status = 'open' serves them as before.

// tampaToday is the date in Tampa Bay, where a last date to apply ends.
const tampaToday = `(now() AT TIME ZONE 'America/New_York')::date`

// openVacancy is true for a vacancy v that takes applications: open and not past its last date to
// apply. Every other vacancy is closed.
const openVacancy = `(v.status = 'open' AND v.last_date_to_apply >= ` + tampaToday + `)`

// activeApplication is true for an application a that is not withdrawn: a teacher has at most one
// to a vacancy (applications_one_active_idx), and it counts among the vacancy's applicants.
const activeApplication = `(a.status <> 'withdrawn')`

// openSession is true for a session s that has not been ended and has not expired.
const openSession = `(s.ended_at IS NULL AND s.expires_at > now())`

// enabledUser is true for an account u an admin has not disabled: it can sign in, and is mailed.
const enabledUser = `(u.disabled_at IS NULL)`

// subscribed is true for a newsletter subscriber sb who has not unsubscribed. A teacher's
// newsletter setting is whether her account's address is subscribed.
const subscribed = `(sb.unsubscribed_at IS NULL)`

// waitingApplication is true for an application a still waiting for the school's decision: what a
// vacancy's close-out moves to not_selected (docs/design.md §4).
const waitingApplication = `(a.status IN ('pending', 'on-hold', 'candidate', 'interview'))`
