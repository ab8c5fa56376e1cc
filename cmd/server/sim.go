package main

import (
	"errors"
	"io"

	"github.com/rehearse-dev/rehearse/internal/quiz"
)

// loadOptions tells the content loader what the simulator knows.
func loadOptions() quiz.LoadOptions { return quiz.LoadOptions{} }

// runSim runs the simulator on a scenario read from stdin.
func runSim(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	return errors.New("server sim: the simulator is not built yet")
}
