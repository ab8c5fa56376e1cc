package interview

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
)

// tokenBytes is how many random bytes an interviewer token carries: 256
// bits, twice the 128 that make a capability URL unguessable.
const tokenBytes = 32

// tokenLen is the length of a token as text: base64url without padding.
var tokenLen = base64.RawURLEncoding.EncodedLen(tokenBytes)

// candidateLabel separates the derivation of candidate tokens from any
// other use of SHA-256 over a token.
const candidateLabel = "rehearse mock interview: candidate token\x00"

// Token is a capability: whoever holds it reaches one side of one session,
// and nothing else is asked. The server keeps only its Hash.
type Token string

// NewToken returns a fresh interviewer token: 256 bits from crypto/rand,
// as 43 characters of base64url.
func NewToken() Token {
	b := make([]byte, tokenBytes)
	_, _ = rand.Read(b) // crypto/rand.Read never fails on supported platforms
	return Token(base64.RawURLEncoding.EncodeToString(b))
}

// Candidate derives the candidate's token from an interviewer token: the
// SHA-256 of a label and the token's bytes. The interviewer's page can
// always show the candidate link again, although only hashes are stored,
// while the candidate cannot work back to the interviewer's token. Both
// tokens have the same shape, so a token does not tell its role.
func (t Token) Candidate() Token {
	raw, err := base64.RawURLEncoding.DecodeString(string(t))
	if err != nil {
		raw = []byte(t)
	}
	sum := sha256.Sum256(append([]byte(candidateLabel), raw...))
	return Token(base64.RawURLEncoding.EncodeToString(sum[:]))
}

// Hash is what the store keeps in place of the token: its SHA-256. A
// stolen database does not open any session.
func (t Token) Hash() []byte {
	sum := sha256.Sum256([]byte(t))
	return sum[:]
}

// ParseToken reports whether s has the shape of a token, so that a
// malformed one is turned away before any lookup.
func ParseToken(s string) (Token, bool) {
	if len(s) != tokenLen {
		return "", false
	}
	if _, err := base64.RawURLEncoding.Strict().DecodeString(s); err != nil {
		return "", false
	}
	return Token(s), true
}
