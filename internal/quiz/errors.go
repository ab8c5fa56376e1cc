package quiz

import (
	"errors"
	"fmt"
	"strings"
)

// FormatError is one problem found in a content file, at a line.
type FormatError struct {
	File string
	Line int
	Msg  string
}

// Error formats the problem as "file:line: message", the form editors and
// terminals turn into a link.
func (e *FormatError) Error() string {
	if e.Line <= 0 {
		return fmt.Sprintf("%s: %s", e.File, e.Msg)
	}
	return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Msg)
}

// ErrorList is every problem found while loading content, in file and line
// order. It is returned as an error only when it is not empty.
type ErrorList []*FormatError

// Error joins the problems, one per line.
func (l ErrorList) Error() string {
	msgs := make([]string, len(l))
	for i, e := range l {
		msgs[i] = e.Error()
	}
	return strings.Join(msgs, "\n")
}

// Unwrap exposes each problem to errors.As and errors.Is.
func (l ErrorList) Unwrap() []error {
	errs := make([]error, len(l))
	for i, e := range l {
		errs[i] = e
	}
	return errs
}

// err returns the list as an error, or nil when it is empty, so that a nil
// ErrorList never becomes a non-nil error interface.
func (l ErrorList) err() error {
	if len(l) == 0 {
		return nil
	}
	return l
}

// collector gathers problems for one file.
type collector struct {
	file string
	errs ErrorList
}

func (c *collector) add(line int, format string, args ...any) {
	c.errs = append(c.errs, &FormatError{File: c.file, Line: line, Msg: fmt.Sprintf(format, args...)})
}

// AsErrorList returns the problems in err, whether it is an ErrorList or a
// single FormatError; it returns nil for any other error.
func AsErrorList(err error) ErrorList {
	var list ErrorList
	if errors.As(err, &list) {
		return list
	}
	var one *FormatError
	if errors.As(err, &one) {
		return ErrorList{one}
	}
	return nil
}
