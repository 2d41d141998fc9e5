package service

import (
	"context"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/teachbay/teachbay/internal/jobs"
	"github.com/teachbay/teachbay/internal/mail"
	"github.com/teachbay/teachbay/internal/matching"
	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/store"
)

// A teacher's saved searches of the board and their alert mails (docs/api.md "Never miss a job"):
// at most ten, each mailed daily or weekly with the vacancies posted since its last check that
// no mail to her listed yet, at most twenty.

const (
	// MaxSavedSearches is how many searches a teacher may keep.
	MaxSavedSearches = 10
	// alertPerMail is the most vacancies one alert lists: more would be a second board.
	alertPerMail = 20
	// alertBatch is how many due searches one transaction checks; alertRunFor how long one run of
	// the job goes on taking batches (the job runs every few minutes, and at once after a save).
	alertBatch  = 100
	alertRunFor = 3 * time.Minute
)

// alertPeriods are the frequencies' periods: how long between two checks of a search, and how far
// back its first check looks, so that the first mail shows what a period of it would have.
var alertPeriods = map[string]time.Duration{"daily": 24 * time.Hour, "weekly": 7 * 24 * time.Hour}

// Texts of the saved searches' errors.
const (
	msgNoSavedSearch        = "No such saved search"
	msgTooManySavedSearches = "You can keep at most ten saved searches. Delete one to save another."
)

// SavedSearchInput is the body of POST and PUT /api/me/saved-searches.
type SavedSearchInput struct {
	Name      string           `json:"name"`
	Query     model.SavedQuery `json:"query"`
	Frequency string           `json:"frequency"`
}

// Alerts enqueues a run of the saved searches' alerts inside a transaction (jobs.Queue), so a
// search's first check runs as soon as it is saved.
type Alerts interface {
	EnqueueSearchAlerts(ctx context.Context, tx *store.Tx) error
}

// SavedSearches lists the teacher's saved searches, oldest first.
func (s *Service) SavedSearches(ctx context.Context, teacherID string) ([]model.SavedSearch, error) {
	return s.Store.SavedSearches(ctx, teacherID)
}

// SaveSearch keeps a new search for the teacher, whose first check runs at once.
func (s *Service) SaveSearch(ctx context.Context, teacherID string, in SavedSearchInput) (model.SavedSearch, error) {
	in, err := checkSavedSearch(in)
	if err != nil {
		return model.SavedSearch{}, err
	}
	var saved model.SavedSearch
	err = s.Store.InTx(ctx, func(tx *store.Tx) error {
		n, err := tx.LockSavedSearches(ctx, teacherID)
		if err != nil {
			return err
		}
		if n >= MaxSavedSearches {
			return model.Errorf(model.ECodeConflict, msgTooManySavedSearches)
		}
		if saved, err = tx.InsertSavedSearch(ctx, teacherID, in.Name, in.Query, in.Frequency, alertPeriods[in.Frequency]); err != nil {
			return err
		}
		return s.Alerts.EnqueueSearchAlerts(ctx, tx)
	})
	return saved, err
}

// UpdateSavedSearch renames one of the teacher's saved searches and sets its search and frequency.
func (s *Service) UpdateSavedSearch(ctx context.Context, teacherID, id string, in SavedSearchInput) (model.SavedSearch, error) {
	in, err := checkSavedSearch(in)
	if err != nil {
		return model.SavedSearch{}, err
	}
	if uuid.Validate(id) != nil {
		return model.SavedSearch{}, model.Errorf(model.ECodeNotFound, msgNoSavedSearch)
	}
	saved, found, err := s.Store.UpdateSavedSearch(ctx, teacherID, id, in.Name, in.Query, in.Frequency, alertPeriods[in.Frequency])
	if err == nil && !found {
		err = model.Errorf(model.ECodeNotFound, msgNoSavedSearch)
	}
	return saved, err
}

// DeleteSavedSearch deletes one of the teacher's saved searches.
func (s *Service) DeleteSavedSearch(ctx context.Context, teacherID, id string) error {
	found := false
	var err error
	if uuid.Validate(id) == nil {
		found, err = s.Store.DeleteSavedSearch(ctx, teacherID, id)
	}
	if err == nil && !found {
		err = model.Errorf(model.ECodeNotFound, msgNoSavedSearch)
	}
	return err
}

// StopSavedSearch deletes the saved search whose alert carried the token (its one-click link):
// a saved search exists for its mails, and the board saves it again in two clicks. An unknown or
// used token is invalid_token.
func (s *Service) StopSavedSearch(ctx context.Context, token string) error {
	return oneClick(ctx, token, s.Store.StopSavedSearch)
}

// checkSavedSearch trims a saved search and checks its name (1-100 characters), frequency and
// search (as the board checks it).
func checkSavedSearch(in SavedSearchInput) (SavedSearchInput, error) {
	f := model.Fields{}
	in.Name = strings.TrimSpace(in.Name)
	f.Required(map[string]string{"name": in.Name})
	f.Text("name", in.Name, 100, false)
	if _, ok := alertPeriods[in.Frequency]; !ok {
		f["frequency"] = "invalid"
	}
	in.Query.Q = strings.TrimSpace(in.Query.Q)
	query := model.Fields{}
	searchFilter(searchOf(in.Query), query)
	for name, problem := range query {
		f["query."+name] = problem
	}
	return in, f.Err(msgFixFields)
}

