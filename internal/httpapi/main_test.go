package httpapi

import (
	"context"
	"io"
	"log/slog"
	"maps"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/teachbay/teachbay/internal/config"
	"github.com/teachbay/teachbay/internal/countries"
	"github.com/teachbay/teachbay/internal/store"
	"github.com/teachbay/teachbay/internal/testdb"
)

func TestMain(m *testing.M) { os.Exit(testdb.Main(m)) }

// testIndex stands in for the built index.html with the three tags the server rewrites.
const testIndex = `<!doctype html><html lang="en"><head><title>TeachBay</title>
<meta name="description" content="default"></head><body><div id="app"></div></body></html>`

// testMeta is a dist/meta.json with public pages (two with their own Content-Security-Policy), a
// page kept from search engines, and a private area with parameterised routes.
const testMeta = `{
 "routes": [
  {"path": "/", "visibility": "public"},
  {"path": "/contact-us", "visibility": "public", "policy": "captcha"},
  {"path": "/housing-resources", "visibility": "public", "policy": "maps"},
  {"path": "/user/login", "visibility": "noindex"},
  {"path": "/user/reset-password", "visibility": "noindex", "referrer": "no-referrer"},
  {"path": "/reference", "page": "reference", "visibility": "noindex", "referrer": "no-referrer"},
  {"path": "/teacher/dashboard", "visibility": "private"},
  {"path": "/teacher/vacancies/:id", "visibility": "private"},
  {"path": "/school/vacancies/:id/applicants", "visibility": "private"},
  {"path": "/admin/*", "visibility": "private"},
  {"path": "/vacancies", "page": "vacancies", "visibility": "public"},
  {"path": "/vacancies/:id", "page": "vacancy", "visibility": "public"}
 ],
 "languages": {
  "en": {"routes": {"/": {"title": "TeachBay", "description": "Teaching jobs in Tampa Bay"},
                    "/contact-us": {"title": "Contact Us | TeachBay", "description": "Write to us & we reply"},
                    "/user/login": {"title": "Log in | TeachBay", "description": "Log in"}},
         "private": {"title": "My TeachBay", "description": "Your account"},
         "notFound": {"title": "Page not found | TeachBay", "description": "No such page"}},
  "es": {"routes": {"/": {"title": "TeachBay", "description": "Empleos docentes en Tampa Bay"},
                    "/contact-us": {"title": "Contáctanos | TeachBay", "description": "Escríbenos"},
                    "/user/login": {"title": "Iniciar sesión | TeachBay", "description": "Inicia sesión"}},
         "private": {"title": "Mi TeachBay", "description": "Tu cuenta"},
         "notFound": {"title": "Página no encontrada | TeachBay", "description": "No existe"}}
 }
}`

func testWeb() fstest.MapFS {
	return fstest.MapFS{
		"index.html":              {Data: []byte(testIndex)},
		"meta.json":               {Data: []byte(testMeta)},
		"favicon.svg":             {Data: []byte("<svg/>")},
		"assets/index-abc1.js":    {Data: []byte("console.log('plain')")},
		"assets/index-abc1.js.gz": {Data: []byte("gzip-bytes")},
		"assets/index-abc1.js.br": {Data: []byte("brotli-bytes")},
		"meta.json.gz":            {Data: []byte("gzip-bytes")},
		"index.html.br":           {Data: []byte("brotli-bytes")},
		"pages/job.json":          {Data: []byte(testJobPages)},
		"pages/en/vacancies.html": {Data: []byte(strings.Replace(testIndex, `<div id="app">`, `<div id="app"><h1>Vacancies</h1><noscript id="tb-vacancies"></noscript>`, 1))},
		"pages/es/vacancies.html": {Data: []byte(strings.Replace(testIndex, `<div id="app">`, `<div id="app"><h1>Vacantes</h1><noscript id="tb-vacancies"></noscript>`, 1))},
		"pages/referee.json":      {Data: []byte(testRefereePages)},
		"pages/en/reference.html": {Data: []byte(strings.Replace(testIndex, `<div id="app">`, `<div id="app"><noscript id="tb-referee"></noscript>`, 1))},
		"pages/es/reference.html": {Data: []byte(strings.Replace(testIndex, `<div id="app">`, `<div id="app"><noscript id="tb-referee"></noscript>`, 1))},
	}
}

