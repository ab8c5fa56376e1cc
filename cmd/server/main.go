// Command server runs Rehearse, and checks content and runs the simulator
// from the command line.
//
//	server [-addr localhost:8080] [-db data/rehearse.db] [-content DIR]
//	server check [DIR]
//	server sim [-preset NAME] [-fix F]... < scenario.json
package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"syscall"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, os.Args[1:], os.Getenv, os.Stdin, os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
