package httpapi

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"html"
	"io/fs"
	"log/slog"
	"net/http"
	"net/url"
	"strings"

	"github.com/teachbay/teachbay/internal/model"
)

// refereeRoutePath is the referee's page (web/src/app/routes.json), which the mailed link opens.
// The web app asks what the link holds once it runs; for a browser without JavaScript the server
// writes it into the page (docs/api.md "References").
const refereeRoutePath = "/reference"

// servedRefereeSlot is the empty element of the referee's pre-rendered page the reading page goes
// in (web/src/features/references/components/referee-page.tsx).
const servedRefereeSlot = `<noscript id="tb-referee"></noscript>`

// refereeSource reads what a referee's link asks (the service).
type refereeSource interface {
	RefereeForm(ctx context.Context, token string) (model.RefereeForm, error)
}

// refereeLanguage is one language's reading page, from dist/pages/referee.json
// (web/scripts/prerender.mjs): what the link asks, with `__tb_<name>__` markers where its values
// go, the page of a link that no longer works, and the texts the values are written with.
type refereeLanguage struct {
	Reading       string            `json:"reading"`
	Invalid       string            `json:"invalid"`
	Relationships map[string]string `json:"relationships"`
	Date          writtenDay        `json:"date"`
}

// refereePages writes the referee's page for a browser without JavaScript. Every page it fills
// counts against the referee form's limits (allow), as the form's own requests do.
type refereePages struct {
	source    refereeSource
	allow     func(r *http.Request) (bool, error)
	languages map[string]*refereeLanguage
}

func newRefereePages(files fs.FS, source refereeSource) (*refereePages, error) {
	raw, err := fs.ReadFile(files, "pages/referee.json")
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil // a build without the pre-render: the web app's page only
	}
	if err != nil {
		return nil, fmt.Errorf("spa: pages/referee.json: %w", err)
	}
	p := &refereePages{source: source}
	if err := json.Unmarshal(raw, &p.languages); err != nil {
		return nil, fmt.Errorf("spa: pages/referee.json: %w", err)
	}
	for lang, l := range p.languages {
		if len(l.Date.Months) != 12 || !strings.Contains(l.Reading, "__tb_name__") || l.Invalid == "" {
			return nil, fmt.Errorf("spa: pages/referee.json: the %s referee page is incomplete", lang)
		}
	}
	if p.languages["en"] == nil {
		return nil, errors.New("spa: pages/referee.json has no English referee page")
	}
	return p, nil
}

// serve answers the referee's page in lang with what its link asks in the page's slot, or that
// the link no longer works (404). Over the form's limits (429), or when the database cannot
// answer (503), the page goes as it is, and its app says what is wrong.
func (p *refereePages) serve(w http.ResponseWriter, r *http.Request, lang string, page *prepared) {
	l := p.languages[lang]
	if l == nil {
		l = p.languages["en"]
	}
	allowed, err := p.allow(r)
	if err != nil || !allowed {
		status := http.StatusTooManyRequests
		if err != nil {
			status = http.StatusServiceUnavailable
			logger(r.Context()).Error("referee page: counting the request failed", slog.String("error", err.Error()))
		}
		page.serve(w, r, status, "no-store")
		return
	}
	token := r.URL.Query().Get("token")
	status, reading := http.StatusOK, ""
	form, err := p.source.RefereeForm(r.Context(), token)
	switch {
	case err == nil:
		reading = l.reading(form, token)
	case errors.As(err, new(*model.Error)):
		status, reading = http.StatusNotFound, l.Invalid
	default:
		logger(r.Context()).Error("referee page: reading the link failed", slog.String("error", err.Error()))
		page.serve(w, r, http.StatusServiceUnavailable, "no-store")
		return
	}
	body := strings.Replace(string(page.body), servedRefereeSlot, `<noscript id="tb-referee">`+reading+`</noscript>`, 1)
	// The page holds the link's token and the teacher's name: no cache keeps it.
	prepareOnce([]byte(body), htmlType).serve(w, r, status, "no-store")
}

// reading writes what the link asks into the language's reading page.
func (l *refereeLanguage) reading(form model.RefereeForm, token string) string {
	relationship, ok := l.Relationships[form.Relationship]
	if !ok {
		relationship = form.Relationship
	}
	esc := html.EscapeString
	return strings.NewReplacer(
		"__tb_name__", esc(form.TeacherName),
		"__tb_relationship__", esc(relationship),
		"__tb_expires__", esc(l.Date.write(form.ExpiresAt)),
		"__tb_token__", esc(url.QueryEscape(token)),
	).Replace(l.Reading)
}