// testRefereePages stands in for dist/pages/referee.json (web/scripts/prerender.mjs): the
// referee's reading page of each language with the markers the server fills, and its texts.
const testRefereePages = `{
 "en": {"reading": "<h2>Confidential reference</h2><p>__tb_name__ asks you for a reference; __tb_name__ never sees it.</p><p>You are: __tb_relationship__.</p><p>Until __tb_expires__.</p><a href=\"/reference?token=__tb_token__&amp;lang=es\">Español</a><li>Instruction</li>",
        "invalid": "<h2>This link no longer works</h2>",
        "relationships": {"principal": "Principal"},
        "date": {"parts": [{"type": "month", "value": "Jan"}, {"type": "literal", "value": " "}, {"type": "day", "value": "23"},
                           {"type": "literal", "value": ", "}, {"type": "year", "value": "2026"}],
                 "months": ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]}},
 "es": {"reading": "<h2>Referencia confidencial</h2><p>__tb_name__ te pide una referencia.</p><p>Eres: __tb_relationship__.</p><p>Hasta el __tb_expires__.</p><a href=\"/reference?token=__tb_token__&amp;lang=en\">English</a>",
        "invalid": "<h2>Este enlace ya no funciona</h2>",
        "relationships": {"principal": "Director o directora"},
        "date": {"parts": [{"type": "day", "value": "23"}, {"type": "literal", "value": " "}, {"type": "month", "value": "ene"},
                           {"type": "literal", "value": " "}, {"type": "year", "value": "2026"}],
                 "months": ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic"]}}
}`

// testJobPages stands in for dist/pages/job.json (web/scripts/prerender.mjs): the job page of
// each language with the markers the server fills, and the texts it fills them with.
const testJobPages = `{
 "en": {"open": "<!doctype html><html lang=\"en\"><head><title>TeachBay</title><meta name=\"description\" content=\"default\"></head><body><div id=\"app\"><h1>__tb_position__</h1><p>__tb_schoolName__, __tb_district__</p><dl><dd>__tb_type__</dd>__tb_ifResponseRate__<div><dt>Answers to applicants</dt><dd>Answers __tb_pct__% of applicants within 14 days.__tb_ifMedian__<span> __tb_medianDays__</span>__tb_endMedian__</dd></div>__tb_endResponseRate____tb_ifOpenings__<div><dt>Openings</dt><dd>__tb_openings__</dd></div>__tb_endOpenings____tb_ifSalary__<div><dt>Salary</dt><dd>__tb_salary__</dd></div>__tb_endSalary__<dd>__tb_educationalLevel__</dd><dd>__tb_subject__</dd><dd>__tb_designation__</dd><dd>__tb_certification__</dd><dd>__tb_years__</dd><dd><time dateTime=\"__tb_postedAtValue__\">__tb_postedAt__</time></dd><dd><time dateTime=\"__tb_lastDateToApplyValue__\">__tb_lastDateToApply__</time></dd></dl><p>__tb_description__</p>__tb_ifRequirements__<section><h2>Requirements</h2><p>__tb_requirements__</p></section>__tb_endRequirements__<section><h2>Visa and work authorization</h2><p>__tb_workAuthorization__</p></section><a href=\"/user/login?next=%2Fvacancies%2F__tb_id__\">Log in to apply</a></div></body></html>",
        "closed": "<!doctype html><html lang=\"en\"><head><title>TeachBay</title><meta name=\"description\" content=\"default\"></head><body><div id=\"app\"><h1>__tb_position__</h1><p>__tb_description__</p>__tb_ifRequirements__<p>__tb_requirements__</p>__tb_endRequirements__<p>This vacancy is closed.</p></div></body></html>",
        "labels": {"vacancyTypes": {"full_time": "Full-time"}, "gradeLevels": {"high": "High school"}, "subjects": {"math": "Mathematics"},
                   "designations": {"traditional": "Traditional public school"}, "certification": {"florida": "A Florida teaching certificate"},
                   "workAuthorization": {"authorized_only": "You must already be allowed to work in the United States."}},
        "years": ["0 years", "1 year", "2 years", "3 years"],
        "list": {"lastDate": "Last Date to Apply", "moreOne": "The newest.", "moreOther": "The newest {{count}} open vacancies.", "none": "None match."},
        "date": {"parts": [{"type": "month", "value": "Jan"}, {"type": "literal", "value": " "}, {"type": "day", "value": "23"},
                           {"type": "literal", "value": ", "}, {"type": "year", "value": "2026"}],
                 "months": ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]},
        "medianDays": {"one": "Median time to a first answer: 1 day.", "other": "Median time to a first answer: {{days}} days.", "decimal": "."},
        "salary": {"range": "{{min}} to {{max}} a year", "exact": "{{amount}} a year", "from": "From {{min}} a year",
                   "money": {"prefix": "$", "group": ",", "suffix": ""}}},
 "es": {"open": "<!doctype html><html lang=\"en\"><head><title>TeachBay</title><meta name=\"description\" content=\"default\"></head><body><div id=\"app\"><h1>__tb_position__</h1><dl><dd>__tb_type__</dd>__tb_ifResponseRate__<div><dt>Respuesta a los postulantes</dt><dd>Responde al __tb_pct__ % de los postulantes en 14 días o menos.__tb_ifMedian__<span> __tb_medianDays__</span>__tb_endMedian__</dd></div>__tb_endResponseRate____tb_ifOpenings__<div><dt>Puestos disponibles</dt><dd>__tb_openings__</dd></div>__tb_endOpenings____tb_ifSalary__<div><dt>Salario</dt><dd>__tb_salary__</dd></div>__tb_endSalary__<dd>__tb_designation__</dd><dd>__tb_years__</dd><dd><time dateTime=\"__tb_lastDateToApplyValue__\">__tb_lastDateToApply__</time></dd></dl><p>__tb_description__</p>__tb_ifRequirements__<p>__tb_requirements__</p>__tb_endRequirements__<section><h2>Visa y permiso de trabajo</h2><p>__tb_workAuthorization__</p></section><a href=\"/user/login?next=%2Fvacancies%2F__tb_id__\">Inicia sesión para postularte</a></div></body></html>",
        "closed": "<!doctype html><html lang=\"en\"><head><title>TeachBay</title><meta name=\"description\" content=\"default\"></head><body><div id=\"app\"><h1>__tb_position__</h1><p>Esta vacante está cerrada.</p></div></body></html>",
        "labels": {"vacancyTypes": {"full_time": "Tiempo completo"}, "designations": {},
                   "workAuthorization": {"j1_welcome": "El distrito recibe a docentes de intercambio con visa J-1."}},
        "years": ["0 años", "1 año", "2 años", "3 años"],
        "list": {"lastDate": "Fecha límite", "moreOne": "La más reciente.", "moreOther": "Las {{count}} vacantes más recientes.", "none": "Ninguna."},
        "date": {"parts": [{"type": "day", "value": "23"}, {"type": "literal", "value": " "}, {"type": "month", "value": "ene"},
                           {"type": "literal", "value": " "}, {"type": "year", "value": "2026"}],
                 "months": ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic"]},
        "medianDays": {"one": "Tiempo mediano hasta la primera respuesta: 1 día.", "other": "Tiempo mediano hasta la primera respuesta: {{days}} días.", "decimal": ","},
        "salary": {"range": "De {{min}} a {{max}} al año", "exact": "{{amount}} al año", "from": "Desde {{min}} al año",
                   "money": {"prefix": "", "group": ".", "suffix": "\u00a0US$"}}}
}`

