package server

import (
	"net/http"
	"regexp"
	"strings"

	"github.com/rehearse-dev/rehearse/internal/interview"
	"github.com/rehearse-dev/rehearse/web/templates"
)

// mockReportFor builds the report the token may read: the interviewer's
// copy always, the candidate's (without private notes) only once the
// interviewer has shared it. Before that, the candidate's token gets the
// same 404 as a wrong one.
func (s *Server) mockReportFor(w http.ResponseWriter, r *http.Request) (mockAccess, interview.Report, error) {
	acc, err := s.mockAccessFor(w, r, bothSides...)
	if err != nil {
		return acc, interview.Report{}, err
	}
	private := acc.role == interview.Interviewer
	if !private && !(acc.sess.Ended() && acc.sess.Verdict.Shared) {
		return acc, interview.Report{}, errNoMock()
	}
	events, err := s.db.MockEvents(r.Context(), acc.sess.ID, 0)
	if err != nil {
		return acc, interview.Report{}, err
	}
	return acc, interview.BuildReport(acc.sess, events, s.mockLookup, private, s.now()), nil
}

// mockReport shows the report page.
func (s *Server) mockReport(w http.ResponseWriter, r *http.Request) error {
	acc, rep, err := s.mockReportFor(w, r)
	if err != nil {
		return err
	}
	return render(w, r, templates.MockReportPage(templates.MockReportView{Base: acc.base(), Report: rep}))
}

// mockReportMarkdown downloads the report as a Markdown file.
func (s *Server) mockReportMarkdown(w http.ResponseWriter, r *http.Request) error {
	_, rep, err := s.mockReportFor(w, r)
	if err != nil {
		return err
	}
	w.Header().Set("Content-Type", "text/markdown; charset=utf-8")
	w.Header().Set("Content-Disposition", `attachment; filename="`+reportFileName(rep)+`"`)
	_, err = w.Write([]byte(rep.Markdown()))
	return err
}

var unsafeFileChars = regexp.MustCompile(`[^a-z0-9]+`)

// reportFileName names the download after the candidate and the day, in
// characters every file system and header accepts.
func reportFileName(rep interview.Report) string {
	name := strings.Trim(unsafeFileChars.ReplaceAllString(strings.ToLower(rep.Candidate), "-"), "-")
	if name == "" {
		name = "candidate"
	}
	if len(name) > 40 {
		name = strings.Trim(name[:40], "-")
	}
	return "mock-interview-" + name + "-" + rep.CreatedAt.UTC().Format("2006-01-02") + ".md"
}