// searchOf is a saved search as the board's search.
func searchOf(q model.SavedQuery) VacancySearch {
	in := VacancySearch{Q: q.Q, School: q.School, District: q.District, Level: q.Level, Subject: q.Subject,
		Designation: q.Designation, Type: q.Type, WorkAuthorization: q.WorkAuthorization}
	if q.MinSalary != nil {
		in.MinSalary = strconv.Itoa(*q.MinSalary)
	}
	if q.Near != nil {
		in.Near = strconv.FormatFloat(q.Near.Lat, 'f', -1, 64) + "," + strconv.FormatFloat(q.Near.Lng, 'f', -1, 64)
		in.RadiusKm = strconv.Itoa(q.Near.RadiusKm)
	}
	return in
}

// boardURL is the board's address showing a saved search's results.
func (s *Service) boardURL(q model.SavedQuery) string {
	in := searchOf(q)
	values := url.Values{}
	for name, value := range map[string]string{"q": in.Q, "school": in.School, "district": in.District, "level": in.Level,
		"subject": in.Subject, "designation": in.Designation, "type": in.Type, "workAuthorization": in.WorkAuthorization,
		"minSalary": in.MinSalary, "near": in.Near, "radiusKm": in.RadiusKm} {
		if value != "" {
			values.Set(name, value)
		}
	}
	if len(values) == 0 {
		return s.cfg.BaseURL + "/vacancies"
	}
	return s.cfg.BaseURL + "/vacancies?" + values.Encode()
}

// SendSearchAlerts checks the saved searches that are due, a batch at a time, for alertRunFor at
// most, and mails each its new vacancies; a search with nothing new gets no mail and waits for
// its next period. It returns how many mails it queued.
func (s *Service) SendSearchAlerts(ctx context.Context) (sent int, err error) {
	stop := time.Now().Add(alertRunFor)
	// A teacher's searches are often due together: she is read for matching once per run.
	scorer := s.newScorer()
	for time.Now().Before(stop) {
		checked, mailed := 0, 0
		err := s.Store.InTx(ctx, func(tx *store.Tx) error {
			due, err := tx.DueSavedSearches(ctx, alertBatch)
			checked, mailed = len(due), 0
			for _, d := range due {
				if err != nil {
					break
				}
				var n int
				n, err = s.checkDueSearch(ctx, tx, d, scorer)
				mailed += n
			}
			return err
		})
		if err != nil {
			return sent, err
		}
		sent += mailed
		if checked < alertBatch {
			break
		}
	}
	return sent, nil
}

// checkDueSearch finds a due search's new vacancies, records the check, and queues its mail when
// there is something new (1 mail, else 0).
func (s *Service) checkDueSearch(ctx context.Context, tx *store.Tx, d store.DueSearch, scorer *scorer) (int, error) {
	period := alertPeriods[d.Frequency]
	// A search saved by an older release may no longer pass today's checks: it is checked as
	// nothing new, rather than stopping every other search's mail.
	filter, err := vacancyFilter(searchOf(d.Query))
	var picks []model.Vacancy
	if err == nil {
		if picks, err = tx.NewForSearch(ctx, d.Teacher.ID, filter, d.Since, alertPerMail); err != nil {
			return 0, err
		}
	}
	ids := make([]string, len(picks))
	for i, v := range picks {
		ids[i] = v.ID
	}
	if err := tx.RecordSearchCheck(ctx, d, ids, period); err != nil || len(picks) == 0 {
		return 0, err
	}
	scores, err := scorer.scores(ctx, d.Teacher.ID, picks)
	if err != nil {
		return 0, err
	}
	return 1, s.Mail.EnqueueMail(ctx, tx, s.alertMail(d, picks, scores))
}

// alertMail is a saved search's mail: its new vacancies, each linking to its job page and marked
// when the teacher's match score would earn it a recommendation, with the search's results on the
// board, her saved searches, and the one-click link that stops this search's mails.
func (s *Service) alertMail(d store.DueSearch, picks []model.Vacancy, scores []*int) jobs.MailArgs {
	stop := s.cfg.BaseURL + "/api/saved-searches/unsubscribe?token=" + url.QueryEscape(d.Token)
	list := make([]mail.AlertVacancy, len(picks))
	for i, v := range picks {
		list[i] = mail.AlertVacancy{Position: v.Position, School: v.SchoolName, District: v.District,
			LastDate: mailDate(v.LastDateToApply, d.Teacher.Language), URL: s.cfg.BaseURL + "/vacancies/" + url.PathEscape(v.ID)}
		if scores[i] != nil && *scores[i] >= matching.RecommendThreshold {
			list[i].GoodMatch = "yes"
		}
	}
	m := jobs.NewMail(s.Keys, d.Teacher.Email, d.Teacher.Language, mail.SearchAlert{FirstName: d.Teacher.FirstName, Search: d.Name,
		ResultsURL: s.boardURL(d.Query), ManageURL: s.cfg.BaseURL + "/teacher/saved-searches", UnsubscribeURL: stop, List: list})
	m.Unsubscribe = stop
	return m
}
