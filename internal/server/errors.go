package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"strings"

	"github.com/rehearse-dev/rehearse/internal/store"
	"github.com/rehearse-dev/rehearse/web/templates"
)

// httpError is an error with the status and the message the client sees.
type httpError struct {
	status int
	msg    string
}

func (e *httpError) Error() string { return e.msg }

// badRequest is a 400 with a message that tells the client what to fix.
func badRequest(format string, args ...any) error {
	return &httpError{status: http.StatusBadRequest, msg: fmt.Sprintf(format, args...)}
}

// notFound is a 404; the message never hints whether something exists.
func notFound(what string) error {
	return &httpError{status: http.StatusNotFound, msg: what + " not found"}
}

// errStatus maps an error to the status and the message safe to show.
// Anything not made by this package is a 500 whose details stay in the log.
func errStatus(err error) (int, string) {
	var he *httpError
	var mbe *http.MaxBytesError
	switch {
	case errors.As(err, &he):
		return he.status, he.msg
	case errors.As(err, &mbe):
		return http.StatusRequestEntityTooLarge, fmt.Sprintf("the request body is over the limit of %d bytes", mbe.Limit)
	case errors.Is(err, store.ErrNotFound):
		return http.StatusNotFound, "not found"
	case errors.Is(err, context.Canceled):
		// The client went away; there is nobody to answer.
		return 499, "request cancelled"
	default:
		return http.StatusInternalServerError, "something went wrong on our side; please try again"
	}
}

// handlerFunc is a handler that returns its failure instead of writing it.
type handlerFunc func(w http.ResponseWriter, r *http.Request) error

// page adapts a handler that renders HTML: a failure becomes an error page.
func (s *Server) page(h handlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		err := h(w, r)
		if err == nil {
			return
		}
		status, msg := s.logError(r, err)
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.WriteHeader(status)
		_ = templates.ErrorPage(status, msg).Render(r.Context(), w)
	}
}

// api adapts a handler that answers JSON: a failure becomes {"error": msg}.
func (s *Server) api(h handlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if err := h(w, r); err != nil {
			status, msg := s.logError(r, err)
			writeJSON(w, status, map[string]string{"error": msg})
		}
	}
}

// either answers JSON under /api/ and HTML elsewhere, for handlers that
// serve both, such as "not found".
func (s *Server) either(h handlerFunc) http.HandlerFunc {
	page, api := s.page(h), s.api(h)
	return func(w http.ResponseWriter, r *http.Request) {
		if strings.HasPrefix(r.URL.Path, "/api/") {
			api(w, r)
			return
		}
		page(w, r)
	}
}

// logError logs server-side failures only; client mistakes are not news.
func (s *Server) logError(r *http.Request, err error) (int, string) {
	status, msg := errStatus(err)
	if status >= 500 {
		s.log.ErrorContext(r.Context(), "request failed", slog.String("method", r.Method), slog.String("path", r.URL.Path), slog.Any("err", err))
	}
	return status, msg
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(true)
	_ = enc.Encode(v)
}

// decodeJSON reads one JSON value into v, refusing unknown fields and
// trailing data, with messages that say what is wrong.
func decodeJSON(r *http.Request, v any) error {
	dec := json.NewDecoder(r.Body)
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		var mbe *http.MaxBytesError
		var syn *json.SyntaxError
		var typ *json.UnmarshalTypeError
		switch {
		case errors.As(err, &mbe):
			return err
		case errors.As(err, &syn):
			return badRequest("malformed JSON at byte %d: %v", syn.Offset, err)
		case errors.As(err, &typ):
			return badRequest("%s: expected %s, got %s", typ.Field, typ.Type, typ.Value)
		default:
			return badRequest("malformed JSON: %v", err)
		}
	}
	if dec.More() {
		return badRequest("malformed JSON: more than one value in the body")
	}
	return nil
}
