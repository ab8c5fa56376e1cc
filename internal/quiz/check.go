package quiz

import (
	"fmt"
	"slices"
)

// CheckCoverage is a cheap self-consistency check of content: a question's
// own basics and solid answer should cover every one of its key points
// according to the hints matcher. A key point they miss means either the
// model answer leaves it out or its signals do not match the words people
// use; both are worth fixing before the question ships.
func CheckCoverage(b *Bank) ErrorList {
	var errs ErrorList
	for _, q := range b.Questions() {
		hints := q.Hints(q.BasicsText + "\n\n" + q.SolidText)
		for _, k := range q.KeyPoints {
			if !slices.Contains(hints.Covered, k.ID) {
				errs = append(errs, &FormatError{File: q.File, Line: q.lines["key_points/"+k.ID],
					Msg: fmt.Sprintf("key point %q is not covered by the question's own basics and solid answer, according to its signals", k.ID)})
			}
		}
	}
	return errs
}
