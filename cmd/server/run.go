package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"net"
	"net/http"
	"os"
	"time"

	"github.com/rehearse-dev/rehearse/content"
	"github.com/rehearse-dev/rehearse/internal/quiz"
	"github.com/rehearse-dev/rehearse/internal/server"
	"github.com/rehearse-dev/rehearse/internal/store"
)

// run is the whole program; main only wires it to the process. Tests call
// it to start a real server on port 0.
func run(ctx context.Context, args []string, getenv func(string) string, stdin io.Reader, stdout, stderr io.Writer) error {
	if len(args) > 0 {
		switch args[0] {
		case "check":
			return runCheck(args[1:], stdout, stderr)
		case "sim":
			return runSim(args[1:], stdin, stdout, stderr)
		}
	}
	return serve(ctx, args, getenv, stderr)
}

// serveConfig is what the serve flags and environment set.
type serveConfig struct {
	addr       string
	dbPath     string
	contentDir string
	// drainDelay is how long the server keeps serving after readiness
	// starts failing, so load balancers stop routing to it first.
	drainDelay time.Duration
	// shutdownTimeout bounds how long in-flight requests may take.
	shutdownTimeout time.Duration
}

func parseServeFlags(args []string, getenv func(string) string, stderr io.Writer) (serveConfig, error) {
	fs := flag.NewFlagSet("server", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var c serveConfig
	fs.StringVar(&c.addr, "addr", envOr(getenv, "REHEARSE_ADDR", "localhost:8080"), "listen address (env REHEARSE_ADDR)")
	fs.StringVar(&c.dbPath, "db", envOr(getenv, "REHEARSE_DB", "data/rehearse.db"), "SQLite database file, created if missing (env REHEARSE_DB)")
	fs.StringVar(&c.contentDir, "content", getenv("REHEARSE_CONTENT"), "folder of question files to serve instead of the embedded bank (env REHEARSE_CONTENT)")
	fs.DurationVar(&c.drainDelay, "drain-delay", 0, "on shutdown, keep serving this long after /readyz starts failing")
	fs.DurationVar(&c.shutdownTimeout, "shutdown-timeout", 15*time.Second, "on shutdown, how long in-flight requests may take to finish")
	fs.Usage = func() {
		fmt.Fprintf(stderr, "Usage:\n  server [flags]            serve Rehearse\n  server check [DIR]        validate a folder of question files\n  server sim [flags] < scenario.json\n                            run the lifecycle simulator\n\nFlags:\n")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return c, err
	}
	if fs.NArg() > 0 {
		return c, fmt.Errorf("unexpected argument %q; see server -h", fs.Arg(0))
	}
	return c, nil
}

func envOr(getenv func(string) string, key, fallback string) string {
	if v := getenv(key); v != "" {
		return v
	}
	return fallback
}

// serve runs the web server until ctx is cancelled, then shuts down in the
// order the app teaches: readiness fails first, in-flight requests drain,
// the database closes last.
func serve(ctx context.Context, args []string, getenv func(string) string, stderr io.Writer) error {
	cfg, err := parseServeFlags(args, getenv, stderr)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil
		}
		return err
	}
	log := slog.New(slog.NewTextHandler(stderr, nil))

	bank, err := loadBank(cfg.contentDir)
	if err != nil {
		return fmt.Errorf("content is invalid, not starting:\n%w", err)
	}
	db, err := store.Open(ctx, cfg.dbPath)
	if err != nil {
		return fmt.Errorf("open database %s: %w", cfg.dbPath, err)
	}
	defer db.Close()

	srv := server.New(server.Config{Bank: bank, DB: db, Logger: log})
	httpServer := &http.Server{
		Handler:           srv.Handler(),
		ReadHeaderTimeout: 10 * time.Second,
		IdleTimeout:       2 * time.Minute,
		ErrorLog:          slog.NewLogLogger(log.Handler(), slog.LevelWarn),
	}
	// Event streams never end by themselves: end them when shutdown
	// begins, or Shutdown would wait for them until its timeout. Clients
	// reconnect to the next server and are sent what they missed.
	httpServer.RegisterOnShutdown(srv.CloseStreams)
	ln, err := net.Listen("tcp", cfg.addr)
	if err != nil {
		return err
	}
	log.Info("listening", slog.String("url", "http://"+ln.Addr().String()), slog.Int("questions", len(bank.Questions())), slog.String("db", cfg.dbPath))

	serveErr := make(chan error, 1)
	go func() { serveErr <- httpServer.Serve(ln) }()
	select {
	case err := <-serveErr:
		return err
	case <-ctx.Done():
	}

	log.Info("shutting down: readiness now fails")
	srv.BeginShutdown()
	time.Sleep(cfg.drainDelay)
	shutdownCtx, cancel := context.WithTimeout(context.Background(), cfg.shutdownTimeout)
	defer cancel()
	if err := httpServer.Shutdown(shutdownCtx); err != nil {
		return fmt.Errorf("shutdown: %w", err)
	}
	log.Info("stopped")
	return nil
}

// loadBank reads the question bank from dir, or the embedded one when dir
// is empty.
func loadBank(dir string) (*quiz.Bank, error) {
	var fsys fs.FS = content.Questions()
	if dir != "" {
		if _, err := os.Stat(dir); err != nil {
			return nil, err
		}
		fsys = os.DirFS(dir)
	}
	return quiz.Load(fsys, loadOptions())
}

// runCheck validates a folder of question files (the embedded bank when
// none is given), prints every problem and fails on any.
func runCheck(args []string, stdout, stderr io.Writer) error {
	if len(args) > 1 {
		return fmt.Errorf("usage: server check [DIR]")
	}
	dir := ""
	if len(args) == 1 {
		dir = args[0]
	}
	bank, err := loadBank(dir)
	if list := quiz.AsErrorList(err); list != nil {
		for _, e := range list {
			fmt.Fprintln(stdout, e)
		}
		return fmt.Errorf("%d problem(s) found", len(list))
	}
	if err != nil {
		return err
	}
	if list := quiz.CheckCoverage(bank); len(list) > 0 {
		for _, e := range list {
			fmt.Fprintln(stdout, e)
		}
		return fmt.Errorf("%d problem(s) found", len(list))
	}
	fmt.Fprintf(stdout, "ok: %d questions\n", len(bank.Questions()))
	return nil
}
