package server_test

import (
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/rehearse-dev/rehearse/content"
	"github.com/rehearse-dev/rehearse/internal/quiz"
	"github.com/rehearse-dev/rehearse/internal/sim"
)

// TestEveryContentFileRenders serves the real, embedded question bank and
// walks every question through the real router: practice, study mode, a
// submitted answer's review, its topics and the API.
func TestEveryContentFileRenders(t *testing.T) {
	bank, err := quiz.Load(content.Questions(), quiz.LoadOptions{SimPresetExists: sim.PresetExists})
	if err != nil {
		t.Fatalf("the embedded content does not load:\n%v", err)
	}
	app := newTestAppWith(t, bank)
	g := app.guest()
	g.get("/").want(t, http.StatusOK)
	for _, q := range bank.Questions() {
		t.Run(q.ID, func(t *testing.T) {
			g.get("/questions/"+q.ID).want(t, http.StatusOK, htmlEscape(q.Title), `name="answer"`)
			study := g.get("/questions/" + q.ID + "/answer")
			study.want(t, http.StatusOK, "Basics", "Solid answer", "For a junior", "For a principal", "Follow-ups")
			for _, f := range q.FollowUps {
				if !strings.Contains(study.body, htmlEscape(f.Question)) {
					t.Errorf("follow-up %q missing", f.Question)
				}
			}
			if q.Sim != "" && !strings.Contains(study.body, `data-preset="`+q.Sim+`"`) {
				t.Errorf("simulator preset %q not embedded", q.Sim)
			}
			for _, topic := range q.Topics {
				g.get("/topics/"+topic).want(t, http.StatusOK, htmlEscape(q.Title))
			}
			g.get("/api/questions/"+q.ID).want(t, http.StatusOK, `"id":"`+q.ID+`"`)

			answer := q.BasicsText + "\n\n" + q.SolidText
			r := g.postForm("/questions/"+q.ID+"/attempts", url.Values{"answer": {answer}, "seconds": {"70"}})
			r.want(t, http.StatusSeeOther)
			review := g.get(r.header.Get("Location"))
			review.want(t, http.StatusOK, "Score yourself")
			// The model answer covers every key point, so the review
			// arrives with each one suggested.
			for _, k := range q.KeyPoints {
				if !strings.Contains(review.body, `value="`+k.ID+`" checked`) {
					t.Errorf("key point %s not pre-ticked for the model answer", k.ID)
				}
			}
		})
	}
}

func htmlEscape(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&#34;", "'", "&#39;").Replace(s)
}
