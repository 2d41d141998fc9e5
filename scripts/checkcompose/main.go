// Command checkcompose checks a docker-compose file the way `make test` can without a container
// engine: every image is pinned to a version (a tag other than latest, or a digest), and the
// environment of the teachbay service is one the production configuration accepts, so the stack
// does not stop at start for a missing setting.
//
//	go run ./scripts/checkcompose docker-compose.yml
package main

import (
	"errors"
	"fmt"
	"os"
	"sort"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/teachbay/teachbay/internal/config"
)

// appService is the compose service that runs TeachBay itself.
const appService = "teachbay"

type composeFile struct {
	Services map[string]service `yaml:"services"`
}

type service struct {
	Image       string    `yaml:"image"`
	Build       any       `yaml:"build"`
	Environment yaml.Node `yaml:"environment"`
}

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: checkcompose docker-compose.yml")
		os.Exit(2)
	}
	b, err := os.ReadFile(os.Args[1])
	if err == nil {
		err = check(b)
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "%s: %v\n", os.Args[1], err)
		os.Exit(1)
	}
	fmt.Printf("%s: every image pinned, the %s service's environment accepted in production\n", os.Args[1], appService)
}

// check returns every fault of the compose file b, joined.
func check(b []byte) error {
	var f composeFile
	if err := yaml.Unmarshal(b, &f); err != nil {
		return err
	}
	var errs []error
	names := make([]string, 0, len(f.Services))
	for name := range f.Services {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		s := f.Services[name]
		if s.Image == "" && s.Build == nil {
			errs = append(errs, fmt.Errorf("service %s has neither image nor build", name))
		}
		if s.Image != "" && !pinned(s.Image) {
			errs = append(errs, fmt.Errorf("service %s: image %q is not pinned to a version (name:tag, not latest)", name, s.Image))
		}
	}
	app, ok := f.Services[appService]
	if !ok {
		return errors.Join(append(errs, fmt.Errorf("no %s service", appService))...)
	}
	env, err := environment(app.Environment)
	if err != nil {
		return errors.Join(append(errs, fmt.Errorf("service %s: %w", appService, err))...)
	}
	if env["APP_ENV"] != config.Production {
		errs = append(errs, fmt.Errorf("service %s: APP_ENV is %q, want %s", appService, env["APP_ENV"], config.Production))
	}
	// Only the service's own environment: nothing of this shell's may fill a gap.
	if _, err := config.Load(func(k string) string { return env[k] }); err != nil {
		errs = append(errs, fmt.Errorf("service %s: the production configuration refuses its environment:\n%w", appService, err))
	}
	return errors.Join(errs...)
}

// pinned reports whether image names a version: a digest, or a tag that is not latest.
func pinned(image string) bool {
	if strings.Contains(image, "@sha256:") {
		return true
	}
	name := image[strings.LastIndex(image, "/")+1:]
	i := strings.LastIndex(name, ":")
	return i >= 0 && name[i+1:] != "" && name[i+1:] != "latest"
}

// environment reads a service's environment, written as a map or as a list of NAME=value.
func environment(n yaml.Node) (map[string]string, error) {
	env := map[string]string{}
	switch n.Kind {
	case 0:
	case yaml.MappingNode:
		if err := n.Decode(&env); err != nil {
			return nil, err
		}
	case yaml.SequenceNode:
		var list []string
		if err := n.Decode(&list); err != nil {
			return nil, err
		}
		for _, kv := range list {
			k, v, _ := strings.Cut(kv, "=")
			env[k] = v
		}
	default:
		return nil, errors.New("environment is neither a map nor a list")
	}
	return env, nil
}
