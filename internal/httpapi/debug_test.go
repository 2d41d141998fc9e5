package httpapi

import (
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// TestProfilesAreServedOnTheDebugListenerOnly checks that the runtime's profiles answer on
// DEBUG_ADDR's handler, and that the public handler does not give them away.
func TestProfilesAreServedOnTheDebugListenerOnly(t *testing.T) {
	t.Parallel()
	debug := httptest.NewServer(DebugHandler())
	defer debug.Close()
	res, err := http.Get(debug.URL + "/debug/pprof/heap?debug=1")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if res.StatusCode != http.StatusOK || !strings.Contains(string(body), "heap profile") {
		t.Errorf("debug listener: %d %.80s", res.StatusCode, body)
	}

	env := newAuthEnv(t)
	res, err = http.Get(env.url + "/debug/pprof/heap?debug=1")
	if err != nil {
		t.Fatal(err)
	}
	body, _ = io.ReadAll(res.Body)
	res.Body.Close()
	if strings.Contains(string(body), "heap profile") || res.StatusCode == http.StatusOK && !strings.Contains(string(body), "<html") {
		t.Errorf("the public listener gives the profile away: %d %.80s", res.StatusCode, body)
	}
}
