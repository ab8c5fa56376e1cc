package server

import (
	"github.com/rehearse-dev/rehearse/internal/quiz"
	"github.com/rehearse-dev/rehearse/web/templates"
)

// simView builds the simulator panel for a question that names a preset.
func (s *Server) simView(q *quiz.Question) *templates.SimView {
	if q.Sim == "" {
		return nil
	}
	return &templates.SimView{Preset: q.Sim}
}
