// Command teachbay is the TeachBay server: teachbay serve | migrate | seed [--demo].
package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"syscall"

	"github.com/teachbay/teachbay/internal/app"
	"github.com/teachbay/teachbay/internal/config"
	"github.com/teachbay/teachbay/web"
)

const usage = `usage: teachbay <command>

commands:
  serve          run the web server (applies pending migrations unless MIGRATE_ON_START=false)
  migrate        apply pending database migrations
  seed [--demo]  load the partner districts and schools; --demo adds development demo data

Configuration is read from the environment; see README.md.`

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, usage)
		os.Exit(2)
	}
	cfg, err := config.Load(os.Getenv)
	if err != nil {
		fmt.Fprintln(os.Stderr, "teachbay: configuration:", err)
		os.Exit(1)
	}
	a := &app.App{Config: cfg, Log: app.NewLogger(cfg), Web: web.Dist()}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	switch cmd, args := os.Args[1], os.Args[2:]; {
	case cmd == "serve" && len(args) == 0:
		err = a.Serve(ctx)
	case cmd == "migrate" && len(args) == 0:
		err = a.Migrate()
	case cmd == "seed" && len(args) == 0:
		err = a.Seed(ctx, false)
	case cmd == "seed" && len(args) == 1 && args[0] == "--demo":
		err = a.Seed(ctx, true)
	default:
		fmt.Fprintln(os.Stderr, usage)
		os.Exit(2)
	}
	if err != nil {
		a.Log.Error("teachbay "+os.Args[1]+" failed", "error", err.Error())
		os.Exit(1)
	}
}