// testConfig is a development configuration; vars add or override settings.
func testConfig(t *testing.T, vars map[string]string) config.Config {
	t.Helper()
	env := map[string]string{"APP_ENV": "development", "DATABASE_URL": "postgres://unused", "BASE_URL": "https://teachbay.example"}
	maps.Copy(env, vars)
	cfg, err := config.Load(func(k string) string { return env[k] })
	if err != nil {
		t.Fatal(err)
	}
	return cfg
}

var quietLog = slog.New(slog.NewTextHandler(io.Discard, nil))

// testCountries is built once: the list is the same for every test.
var testCountries = countries.New()

// newTestServer serves the handler over a real database and the given web files, without a mail queue.
func newTestServer(t *testing.T, st *store.Store, web fstest.MapFS) *httptest.Server {
	t.Helper()
	return serve(t, testConfig(t, nil), Deps{Store: st, Log: quietLog, Web: web, Metrics: prometheus.NewRegistry(), Countries: testCountries})
}

// newServer returns the server (not yet serving) over a real database and the test web files.
func newServer(t *testing.T, st *store.Store) *Server {
	t.Helper()
	srv, err := New(testConfig(t, nil), Deps{Store: st, Log: quietLog, Web: testWeb(), Metrics: prometheus.NewRegistry(), Countries: testCountries})
	if err != nil {
		t.Fatal(err)
	}
	return srv
}

// withLogger gives a request the logger its handlers log to, as the observe middleware does.
func withLogger(r *http.Request, l *slog.Logger) *http.Request {
	return r.WithContext(context.WithValue(r.Context(), requestKey{}, &requestInfo{id: "test-request", log: l}))
}

func serve(t *testing.T, cfg config.Config, d Deps) *httptest.Server {
	t.Helper()
	_, ts := startServer(t, cfg, d)
	return ts
}

// startServer is serve that also returns the server, for a test that starts what the program
// runs beside it (WatchReference).
func startServer(t *testing.T, cfg config.Config, d Deps) (*Server, *httptest.Server) {
	t.Helper()
	srv, err := New(cfg, d)
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(checkContract(t, srv.Handler()))
	t.Cleanup(ts.Close)
	return srv, ts
}

// get sends a GET with optional headers (name, value pairs) and returns the answer and its body.
func get(t *testing.T, url string, headers ...string) (*http.Response, string) {
	t.Helper()
	req, err := http.NewRequest(http.MethodGet, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	// The transport must not add or undo compression: the tests check it.
	res, err := (&http.Transport{DisableCompression: true}).RoundTrip(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return res, string(b)
}
