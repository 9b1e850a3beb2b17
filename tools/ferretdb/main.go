// Command ferretdb runs FerretDB v1 (SQLite backend) through its embeddable package.
//
// A plain `go install github.com/FerretDB/FerretDB/cmd/ferretdb@v1.24.2` panics at start because
// the module lacks build/version/version.txt; the embeddable package skips that check.
//
// Two guards keep one database per data directory (issue 11):
//   - it takes an exclusive lock on DATA_DIR/ferretdb.lock (flock, released by the kernel however
//     the process ends) and refuses to start, naming the holder's pid, when another has it;
//   - with --parent-pid (or FERRETDB_PARENT_PID) it stops when its parent is gone: the kernel sends SIGTERM when the parent
//     dies (Linux, PR_SET_PDEATHSIG), and a watchdog polls the parent pid (every platform), so a
//     `kill -9` of the site that started it leaves no orphan listening on the SQLite files.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"os"
	"os/signal"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/FerretDB/FerretDB/ferretdb"
)

// exitLocked is the exit status when another process holds the data directory.
const exitLocked = 75

func main() {
	listen := flag.String("listen-addr", "127.0.0.1:27017", "TCP address to listen on")
	dir := flag.String("data-dir", "data/db", "directory for the SQLite files")
	logLevel := flag.String("log-level", "warn", "debug, info, warn or error")
	defaultParent, _ := strconv.Atoi(os.Getenv("FERRETDB_PARENT_PID"))
	parentPID := flag.Int("parent-pid", defaultParent, "stop when the process with this pid (the parent) exits; 0: run on its own (default $FERRETDB_PARENT_PID)")
	flag.Parse()

	var level slog.Level
	if err := level.UnmarshalText([]byte(*logLevel)); err != nil {
		fmt.Fprintln(os.Stderr, "invalid --log-level:", err)
		os.Exit(2)
	}
	logger := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: level}))

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if *parentPID > 0 {
		watchParent(*parentPID, stop)
	}

	abs, err := filepath.Abs(*dir)
	if err == nil {
		err = os.MkdirAll(abs, 0o755)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "data directory:", err)
		os.Exit(1)
	}

	lock, err := lockDataDir(abs)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(exitLocked)
	}
	defer lock.Close()

	f, err := ferretdb.New(&ferretdb.Config{
		Listener:  ferretdb.ListenerConfig{TCP: *listen},
		Logger:    logger,
		Handler:   "sqlite",
		SQLiteURL: "file:" + abs + "/",
	})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}

	fmt.Fprintf(os.Stderr, "ferretdb listening on %s, data in %s (pid %d)\n", *listen, abs, os.Getpid())
	if err := f.Run(ctx); err != nil && ctx.Err() == nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

// lockDataDir takes DIR/ferretdb.lock for this process and writes its pid there. When another
// process holds it, the error names that process.
func lockDataDir(dir string) (*os.File, error) {
	path := filepath.Join(dir, "ferretdb.lock")
	file, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, fmt.Errorf("data directory lock %s: %w", path, err)
	}
	if err := syscall.Flock(int(file.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		defer file.Close()
		if errors.Is(err, syscall.EWOULDBLOCK) {
			holder, _ := os.ReadFile(path)
			pid := strings.TrimSpace(string(holder))
			if _, convErr := strconv.Atoi(pid); convErr != nil {
				pid = "unknown"
			}
			return nil, fmt.Errorf("ferretdb: the data directory %s is in use by another FerretDB (pid %s); stop that one first", dir, pid)
		}
		return nil, fmt.Errorf("data directory lock %s: %w", path, err)
	}
	if err := file.Truncate(0); err == nil {
		_, _ = file.WriteAt([]byte(strconv.Itoa(os.Getpid())+"\n"), 0)
	}
	return file, nil
}

// watchParent stops the server (through stop, as SIGTERM would) once the parent is gone: the
// kernel's parent-death signal where there is one, and a poll of our parent pid everywhere (after
// the parent dies we are re-parented, so Getppid changes).
func watchParent(parent int, stop context.CancelFunc) {
	setParentDeathSignal()
	if os.Getppid() != parent {
		fmt.Fprintf(os.Stderr, "ferretdb: parent %d is already gone; stopping\n", parent)
		stop()
		return
	}
	go func() {
		for range time.Tick(time.Second) {
			if os.Getppid() != parent {
				fmt.Fprintf(os.Stderr, "ferretdb: parent %d exited; stopping\n", parent)
				stop()
				return
			}
		}
	}()
}
