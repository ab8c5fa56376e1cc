// Package store keeps Rehearse's data in SQLite: guests' attempts and mock
// interview sessions. It opens the database with one writer connection and a
// pool of readers, applies the embedded migrations at start-up, and turns
// rows into domain values.
package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/rehearse-dev/rehearse/migrations"
	_ "modernc.org/sqlite" // registers the "sqlite" driver
)

// ErrNotFound is returned when a row does not exist or belongs to someone
// else; callers cannot tell the two apart, on purpose.
var ErrNotFound = errors.New("not found")

// DB is an open, migrated database.
type DB struct {
	// write has a single connection: SQLite allows one writer at a time,
	// and queueing in Go is kinder than SQLITE_BUSY.
	write *sql.DB
	read  *sql.DB
	// Now is the clock stamped on new rows; tests replace it.
	Now func() time.Time
}

// Open opens (creating if needed) the database at path, with its folder,
// and applies any migration not yet applied.
func Open(ctx context.Context, path string) (*DB, error) {
	if dir := filepath.Dir(path); dir != "" {
		if err := os.MkdirAll(dir, 0o750); err != nil {
			return nil, fmt.Errorf("create database folder: %w", err)
		}
	}
	// busy_timeout comes first so that the pragmas after it wait rather
	// than fail while another process holds a lock.
	pragmas := url.Values{"_pragma": {"busy_timeout(5000)", "journal_mode(WAL)", "foreign_keys(ON)", "synchronous(NORMAL)"}}
	dsn := "file:" + (&url.URL{Path: path}).EscapedPath() + "?"
	write, err := sql.Open("sqlite", dsn+pragmas.Encode()+"&_txlock=immediate")
	if err != nil {
		return nil, fmt.Errorf("open database: %w", err)
	}
	write.SetMaxOpenConns(1)
	write.SetConnMaxIdleTime(0)
	readPragmas := url.Values{"_pragma": append(pragmas["_pragma"], "query_only(ON)")}
	read, err := sql.Open("sqlite", dsn+readPragmas.Encode())
	if err != nil {
		write.Close()
		return nil, fmt.Errorf("open database: %w", err)
	}
	read.SetMaxOpenConns(max(4, runtime.NumCPU()))
	db := &DB{write: write, read: read, Now: time.Now}
	if err := db.migrate(ctx, migrations.FS); err != nil {
		db.Close()
		return nil, err
	}
	return db, nil
}

// Close closes both connection pools.
func (db *DB) Close() error {
	return errors.Join(db.write.Close(), db.read.Close())
}

// Ping checks that the database answers a query on both pools.
func (db *DB) Ping(ctx context.Context) error {
	var n int
	if err := db.read.QueryRowContext(ctx, "SELECT count(*) FROM schema_migrations").Scan(&n); err != nil {
		return fmt.Errorf("ping database: %w", err)
	}
	return db.write.PingContext(ctx)
}

// migrate applies, in order and each in its own transaction, every
// NNNN_name.sql file of fsys not yet recorded in schema_migrations.
func (db *DB) migrate(ctx context.Context, fsys fs.FS) error {
	if _, err := db.write.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (
		version    INTEGER PRIMARY KEY,
		name       TEXT NOT NULL,
		applied_at TEXT NOT NULL)`); err != nil {
		return fmt.Errorf("create schema_migrations: %w", err)
	}
	names, err := fs.Glob(fsys, "*.sql")
	if err != nil {
		return err
	}
	slices.Sort(names)
	for _, name := range names {
		version, err := strconv.Atoi(strings.SplitN(name, "_", 2)[0])
		if err != nil {
			return fmt.Errorf("migration %s: name must start with a number, as in 0001_name.sql", name)
		}
		if err := db.applyMigration(ctx, fsys, name, version); err != nil {
			return fmt.Errorf("migration %s: %w", name, err)
		}
	}
	return nil
}

func (db *DB) applyMigration(ctx context.Context, fsys fs.FS, name string, version int) error {
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	var applied int
	if err := tx.QueryRowContext(ctx, "SELECT count(*) FROM schema_migrations WHERE version = ?", version).Scan(&applied); err != nil {
		return err
	}
	if applied > 0 {
		return nil
	}
	sqlText, err := fs.ReadFile(fsys, name)
	if err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, string(sqlText)); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)",
		version, name, db.Now().UTC().Format(time.RFC3339)); err != nil {
		return err
	}
	return tx.Commit()
}

// inTx runs fn in a write transaction and commits only if fn succeeds, so
// that nothing is ever half-written.
func (db *DB) inTx(ctx context.Context, fn func(*sql.Tx) error) error {
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if err := fn(tx); err != nil {
		return err
	}
	return tx.Commit()
}

// timeLayout is RFC 3339 in UTC with a fixed nine-digit fraction, so that
// stored times sort as text in the order they sort as times.
const timeLayout = "2006-01-02T15:04:05.000000000Z"

// updateOne runs an UPDATE in its own transaction and returns ErrNotFound
// when it matched no row.
func (db *DB) updateOne(ctx context.Context, query string, args ...any) error {
	return db.inTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, query, args...)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil {
			return err
		} else if n == 0 {
			return ErrNotFound
		}
		return nil
	})
}

func formatTime(t time.Time) string { return t.UTC().Format(timeLayout) }

// parseTime reads a stored time; it also reads RFC 3339 with a shorter
// fraction, as written before timeLayout was fixed-width.
func parseTime(s string) time.Time {
	t, err := time.Parse(timeLayout, s)
	if err != nil {
		t, _ = time.Parse(time.RFC3339Nano, s)
	}
	return t
}
