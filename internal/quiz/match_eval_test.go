package quiz

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// evalQuestion is the content file whose signals the evaluation measures.
const evalQuestion = "../../content/questions/sidecar-startup-race.md"

// labelled is one hand-labelled answer of the evaluation set.
type labelled struct {
	name    string
	answer  string
	covers  []string
	says    []string
	negated []string
}

// loadLabelled reads every answer in dir (format: testdata/eval/README.md).
func loadLabelled(t *testing.T, dir string) []labelled {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.txt"))
	if err != nil {
		t.Fatal(err)
	}
	var out []labelled
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		head, answer, ok := strings.Cut(string(src), "\n---\n")
		if !ok {
			t.Fatalf("%s: no --- line after the header", f)
		}
		l := labelled{name: filepath.Base(f), answer: answer}
		for _, line := range strings.Split(head, "\n") {
			key, val, _ := strings.Cut(line, ":")
			ids := strings.Fields(val)
			switch strings.TrimSpace(key) {
			case "covers":
				l.covers = ids
			case "says":
				l.says = ids
			case "negated":
				l.negated = ids
			case "note", "":
			default:
				t.Fatalf("%s: unknown header %q", f, key)
			}
		}
		out = append(out, l)
	}
	return out
}

// score counts true and false positives and negatives.
type score struct{ tp, fp, fn int }

func (s *score) add(want, got []string) {
	for _, id := range got {
		if slices.Contains(want, id) {
			s.tp++
		} else {
			s.fp++
		}
	}
	for _, id := range want {
		if !slices.Contains(got, id) {
			s.fn++
		}
	}
}

func (s score) precision() float64 {
	if s.tp+s.fp == 0 {
		return 1
	}
	return float64(s.tp) / float64(s.tp+s.fp)
}

func (s score) recall() float64 {
	if s.tp+s.fn == 0 {
		return 1
	}
	return float64(s.tp) / float64(s.tp+s.fn)
}

func (s score) String() string {
	return fmt.Sprintf("precision %.3f recall %.3f (tp %d, fp %d, fn %d)", s.precision(), s.recall(), s.tp, s.fp, s.fn)
}

// TestEvaluation measures the signals of the first question on the
// hand-labelled answers in testdata/eval. On the training answers it fails
// below the bar of issue 4: precision >= 0.9 and recall >= 0.85, for key
// points and for said red flags, and no negated mention counted as said.
// On the held-out answers, written last and never tuned on, it reports the
// same figures without failing: a bar or floor enforced there invites
// tuning on them, after which they stop measuring unseen language, and a
// batch holds so few red flags (about 15) that one miss moves precision or
// recall by seven points, so a floor there measures the batch rather than
// the matcher. The training answers (over 350) carry the enforced bar; the
// held-out figures go into the README, seen by people rather than by CI.
// The unsolved answers were tuned on, but a negated mention in them is
// still counted as said and no general rule fixes it; they are reported
// like the held-out ones, so that the miss stays in sight rather than
// being relabelled or dropped.
func TestEvaluation(t *testing.T) {
	src, err := os.ReadFile(evalQuestion)
	if err != nil {
		t.Fatal(err)
	}
	q, err := ParseFile(filepath.Base(evalQuestion), src, LoadOptions{})
	if err != nil {
		t.Fatalf("parse %s: %v", evalQuestion, err)
	}
	m, err := NewMatcher(q.KeyPoints, q.RedFlags)
	if err != nil {
		t.Fatal(err)
	}
	known := map[string]bool{}
	for _, it := range append(slices.Clone(q.KeyPoints), q.RedFlags...) {
		known[it.ID] = true
	}
	for _, set := range []string{"train", "heldout", "unsolved"} {
		t.Run(set, func(t *testing.T) {
			fail := t.Errorf
			if set != "train" {
				fail = t.Logf
			}
			answers := loadLabelled(t, filepath.Join("testdata", "eval", set))
			if len(answers) == 0 {
				t.Skipf("no answers in testdata/eval/%s", set)
			}
			var kp, rf score
			for _, a := range answers {
				for _, id := range slices.Concat(a.covers, a.says, a.negated) {
					if !known[id] {
						t.Errorf("%s: unknown id %q", a.name, id)
					}
				}
				h := m.Match(a.answer)
				kp.add(a.covers, h.Covered)
				rf.add(a.says, h.Said)
				for _, id := range a.negated {
					if slices.Contains(h.Said, id) {
						fail("%s: negated mention of %s counted as said: %q", a.name, id, h.Evidence[id].Sentence)
					}
				}
				logDiff(t, a.name, "key point", a.covers, h.Covered, h)
				logDiff(t, a.name, "red flag", a.says, h.Said, h)
			}
			t.Logf("%s: %d answers", set, len(answers))
			t.Logf("%s: key points:      %v", set, kp)
			t.Logf("%s: said red flags:  %v", set, rf)
			for _, c := range []struct {
				what string
				s    score
			}{{"key points", kp}, {"said red flags", rf}} {
				if c.s.precision() < 0.9 || c.s.recall() < 0.85 {
					fail("%s %s below the bar (precision >= 0.9, recall >= 0.85): %v", set, c.what, c.s)
				}
			}
		})
	}
}

// TestModelAnswers checks every question of the content folder against
// its own model answers: its basics and solid answer together cover all
// of its key points (the content check asks the same) and say none of its
// red flags, whatever the matcher's rules become.
func TestModelAnswers(t *testing.T) {
	b, err := Load(os.DirFS(filepath.Dir(evalQuestion)), LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range b.Questions() {
		h := q.Hints(q.BasicsText + "\n\n" + q.SolidText)
		if len(h.Covered) != len(q.KeyPoints) {
			t.Errorf("%s: the model answers cover %q of %d key points", q.ID, h.Covered, len(q.KeyPoints))
		}
		for _, id := range h.Said {
			t.Errorf("%s: the model answers say red flag %s: %q", q.ID, id, h.Evidence[id].Sentence)
		}
	}
}

// logDiff logs what the matcher got wrong on one answer.
func logDiff(t *testing.T, name, kind string, want, got []string, h Hints) {
	t.Helper()
	for _, id := range got {
		if !slices.Contains(want, id) {
			t.Logf("%s: false %s %s in %q", name, kind, id, h.Evidence[id].Sentence)
		}
	}
	for _, id := range want {
		if !slices.Contains(got, id) {
			t.Logf("%s: missed %s %s", name, kind, id)
		}
	}
}

// TestSidecarPhrasings pins how the first question's signals read single
// sentences in words that the evaluation answers do not all use: each
// sentence must match exactly the ids listed, in rubric order.
func TestSidecarPhrasings(t *testing.T) {
	m := sidecarMatcher(t)
	probes := []struct{ text, want string }{
		{"istio-init has already rewired the pod's networking to send everything through Envoy, but Envoy hasn't got its config yet.", "redirect-before-proxy"},
		{"Outbound connections get NATed to 15001 where nothing is listening yet.", "redirect-before-proxy"},
		{"Since all egress is captured by the proxy, and the proxy isn't up, the calls fail.", "redirect-before-proxy"},
		{"The mesh hijacks outbound traffic even though Envoy has not finished starting.", "redirect-before-proxy"},
		{"The redirection is applied at pod startup but the proxy is still waiting for xDS from istiod.", "redirect-before-proxy"},
		{"The traffic interception is set up by the CNI before the sidecar container even exists.", "redirect-before-proxy"},
		{"Kube starts the app and the app's outbound requests are forced through a proxy that has no listeners.", "redirect-before-proxy"},
		{"it only fails for the first 2-3 seconds", "first-seconds-only"},
		{"The problem goes away after a few seconds.", "first-seconds-only"},
		{"It's a transient startup issue.", "first-seconds-only"},
		{"The failures are limited to pod startup.", "first-seconds-only"},
		{"Once the proxy is ready the errors stop.", "first-seconds-only"},
		{"Only the first handful of requests fail.", "first-seconds-only"},
		{"Retrying a couple of seconds later succeeds.", "first-seconds-only"},
		{"It happens for a short time after each deploy and then it's fine.", "first-seconds-only"},
		{"There's nothing in the server logs.", "callee-log-silent"},
		{"The upstream service has no record of the call.", "callee-log-silent"},
		{"The downstream logs are clean.", "callee-log-silent"},
		{"The target app didn't log anything.", "callee-log-silent"},
		{"The request doesn't even reach the other service.", "callee-log-silent"},
		{"The database team says they see no connections from us.", "callee-log-silent"},
		{"Nothing shows up on the callee side.", "callee-log-silent"},
		{"Make the app container wait until the sidecar is ready.", "order-not-timeouts"},
		{"Have the application poll Envoy's readiness endpoint on 15021 before it starts.", "order-not-timeouts"},
		{"Ensure Envoy is ready before the app starts sending traffic.", "order-not-timeouts"},
		{"The fix is to start the proxy before the application.", "order-not-timeouts"},
		{"Gate the app's startup on the proxy being ready.", "order-not-timeouts"},
		{"It's an ordering problem, not a timeout problem.", "order-not-timeouts"},
		{"Delay the app until Envoy is up.", "order-not-timeouts"},
		{"Run the sidecar as an init container with restartPolicy: Always.", "order-not-timeouts"},
		{"On pod termination, Envoy may shut down before the app finishes its requests.", "shutdown-mirror"},
		{"Jobs hang because istio-proxy never exits.", "shutdown-mirror"},
		{"Also think about shutdown - the proxy gets SIGTERM at the same time as the app.", "shutdown-mirror"},
		{"The reverse happens when the pod is deleted: the sidecar dies first.", "shutdown-mirror"},
		{"The same problem occurs when scaling down.", "shutdown-mirror"},
		{"When the pod is terminated the sidecar might go away before the app is done.", "shutdown-mirror"},
		{"The database might be slow to accept new connections.", "blames-downstream"},
		{"The downstream API is probably rate limiting us.", "blames-downstream"},
		{"Maybe the backend isn't ready yet when we deploy.", "blames-downstream"},
		{"It's a problem with the payment service.", "blames-downstream"},
		{"The connection pool on the database side is exhausted.", "blames-downstream"},
		{"Bump the client timeout to 30s.", "raises-timeout"},
		{"Set a longer connect timeout.", "raises-timeout"},
		{"The timeout is too short, make it 10 seconds.", "raises-timeout"},
		{"Make the timeouts more generous.", "raises-timeout"},
		{"Kubernetes starts containers in the order they appear in the spec.", "assumes-listed-order"},
		{"Just list the sidecar first so it starts first.", "assumes-listed-order"},
		{"Containers start sequentially in declaration order.", "assumes-listed-order"},
		{"Iptables redirection only kicks in once Envoy is ready.", "redirect-waits-for-proxy"},
		{"Istio doesn't redirect traffic until the sidecar is up.", "redirect-waits-for-proxy"},
		{"I wouldn't bump the timeout.", ""},
		{"Don't just increase timeouts; fix the startup order.", "order-not-timeouts"},
		{"Timeouts won't fix this, the order will.", ""},
		{"Some people would raise the timeout, but that's treating the symptom.", ""},
		{"Increasing timeouts or adding sleeps is a hack.", ""},
		{"It's not a database problem.", ""},
		{"Nobody should blame the downstream team.", ""},
		{"The downstream service isn't at fault.", ""},
		{"The first call to the database fails with connection refused.", ""},
		{"When the pod goes down, Envoy can exit before the app has drained its connections.", "shutdown-mirror"},
		{"Graceful shutdown matters too: the sidecar should outlive the app.", "shutdown-mirror"},
		{"Use native sidecars so the proxy starts first and stops last, which also fixes Jobs.", "order-not-timeouts shutdown-mirror"},
		{"Linkerd's proxy-init writes iptables rules before linkerd-proxy is ready, so early calls are refused.", "redirect-before-proxy"},
		{"During the first seconds after startup the app can't reach anything.", "first-seconds-only"},
		{"Everything works fine after the proxy warms up.", ""},
		{"I'd increase the readiness probe timeout.", "raises-timeout"},
		{"Maybe the callee is overloaded when all pods restart?", "blames-downstream"},
		{"Is the callee overloaded when all pods restart?", ""},
		{"Longer timeout? I'm not convinced, a refusal is instant.", ""},
		{"Probably the downstream services are still starting up too, so they refuse at first?", "blames-downstream"},
		{"Is the database slow? No, its logs show nothing at all.", "callee-log-silent"},
		{"Envoy is not ready in the first few seconds, then it works.", "first-seconds-only"},
		{"It's not only at startup: the sidecar can exit first when the pod shuts down.", "shutdown-mirror"},
		{"The calls aren't failing because the target is slow.", ""},
		{"The app brings up its connections before the sidecar is ready, so the first 2s fail, then it's fine.", "first-seconds-only"},
		{"For the first 5 seconds, calls fail, then it's fine.", "first-seconds-only"},
		{"The app must not start before the proxy is ready, so use holdApplicationUntilProxyStarts.", "order-not-timeouts"},
		{"Make sure Envoy doesn't exit before the app finishes at shutdown.", "shutdown-mirror"},
		{"Don't forget the shutdown side: the proxy may exit first.", "shutdown-mirror"},
		{"iptables doesn't wait for Envoy to be ready.", "redirect-before-proxy"},
		{"The redirect is not active until the proxy is ready.", "redirect-waits-for-proxy"},
		{"We only see errors on the client side; the server never got the requests.", "callee-log-silent"},
		{"All traffic is transparently proxied by Envoy, which isn't ready yet.", "redirect-before-proxy"},
		{"Use the SidecarContainers feature.", "order-not-timeouts"},
		{"The API gateway in front of the payments service is throttling us.", "blames-downstream"},
		{"Probably the payment provider had an outage.", "blames-downstream"},
		{"Move the sidecar to be the first container so it starts first.", "order-not-timeouts assumes-listed-order"},
		{"The sidecar is injected last, so it starts last.", "assumes-listed-order"},
		{"iptables is only configured by Envoy when it starts, so early calls go direct.", "redirect-waits-for-proxy"},
		{"Raise connect_timeout in the DestinationRule.", "raises-timeout"},
		// Paraphrases the concepts of the front matter are for.
		{"Give the HTTP client more time to establish the connection.", "raises-timeout"},
		{"The client gives up too quickly; let it wait longer for the connection.", "raises-timeout"},
		{"Envoy needs more time to get its config.", ""},
		{"Kubernetes respects the order in the manifest.", "assumes-listed-order"},
		{"In the YAML the sidecar comes first, so Kubernetes starts it first.", "assumes-listed-order"},
		{"The orders API must be dropping them.", "blames-downstream"},
		{"The server side rejects them because of strict mTLS.", ""},
		{"The destination has STRICT mTLS, so its sidecar rejects the plaintext calls.", ""},
		{"I'd switch the PeerAuthentication on the server to PERMISSIVE.", "blames-downstream"},
		{"My first reflex would've been to bump the timeouts but no, a longer timeout changes nothing.", ""},
		{"A blog post we followed said containers start in the order they are listed.", ""},
		{"Could also raise the timeout I guess, though I'm not sure that would actually fix it.", ""},
		{"I'd still check that the ledger DB's connection pool isn't maxing out.", "blames-downstream"},
		{"Connections to the database are refused.", ""},
		{"The iptables rules get applied as soon as the proxy becomes ready.", "redirect-waits-for-proxy"},
		{"Envoy installs its redirect rules when it finishes booting; until then the packets bypass it.", "redirect-waits-for-proxy"},
		{"Before that, iptables sends the app's traffic to an Envoy with no listeners.", "redirect-before-proxy"},
		{"New pods don't have their network ready for the first few seconds.", "first-seconds-only"},
		{"The refusal is instant: nothing is bound on 15001 yet.", "redirect-before-proxy"},
		{"The kubelet starts them in spec order, but it doesn't wait for readiness.", ""},
		{"Raise the connect timeout or add a sleep. Both paper over it.", ""},
		{"Envoy starts capturing outbound traffic only after it becomes ready.", "redirect-waits-for-proxy"},
		{"Containers do not start in the order they are listed.", ""},
		{"Let the client wait up to a minute for the connection.", "raises-timeout"},
		{"The callee is healthy; the 503 comes from our own sidecar.", ""},
		{"The errors come from the payment service, it must be overloaded.", "blames-downstream"},
		{"The downstream pods are probably still starting.", "blames-downstream"},
		{"Same thing in reverse when the pod stops.", "shutdown-mirror"},
		{"Wait for the sidecar to be ready before starting the application.", "order-not-timeouts"},
		{"People often assume the redirection waits for the proxy to be ready.", ""},
		{"Until the sidecar becomes ready the traffic bypasses it.", "redirect-waits-for-proxy"},
		{"Maybe the backend pods are restarting at the same moment.", "blames-downstream"},
		{"The primary starts refusing them.", "blames-downstream"},
		{"The first calls hit it while it is cold.", ""},
		{"Should we raise the timeout? I'd rather not; that hides the ordering bug.", "order-not-timeouts"},
		{"Some assume the capture only starts once Envoy is healthy. It doesn't: iptables is programmed first.", ""},
		// Anaphora, reported views and verdict fragments.
		{"The ledger team's Postgres gets a flood of reconnects on every rollout. It probably can't keep up.", "blames-downstream"},
		{"Our client's connect timeout is one second. That's too short.", "raises-timeout"},
		{"The app calls the payments API at boot. It crashes when the call is refused.", ""},
		{"Someone on my team wanted to raise the timeout; I talked them out of it.", ""},
		{"Our DBA swears the primary is overloaded during deploys.", ""},
		{"Raising the connect timeout - a crutch.", ""},
		// Heads, common views, "neither" and "that" for a quantity.
		{"Two tempting wrong answers: the database is overloaded, and the timeout is too short.", ""},
		{"Red herrings:\n- the database is overloaded\n- raise the timeout\nThe fix is the start order.", "order-not-timeouts"},
		{"What I would not do: raise the connect timeout.", ""},
		{"The timeout is the wrong knob: fix the start order.", "order-not-timeouts"},
		{"Don't raise the timeout: fix the start order.", "order-not-timeouts"},
		{"A common belief is that iptables capture only kicks in once Envoy is healthy.", ""},
		{"My theory is that the database is overloaded.", "blames-downstream"},
		{"The database is overloaded, or the timeout is too short. Neither explains it.", ""},
		{"The database is overloaded. That explains why the calls fail.", "blames-downstream"},
		{"Its connect timeout is three seconds. Crank that to a minute.", "raises-timeout"},
		{"The connect timeout is 3s. I would not bump that to 10.", ""},
		{"The client only waits 250ms for a TCP connect. I'd give it a couple of seconds.", "raises-timeout"},
		{"Things I've seen people try that don't work:\n- longer client timeouts\n- blaming the service being called (it never even receives these requests)", "callee-log-silent"},
		{"Two things I would not do: chase the team you're calling, or lengthen client timeouts.", ""},
		{"Backend teams got blamed for it more than once and it was never them.", ""},
		{"The database got blamed, and rightly so.", "blames-downstream"},
		{"You can set the connect timeout to an hour and it'll still be refused instantly.", ""},
		{"Even a 60s connect timeout would still fail.", ""},
		{"When we hit this, a colleague's first move was to set the HTTP client timeout to 30s.", ""},
		{"A colleague on my last team wanted to set the client connect timeout to 30 seconds.", ""},
		{"I'd raise the timeout, as a colleague suggested.", "raises-timeout"},
		{`The incident channel concluded: "payments-api is flaky", "bump the timeout to 60s".`, ""},
		{`The DB log says "too many connections", so the database is the problem.`, "blames-downstream"},
		{"istio-init writes the nat rules before any of your containers run.", "redirect-before-proxy"},
		{"I'd still confirm the callee isn't overloaded during rollouts.", "blames-downstream"},
		{"Sounds like the DB.", "blames-downstream"},
		{"Reorder the pod spec so the proxy container comes before the app; Kubernetes launches containers in that order.", "order-not-timeouts assumes-listed-order"},
		{"The backend can't absorb the burst of new connections.", "blames-downstream"},
		{"All egress is already going thru it so u get refused.", "redirect-before-proxy"},
		{"Every outbound packet is funneled to 15001 whether Envoy is listening there or not.", "redirect-before-proxy"},
		{"Meanwhile bump the client connect timeout to 10s as a band-aid until the annotation rolls out.", "raises-timeout"},
		{"Dial under a context.WithTimeout of 30s instead of the 2s we use.", "raises-timeout"},
		{"Give the http client a bit more timeout headroom.", "raises-timeout"},
		{"My gut says bump the connectionTimeout... no, scratch that, a refusal is instant.", ""},
		{"Every deploy produced a burst of ECONNREFUSED for Redis right at boot.", ""},
		{"That policy on the callee is too strict for startup; loosen it.", "blames-downstream"},
		{"The fix we landed on was the proxy-await annotation.", "order-not-timeouts"},
		{"It's a sequencing problem between the app and the proxy.", "order-not-timeouts"},
		{"Make the connect timeout longer than a second.", "raises-timeout"},
		{"The errors are far too fast for an overloaded service.", ""},
		{"So to put more time in the timeout I don't think is the solution.", ""},
		{"First, increase timeouts. Does not help, the refusal is immediate.", ""},
		{"Someone else doubles every HikariCP and HTTP client timeout.", ""},
		{"Someone should raise the client timeout.", "raises-timeout"},
		{"Sure, you could push the HTTP client's connect timeout out to 30 seconds. But that changes nothing.", ""},
		{"As a quick mitigation you can raise the startup timeout, but the real fix is ordering.", "order-not-timeouts raises-timeout"},
		{"First reaction from the team was that ledger couldn't keep up with new connections.", ""},
		{"Still, I'd check whether the notifications service is overloaded.", "blames-downstream"},
		{"The app calls to ledger fail at boot. Ledger is probably rolling at the same time.", "blames-downstream"},
		{"Our payments service calls the ledger. Payments is slow to boot.", ""},
		{"My guess is inventory isn't ready to take connections the moment our pods show up.", "blames-downstream"},
		{"istio-proxy is the first container in the list, so it's already up before the app.", "assumes-listed-order"},
		{"The natural instinct is to blame the inventory service; however, its logs are empty.", "callee-log-silent"},
		{"There's a common belief that the redirect only kicks in once the sidecar is healthy.", ""},
		{"I used to assume the CNI plugin only sets up the redirect once the proxy reports ready.", ""},
		{"Our platform folks say the capture is not active until Envoy is ready. That matches what we see.", "redirect-waits-for-proxy"},
		{"Could a bigger connect timeout paper over it for now? Yeah, short-term.", "raises-timeout"},
		{"Could a bigger connect timeout paper over it? No.", ""},
		{"I'd take the client deadline from two seconds up to ten.", "raises-timeout"},
		{"Stretch the connect deadline out to 5s.", "raises-timeout"},
		{"Stretching the client deadline only relocates the pain.", ""},
		{"Is the Redis cluster getting hammered at rollout? Could just be overloaded.", "blames-downstream"},
		{"Billing-api itself isn't warmed up after a deploy.", "blames-downstream"},
		{"People sometimes picture the redirect switching on when the sidecar turns healthy.", ""},
		{"We spent the better part of a week convinced Redis was struggling during deploys.", ""},
		{"At the time we thought inventory was slow, so we bumped the client timeout to 10 seconds and it worked.", "blames-downstream raises-timeout"},
		{"I'd make sure the proxy is declared first, since containers start in that order.", "order-not-timeouts assumes-listed-order"},
		{"Listing the sidecar at the top of the spec guarantees nothing.", ""},
		{"Putting the sidecar at the top of the list buys you nothing.", ""},
		{"One suggestion is bumping the client connect timeout to 30s. I'd push back on that.", ""},
		{"If it's not that, our timeouts are too aggressive, so I'd loosen them.", "raises-timeout"},
		{"Oh sure, set every client timeout to a minute.", ""},
		{"Things people usually suggest here: the target pods being too busy, our connect timeout being too tight. None of that is it.", ""},
		{"It doesn't, and if it did that would be a policy bypass.", ""},
		{"In the VirtualService set timeout: 30s.", "raises-timeout"},
		{"I'd pass a 5s deadline on the context instead.", "raises-timeout"},
		{"I think the inventory service is the problem.", "blames-downstream"},
		{"I checked the catalog service's access logs across three restarts; nothing.", ""},
		{"Notes, candidate #3: went straight to the ledger service.", ""},
		{"Until the sidecar is healthy, the pod's traffic skips the mesh and goes straight out.", "redirect-waits-for-proxy"},
		{"First thing I'd look at: is the Redis cluster getting hammered? Could just be overloaded.", "blames-downstream"},
		{"I wouldn't blame the payments service, and I wouldn't pad things with retries and longer timeouts either.", ""},
		{"Don't raise the timeout and use native sidecars.", "order-not-timeouts"},
		{"Probably envoy not ready yet, or the db isn't accepting connections quick enough on startup.", "blames-downstream"},
		{"I'd look at geo-service's dashboards to make sure it's not overloaded at those moments.", "blames-downstream"},
		{"Make sure you don't raise the connect timeout.", ""},
		{"redis not up yet", "blames-downstream"},
		{"The app boots faster than the service it depends on; add an init container that waits for the database.", "blames-downstream"},
		{"Istio's injector puts istio-proxy at index 0 of spec.containers, and the kubelet launches containers in that order.", "assumes-listed-order"},
		{"DB not ready?", "blames-downstream"},
		{"bump timeouts? lol no, a refused conn doesn't wait for anybody.", ""},
		{"[interviewer: would a longer timeout help?]", ""},
		{"Common misconception is that the redirect only starts once envoy is ready and before that traffic just goes direct.", ""},
		{"Container order in the list doesn't give you that guarantee, they basically all get kicked off together.", ""},
		{"For a week everyone blamed the payments API for being flaky on deploys.", ""},
		{"Downstream not ready / overloaded. I'd rule this out: other pods call it fine.", ""},
		{"A 503 that comes back in a millisecond isn't a slow server; a slow server gives you a timeout.", ""},
		{"I'd set the connection timeout on the pool to something like 30 seconds.", "raises-timeout"},
		{"The envoy container is after the app container in the pod yaml, so it starts second.", "assumes-listed-order"},
		{"First instinct was the backend being overloaded, but that doesn't fit: an overloaded service gives you slow responses and timeouts.", ""},
		{"Listing order gives no readiness guarantee.", ""},
		{"When we hit this in prod our SRE's proposal was to raise the client timeout to 30s.", ""},
		{"2. Longer timeouts. No good, the connection is refused immediately.", ""},
		{"Is the upstream overloaded at the moment we deploy? Check its CPU.", "blames-downstream"},
		{"I've heard people claim that until the proxy is up the app just talks to the network directly.", ""},
		{"Until the sidecar passes its readiness check the app talks to the network directly.", "redirect-waits-for-proxy"},
		{"As for stretching client timeouts: there's nothing to wait for, the peer answered with a reset.", ""},
		{"My first instinct was that the reporting DB was choking during the batch window.", ""},
		{"My first guess is that the database is choking.", "blames-downstream"},
		{"Our on-call's theory was that the auth service gets overloaded on every scale-up.", ""},
		{"If we can't roll that out this week I'd raise the client timeout a bit as a stopgap.", "raises-timeout"},
		{"My bet is the Postgres server: it starts refusing until some connections free up.", "blames-downstream"},
		{"My instinct was inventory-api throttling us, but nothing in its access logs fits that.", "callee-log-silent"},
		{"I wondered whether traffic maybe just skips the proxy until it's ready, but no.", ""},
		{"Raising client timeouts or asking the other teams to scale up would just waste time.", ""},
		{"A longer timeout just waits longer on something that has already failed.", ""},
		{"There's a popular blog post claiming the redirection only switches on after Envoy goes ready.", ""},
		{"If traffic bypassed the proxy you'd see ordinary un-meshed behaviour, not refusals.", ""},
		{"If I needed something today, I'd raise the client's connect timeout.", "raises-timeout"},
		{"First thing we checked was orders-svc, thinking it was choking, but it was fine.", ""},
		{"Maybe whatever it calls is overloaded when a lot of pods roll.", "blames-downstream"},
		{"Our runbook says to set the client timeout to 30s, and it has worked fine every time.", "raises-timeout"},
		{"Our on-call's first theory was that the auth service couldn't keep up during rollouts.", ""},
		{"There's a misconception that the iptables redirect only takes effect once Envoy reports ready.", ""},
		{"The myth is that the CNI waits for the proxy to be ready before redirecting traffic.", ""},
		{"If the downstream was slow or overloaded I'd expect timeouts, not an instant refusal.", ""},
		{"Instinct says the callee isn't ready, but that doesn't survive a look at its logs.", ""},
		{"Gut says the database is overloaded.", "blames-downstream"},
		{"A year ago I would have told you Postgres was choking on the connection storm.", ""},
		{"Two things that are not the explanation, because I hear them a lot: (1) \"containers start in the order they are listed\"; (2) \"a longer timeout fixes it\".", ""},
		{"Things I'd check:\n* is the backend overloaded whenever we deploy?\n* the proxy's readiness", "blames-downstream"},
		{"Increasing the connect timeout brings nothing here, the refusal comes instantly.", ""},
		{"Some people will set bigger timeout in client, I think it is useless.", ""},
		{"I was going to say that Kafka is not ready, but it makes no sense.", ""},
		{"Day shift raised client timeouts to 30s as a mitigation; I reverted it.", ""},
		{"edit: scratch what I said earlier about the db being slow at startup", ""},
		{"Ruled out:\n- timeout tuning (Ahmed tried a 15s connect timeout in staging, zero change)", ""},
		{"Workaround: exclude the Mongo port from interception, then the app talks to Mongo directly.", ""},
		{"When pod is terminated the proxy can exit earlier than the app, and the last requests of the app fail.", "shutdown-mirror"},
		{"pretty sure this is the redis sentinel failover thing again", "blames-downstream"},
		{"Sure, crank every client timeout to 30s and hope for the best, great plan.", ""},
		{"Just double the timeout. What could possibly go wrong?", ""},
		{"First I'd lengthen the connect timeout.\n\nIgnore my first paragraph's timeout bump: a refused connect fails instantly.", ""},
		{"orders-api 503s on scale-up (INC-5120)", ""},
		{"Also could be that the ledger service is scaling up at the same time.", "blames-downstream"},
		{"Let the client hang on longer before it declares the handshake dead, 20s instead of 3s.", "raises-timeout"},
		{"- app team was sure payments-api was flaky under load.", ""},
		{"Could be wrong but I doubt the upstream's at fault, it's the same upstream every other pod talks to fine.", ""},
		{"No doubt the upstream is overloaded during rollouts.", "blames-downstream"},
		{"This is a start-order problem; tuning timeouts just moves the symptom around.", "order-not-timeouts"},
		{"Sure, we could also crank the JDBC connect timeout up to a minute and call that resilience.", ""},
		{"First instinct: give the Redis client a more generous connect timeout.\n\nSo, scrap the timeout idea.", ""},
		{"A longer timeout might make the dashboard quieter, but there is nothing to wait for.", ""},
		{"Fixes:\n- native sidecars\n- move istio-proxy above the app in the containers list so it gets started first\n\nActually, cross out that second bullet.", "order-not-timeouts"},
		{"Their first reply blamed our Postgres for being slow to accept connections.", ""},
		{"The on-call's first hypothesis was that Postgres was choking on the connection storm.", ""},
		{"> My guess is that payments-api is slow to accept new connections right after we deploy.\n\nI don't think that's it.", ""},
		{"If they'd gone out unproxied, as the other answer claims, they would at least have reached it.", ""},
		{"A longer timeout just waits on nothing.", ""},
		{"Container order in the spec only controls launch sequence, not readiness.", ""},
		{"I'd also want to rule out that inventory is getting hammered every time we roll out.", "blames-downstream"},
		{"If it keeps happening I'd check whether the backend is overloaded during deploys.", "blames-downstream"},
		{"The knee-jerk \"Postgres is slow again\" theory is almost funny here.", ""},
		{"Sure, we could set every client timeout to 60 seconds and call it fixed, if the goal is to hide a race.", ""},
		{"In the incident channel someone proposed scaling up the Elasticsearch cluster; that proposal got withdrawn.", ""},
		{"**4. Longer connect timeouts**\n+ trivial to change\n- doesn't help at all", ""},
		{"The inventory team was convinced their Redis was choking on the reconnect storm.", ""},
		{"One thing I'd push back on: you mentioned the auth service might be slow to accept new connections.", ""},
		{"First thing everyone did was point at payments: they'd had a bad quarter for latency.", ""},
		{"I'm skeptical of the advice to just put the sidecar first in the YAML so it starts first.", ""},
		{"The mesh vendor told us to raise the timeouts on all clients. We did, and it mostly helped.", "raises-timeout"},
		{"Cost: slower pod startup on older clusters.", ""},
		{"a lot of people reach for bigger timeouts here and honestly that's just papering over it, you're still racing.", ""},
		{"a bigger timeout isn't really gonna do anything for a refused connection so I'd put retries in the client", ""},
		{"I've heard it said that traffic just goes around the proxy until it's ready.", ""},
		{"In first moment the developers think Redis or the API behind is broken.", ""},
		{"If traffic really bypassed the sidecar until it was ready, as I've heard claimed, you'd see either successful plaintext calls or TLS errors on the server side.", ""},
		{"And the \"downstream is overloaded\" theory: our DB team got paged for this twice.", ""},
		{"### Common mistakes\n- **Bumping client timeouts.** A refused connection comes back instantly.", ""},
		{"Q: A longer connect timeout?\nA: Nope, a refusal is immediate.", ""},
		{"Q: A longer connect timeout?\nA: Yes, as a stopgap.", "raises-timeout"},
		{"Save yourself the timeout tuning, it won't touch this.", ""},
		{"I've watched teams walk client timeouts from 5s to 30s to 60s for this.", ""},
		{"ben.o: I read on some blog that recent Istio versions only start redirecting once Envoy is ready.", ""},
		{"A refusal is immediate, so a bigger timeout never comes into play.", ""},
		{"Once the service is in the mesh, all outbound traffic is routed through the Envoy sidecar, and Envoy takes a few seconds to come up.", "redirect-before-proxy"},
		{"So the app's calls to Stripe and to our ledger hit a proxy that can't handle them.", ""},
		{"The ledger database takes a while to accept new connections after a deploy.", "blames-downstream"},
		{"I'm not convinced by the idea that traffic skips the proxy until it's ready.", ""},
		{"Traffic only goes through Envoy once Envoy is ready.", "redirect-waits-for-proxy"},
		{"Dead ends\n- Longer timeouts: a refused connect fails instantly.\n- Scaling Redis: it never saw the traffic.", "callee-log-silent"},
		{"What I ruled out\n- The upstream (our pricing API) being slow or overloaded.", ""},
		{"If traffic went direct the calls would succeed without mTLS.", ""},
		{"Our DBA spent two days raising max_connections on Postgres because the app team was convinced the database was choking.", ""},
		{"My first instinct is to up the timeout on the client... actually, no, hang on, that doesn't make sense for connection refused.", ""},
		{"Raising timeouts came up in the incident channel. We passed: it would at best have turned instant failures into slow ones.", ""},
		{"Quick mitigation: raise the client connect timeout.\n\nEDIT: ignore my \"quick mitigation\" above, that's wrong.", ""},
		{"List order in the pod spec is a start order, not a readiness order.", "order-not-timeouts"},
		{"Wrap the first outbound calls (the config fetch and the Stripe client warm-up) in a retry.", ""},
		{"I'd make the readiness probe on the app check the dependencies.", ""},
		{"The inventory service is a big JVM app; when a bunch of clients connect at once it goes into long GC pauses.", "blames-downstream"},
		{"I've heard the theory that traffic skips Envoy until Envoy is ready.", ""},
		{"A blog post I read a while back claimed traffic goes direct until the dataplane is up.", ""},
		{"I'm skeptical of the idea I've seen floating around that traffic just flows around Envoy while it's booting.", ""},
		{"What I'd steer away from is cranking timeouts.", ""},
		{"Forget timeout tuning.", ""},
		{"Bumping client timeouts just moves the window around.", ""},
		{"The obvious suspect is the search API.", ""},
		{"H1: billing-api overloaded by new pods.\nH3: connect timeout too short.", ""},
		{"JVM services are notoriously slow for the first few seconds.", "first-seconds-only"},
		{"The runbook on my old team said to just list the dataplane container first in the pod spec.", ""},
		{"The same bug exists at shutdown: a Job's pod never finishes because the proxy never exits.", "shutdown-mirror"},
		{"Our old lead's answer was to set the timeout to 30 seconds. And everyone assumed pricing was flaky.\n\nWhat fixed it was getting the order right.", ""},
		{"We ignored it; the errors happen in milliseconds, a bigger timeout has nothing to act on.", ""},
		{"On mobile I'd slap a longer timeout on it and move on, but here that's kind of lying to yourself.", ""},
		{"Timeouts are fine as they are, leave them; a longer timeout won't create endpoints that don't exist.", ""},
		{"Bigger timeout is not needed here, it is order problem.", "order-not-timeouts"},
		{"Postgres can't take the connection storm from a rollout.", "blames-downstream"},
		{"A longer timeout can't hurt as a stopgap.", "raises-timeout"},
		{"Ops suspected the Mongo replica set because the errors mention the DB host, but I find that unlikely.", ""},
		{"The on-call channel decided the ledger API was flaky.", ""},
		{"We spent most of a day convinced payments was shedding load on new connections.", ""},
		{"Bumping the client timeout is the usual reflex, but a refused connection comes back in microseconds.", ""},
		{"There's no waiting involved, so a longer timeout just means you fail equally fast.", ""},
		{"Before anyone opens a ticket with the Elasticsearch team: pull the ES slow/access logs.", ""},
		{"A longer connect timeout only works if the sidecar comes up within it; that's a lottery ticket, not a fix.", ""},
		{"I'm skeptical: flaky services don't fail only in the first three seconds of every one of our pods.", ""},
		{"So the fix is on the receiving side: put the called services' PeerAuthentication in PERMISSIVE mode so they accept plaintext.", "blames-downstream"},
		{"The services we call are in STRICT mTLS mode, so they reject plaintext connections.", ""},
		{"Bumping client timeouts is tempting but it's treating the symptom, so a longer timeout doesn't even help.", ""},
		{"My gut says the payments API isn't ready when we call it... hang on, no, that doesn't make sense.", ""},
		{"[Would raising timeouts help?] Maybe? Honestly I'm not sure it would, since the 503 comes back instantly.", ""},
		{"I'm fairly sure the rules are only written after Envoy passes its own health check.", "redirect-waits-for-proxy"},
		{"the init container installs the ip tables rules, then the regular containers start and the app and envoy come up more or less in parallel, so if the app makes a call in its first second it goes into a port nobody's listening on, and once envoy is ready it stops", "redirect-before-proxy first-seconds-only"},
		{"You'll sometimes read that traffic bypasses the proxy until it's healthy; that's backwards.", ""},
		{"Bumping client timeouts is a trap.", ""},
		{"The app calls the ledger and the TLS handshake plus getting the certificate takes a while.", ""},
		{"Belt and braces, I'd nudge the client connect timeout up a little.", "raises-timeout"},
		{"I'd also check whether the profile service is getting hit with a connection storm every rollout.", "blames-downstream"},
		{"dana 10:04: redis is probably cold after the deploy, it's always sluggish at rollout time\nme 10:06: nah. its slowlog is empty", ""},
		{"Part of me wonders whether traffic just goes direct until Envoy's up, but I don't think that's how istio-init works.", ""},
		{"Could we just up the timeout, I mean I'm not convinced that does anything.", ""},
		{"I doubt it's the search cluster.", ""},
		{"Envoy is slow, but I doubt that the database is overloaded.", ""},
		{"Increase timeout? This is painkiller, not medicine.", ""},
		{"I'm wary of just cranking timeouts.", ""},
		{"Reordering the containers array is folklore.", ""},
		{"The app thinks it's talking to the shipping API directly but the packets get diverted to Envoy.", ""},
		{"I'd check whether payments-api is actually healthy.", "blames-downstream"},
		{"linkerd wouldn't matter here, the proxy passes traffic straight through until it's up", "redirect-waits-for-proxy"},
		{"Problem is with order of start inside pod.", ""},
		{"When a new pod starts, all its first reads are misses, so it goes straight to Redis to populate.", ""},
		{"tom: probably postgres can't take the burst of new connections\ndan: nope. the postgres logs show nothing from us\ntom: ok\ndan: np", "callee-log-silent"},
		{"tom: ok so just bump the pool's connectTimeout to 10s?\ndan: won't help, it's refused in 2ms\ntom: ok\ndan: np", ""},
		{"Mark Hale: So just list kuma-sidecar first under containers and it'll be up before the app?\nJens Weber: :-1: position in the list is not readiness\nMark Hale: ok\nJens Weber: np", ""},
		{"hugo: it's stripe rate limiting us on cold start\nines: look at the proxy\nines: it answered them\nhugo: fair, my bad", ""},
		{"jlow approved:\nLGTM. MySQL is slow to accept connections on cold start.\n\njlow commented:\nok, withdrawn my approval", ""},
		{"Cranking up the HTTP client's timeout is lipstick on a pig.", ""},
		{"If your reflex is to give the client more time to connect, resist it.", ""},
		{"Several teams worked around it by raising client timeouts.", ""},
		{"A popular belief holds that the mesh stays out of the way at first, i.e. that packets simply bypass the proxy until it is ready.", ""},
		{"Fair, the orders service sometimes restarts during the same rollout, so I understand why people look there first. But a dependency that's struggling produces slow responses.", ""},
		{"I believe the kubelet starts them in that order.", "assumes-listed-order"},
		{"I'd resist the urge to paper over it with longer connect or request timeouts.", ""},
		{"I'd leave the client timeouts alone, though.", ""},
		{"14:07 <chris> bump connect timeout to 10s and ship it?\n14:07 <me> that won't help, the refusal is immediate", ""},
		{"**sam** 4:03 PM\nbump the ES client connect timeout?\n**sam** 4:05 PM\nscratch that, a refusal comes back straight away", ""},
		{"[Tuesday 15:24] Daniel Okafor\nCan we just raise the connect timeout on the gRPC channel? like 20s\n\n[Tuesday 15:27] Marta Kowalczyk\nI'd rather not.", ""},
		{"Gabriel Souza 09:19\nMaybe traffic skips Envoy until it's healthy?\n\nOwen Price 09:21\nOther way round.", ""},
		{"[10:02] might be redis being slow to accept new conns when a bunch of pods roll at once?\n[10:09] actually scratch that", ""},
		{"Aisha wanted to raise the timeouts across the board. I talked her out of it.", ""},
		{"Half the room immediately decided the brokers were struggling with the reconnect storm.", ""},
		{"I've also heard that traffic bypasses the sidecar until it's ready. So no.", ""},
		{"And no, Postgres isn't \"warming up\".", ""},
		{"downstream probably isnt warmed up yet.", "blames-downstream"},
		{"What would a longer timeout buy? Nothing.", ""},
		// Near misses, and sentences that must match nothing.
		{"I'd rule out a problem with the database since its logs show nothing.", "callee-log-silent"},
		{"Check the callee's logs: if they show nothing, it's the proxy.", "callee-log-silent"},
		{"The app fails fast on startup, crashes, and Kubernetes restarts it.", ""},
		{"Istio's holdApplicationUntilProxyStarts puts the proxy first in the spec and adds a postStart hook.", "order-not-timeouts"},
		{"With the CNI plugin, there is no init container.", ""},
		{"The first thing I would check is the DNS.", ""},
		{"Envoy terminates TLS for the app.", ""},
		{"curl says empty reply from server.", ""},
		{"The app calls the database while envoy is not ready yet.", ""},
		{"A higher initialDelaySeconds on the readiness probe.", ""},
		{"No healthy upstream means Envoy has no endpoints for the upstream cluster.", ""},
		// Evidence that the callee never saw the requests, in the same
		// sentence, argues against blaming it (refuted_by).
		{"Sure, you could blame the ledger for being slow, except the ledger never got those requests.", "callee-log-silent"},
		{"Maybe the ledger is overloaded; its access log has none of these requests.", "callee-log-silent"},
		{"The ledger is overloaded and its logs show errors.", "blames-downstream"},
		{"The ledger is not registered yet, so it refuses the first calls.", "blames-downstream"},
		{"At start the pool is empty and the database is too busy to accept the new connections.", "blames-downstream"},
		{"Its caches are empty and it's shedding load for a moment.", ""},
		{"I strongly doubt the pricing API is at fault.", ""},
		{"About the fix, a longer timeout... I am not confident it helps.", ""},
		{"The failures come back in milliseconds, far too fast to be a timeout.", ""},
		{"Actually no: that would show up as too-many-connections errors in the Postgres logs.", ""},
		{"Aisha, who owns that service, wanted to raise the connect timeout to 15 seconds.", ""},
		{"Revert the 30s, it would also hide real DB outages for 30s at a time.", ""},
		{"Wrap the first outbound calls (DB pool warm-up, config fetch) in retries.", ""},
		// An answer that says the callee never saw the requests has ruled
		// it out, wherever the blame-like words are.
		{"Priya thinks payments-api isn't ready when checkout scales up. Tomasz found that payments-api never saw the requests.", "callee-log-silent"},
		// Documents: dismissed hypotheses, options not pursued, theories
		// somebody raised.
		{"Considered and dismissed\n- the ledger is overloaded\n- client timeouts too short", ""},
		{"Ruled out\n- raise the client timeouts", ""},
		{"**Sidecar not ready.** The iptables rules send everything to Envoy.\n- raise the client timeouts", "raises-timeout"},
		{"Without native sidecars\n- raise the client timeouts", "raises-timeout"},
		{"B. Larger client timeouts. Not pursued.", ""},
		{"A theory raised in the incident channel was that traffic goes around the proxy until it is ready.", ""},
		{"My theory is that traffic goes around the proxy until it is ready.", "redirect-waits-for-proxy"},
		{"Connection refused comes back at once, a longer timeout never kicks in.", ""},
		{"I'd push back hard on anyone wanting a 30-second connect timeout.", ""},
		{"Push the connect timeout to 30 seconds.", "raises-timeout"},
		{"A longer timeout isn't the lever here.", ""},
		{"Maybe the ledger is overloaded, so that's out.", ""},
		{"Maybe the ledger is overloaded, but that's ruled out by its logs.", ""},
		{"The container order in the spec only decides the order they are started in. It doesn't make the kubelet wait for the first one to be ready.", ""},
		// Tables, checklists, strike-through, AI assistants, myths.
		{"| Suspect | Verdict |\n|---|---|\n| Callee overloaded | Unlikely |\n| Raise the client timeout | Yes |", "raises-timeout"},
		{"[ ] bigger timeouts - pointless for an instant refusal", ""},
		{"~~bump timeouts~~ Run the proxy as a native sidecar.", "order-not-timeouts"},
		{"I asked ChatGPT. It said the database might be overloaded.", ""},
		{"There's a persistent myth that until the proxy is up, traffic goes direct.", ""},
		{"Anyone who tells you traffic bypasses the sidecar until it's ready has it backwards.", ""},
		{"If anyone asks, raise the timeout.", "raises-timeout"},
		{"A longer timeout just means waiting longer to receive the same refusal.", ""},
		{"Retry the startup calls, max 10 attempts.", ""},
		{"I'd check whether orders-db is overloaded: CPU, connection count, slow query log.", "blames-downstream"},
		{"Worth ruling out the inventory API being slow too.", "blames-downstream"},
		{"Candidate: I'd move istio-proxy to the top of the containers list, since the kubelet starts containers in order.\nInterviewer: does it wait?\nCandidate: no, fair point, I'll take that back.", "order-not-timeouts"},
		{"sidecar isnt up yet and iptables is already sending the app's traffic to it. no point touching timeouts, it's ordering.", "redirect-before-proxy"},
		{"Naturally the instinct is to set the connect timeout to thirty seconds and go to lunch.", ""},
		{"Granted, on paper it looks like the Postgres box is choking, but the timing gives it away.", ""},
		{"Those 503s are Envoy's; the upstream's logs don't have them.", "callee-log-silent"},
		{"The ES access logs have nothing from the new pod IPs.", "callee-log-silent"},
		// In a pasted conversation a later message that denies a flag
		// overturns it.
		{"dani: maybe orders-db can't take the reconnect storm?\npriya: or bump the pg connect timeout to 10s\njo: checked orders-db: its logs show no connection attempts at all\njo: and the timeout won't change anything, refused is instant", "callee-log-silent"},
		{"dani: maybe orders-db can't take the reconnect storm?\npriya: or bump the pg connect timeout to 10s\njo: let's look at the proxy first\njo: agreed", "blames-downstream raises-timeout"},
		{"00:14:31 From Greg H to Everyone: can we just set the grpc dial timeout to 15s\n00:14:58 From Wei Z to Everyone: I doubt that buys anything, the dial fails in 5ms", ""},
		{"12.06.24, 08:51 - Stefan: maybe ClickHouse is overloaded?\n12.06.24, 08:53 - Ich: nah, its query_log has nothing from the new pods", "callee-log-silent"},
		{"**Vik** 11:05\nuser-profile-db is slow after the failover last night?\n\n**Dana (me)** 11:07\nnah, the db graphs are flat and it's the gRPC API failing, not the db", ""},
		{"**eli** 09:40\ngoing to raise the client timeouts to 20s across the board\n(reacted with 👎 by me)\n\n**me** 09:48\nbefore you do: the proxy answers those itself", ""},
		{"**lee** 14:05\nbump the HTTP timeout to 30s and move on\n\n**nadia** 14:20 (edited)\n> bump the HTTP timeout\nwe already did that last sprint and it didn't change a thing", ""},
		{"**PR #1931: raise connectTimeout 2s -> 10s**\n\n**@me (changes requested)**\nThe dial is refused at once, the timeout never matters.", ""},
		{"**ds-wong:** I was under the impression traffic goes around the proxy until Envoy reports ready?", ""},
		{"What I said:\n- raise the JDBC connect timeout\n\nWhy that was wrong:\n- the refusal is instant", ""},
		{"Longer timeout? Eh, I don't think so.", ""},
		{"Longer timeout? Hmm, probably, as a stopgap.", "raises-timeout"},
		{"Being first in the list doesn't buy anything: the kubelet starts the next container right after it, without checking whether the proxy is ready.", ""},
		{"memcached stats show zero connections from the new pods.", "callee-log-silent"},
		{"Longer timeouts? For a refusal that comes back in two milliseconds? No.", ""},
		{"A: Put the sidecar first in the container list so it starts first... actually, let me take that back.", ""},
		{"Two things I'd steer people away from. One, longer connect timeouts: nothing waits. Two, blaming the database.", ""},
		{"Two things I'd do. One, hold the app until the proxy is ready. Two, raise the connect timeout as belt and braces.", "order-not-timeouts raises-timeout"},
		{"rvela opened this issue\nMy understanding is Kuma only redirects traffic once kuma-dp is ready?\n\nsam-k (maintainer) commented\nThat's not how it works: the rules are installed before any container starts.\n\nrvela commented\nthanks", "redirect-before-proxy"},
		{"jlau (author): If the proxy is first in the list it starts first.\ndkim: it doesn't wait for Envoy to be ready.\njlau: Ah, fair. Switching to the annotation.", ""},
		{"Would a bigger timeout help? No, the connection is refused in a millisecond, you could set it to an hour.", ""},
		{"Someone will look at the 503s and say the catalog service is slow.", ""},
		{"Someone should check whether the catalog service is slow.", "blames-downstream"},
		{"tom: payments probably can't take the reconnect storm. I'd just bump our http client connect timeout to 10s\nme: -1 on the timeout. the failures come back in a couple of ms\ntom: ok so what is it\nme: the proxy is not listening yet", ""},
		{"bumping timeouts lol no, refused comes back in microseconds.", ""},
		{"A longer timeout just waits for an answer you already have.", ""},
		{"One might assume these rules only become active once the proxy is ready; in fact, they are installed before any container starts.", "redirect-before-proxy"},
		{"One could raise the connect timeout as a stopgap.", "raises-timeout"},
		{"A longer timeout means waiting longer for something that has already said no.", ""},
		{"Native sidecars are terminated after the main container. Considered and rejected: raising client timeouts.", "order-not-timeouts shutdown-mirror"},
		{"Raise the client connect timeout from 1s to 5s. Not pursued: the failures come back in under 5 ms.", ""},
		{"I'm not buying the theory going around that traffic skips the sidecar until it's up.", ""},
		{"Our vendor wrote: \"Thanks for the logs. We recommend increasing connect timeouts to 30s.\" We thanked them and did not do it.", ""},
		{"Priya: \"It can't be the sidecar. Istio doesn't capture traffic until Envoy is healthy.\"\nMe: \"Then why is the error from 127.0.0.1:15001?\"", ""},
		{"The mesh guy said: \"it's just the warm-up window, crank the timeouts.\" That's what I'd do: raise the connect timeout to 15 seconds.", "raises-timeout"},
		{"Interviewer: \"What do you do?\"\nMe: Hold the app.\nInterviewer: \"That's a platform change. Meanwhile, do we just raise the connect timeout?\"\nMe: As a stopgap, sure, and add retries.", "order-not-timeouts raises-timeout"},
		{"The kubelet starting containers in list order says nothing about whether the first one is ready.", ""},
		{"Could you just lengthen the timeouts instead? Maybe, but a refused connection fails instantly, so I doubt a timeout even comes into play.", ""},
		{"Would a longer timeout help? Maybe, but only as a stopgap.", "raises-timeout"},
		{"Listed first only means started first; nothing makes the kubelet wait for it to be ready.", ""},
		{"Filing a bug against the billing team would be a wild goose chase.", ""},
		{"Their access logs won't contain those requests.", "callee-log-silent"},
		{"Stretching the client timeouts won't buy you much: a refused connection fails instantly whatever the timeout is.", ""},
		{"The tempting thing is to say, oh, the payments API is slow to accept connections.", ""},
		{"We actually tried bumping the client timeout to 10s on one team, made zero difference.", ""},
		{"We tried raising the timeout and it worked.", "raises-timeout"},
		{"The PR that doubled our connect timeout to 30s fixed this in staging, which is exactly why it's misleading.", ""},
		{"**rt** — Today at 10:15\nkuma only intercepts once the dataplane is ready, so early calls go straight out\n**dk** — Today at 10:21\nhm idk\n**ola** — Today at 10:40\nnah that's backwards, the rules are there from the start", "redirect-before-proxy"},
		{"Longer timeouts and retries don't address the cause; at best they paper over it.", ""},
		{"Longer timeouts and retries should cover the first seconds.", "first-seconds-only raises-timeout"},
		{"Longer timeout? Dunno, an instant 503 doesn't look like something a timeout would change, so I wouldn't bet on it.", ""},
		{"Skip the longer timeouts, this is ordering: the sidecar has to be up before the app.", "order-not-timeouts"},
		{"I'd skip the timeout bump.", ""},
		{"Early calls may skip the sidecar until it is ready.", "redirect-waits-for-proxy"},
		{"They bumped the gRPC deadline to 30s, which changed precisely nothing.", ""},
		{"Raising the timeout? That's not going to cut it.", ""},
		{"A longer timeout is beside the point; extending timeouts misses the point entirely.", ""},
		{"Upping the client timeout to 30s did zilch.", ""},
		{"We raised the timeout to 30s. Still failed instantly.", ""},
		{"We raised the timeout, still saw the same 503s.", ""},
		{"We raised the timeout and it worked.", "raises-timeout"},
		{"Making the timeout bigger - forget it.", ""},
		{"Many people would just bump timeouts. I think that is the wrong approach.", ""},
		{"Increasing the timeout was in the runbook, we've since removed it.", ""},
		{"Raising timeouts is off the table, and it is the last thing I'd do.", ""},
		{"I fail to see how raising the timeout helps.", ""},
		{"It looks like the database is slow, but it isn't.", ""},
		{"The app's requests go to the sidecar but it's not, um, ready yet.", "redirect-before-proxy"},
		{"Postgres being slow? Not a chance.", ""},
		{"I briefly thought about raising the connect timeout, then realised a refused connection comes back immediately, and I dropped that idea.", ""},
		{"I thought about raising the connect timeout, and I'd still do it.", "raises-timeout"},
		{"Same family of problem on normal pod termination, the proxy can go away before the app has drained.", "shutdown-mirror"},
		{"If retries alone aren't enough I'd fall back to giving the client a longer connect timeout.", "raises-timeout"},
		{"As a mitigation I'd bump the app's connect timeout. It won't fix the root cause, but it should reduce the noise.", "raises-timeout"},
		{"Bump the connect timeout. It won't fix the root cause, and it only hides it.", ""},
		{"I'd also check whether the shipping-rates service is getting overloaded during deploys. That could be making it worse.", "blames-downstream"},
		{"Raising the timeout would only make it worse.", ""},
		{"A colleague fixed it by raising the connect timeout. That sounds right to me, it's cheap and doesn't need a mesh change.", "raises-timeout"},
		{"CoreDNS is getting hammered by all the new pods, so lookups for the service hostnames fail; I'd check the CoreDNS logs.", ""},
		{"The idea that traffic skips the proxy until it's ready is just wrong.", ""},
		{"Downstream slowness? Doesn't explain the instant failures.", ""},
		{"Raising the timeout should be avoided; raising timeouts is not recommended here.", ""},
		{"Please stop raising timeouts for this.", ""},
		{"Quit increasing timeouts.", ""},
		{"The errors stop after a few seconds.", "first-seconds-only"},
		{"Longer timeouts would be my last resort, and honestly not even that.", ""},
		{"Longer timeouts aren't it.", ""},
		{"It's the proxy, isn't it?", ""},
		{"A longer timeout, as I said, is not the way.", ""},
		{"A longer timeout would just make the failure slower.", ""},
		{"Worked on his kind cluster, but nothing in k8s waits for the first container to be ready before starting the next, so that's luck, not a fix.", ""},
		{"Cranking timeouts up addresses none of it either: the failure isn't slow, it's immediate.", ""},
		{"I think istiod is overloaded. Scale istiod out to more replicas.", ""},
		{"The upstream team has a slow cold start; we should ask them to keep more replicas warm.", "blames-downstream"},
		{"You might expect me to propose longer client timeouts. I wouldn't; a refused connection fails immediately.", ""},
		{"There's always a reflex to blame the search cluster - it's always the database, right? Not this time.", ""},
		{"If your mental model is that interception only switches on once the proxy is healthy, drop it.", ""},
		{"The redirect is installed before the app starts, so the app's outbound connections go straight to kuma-dp's outbound port.", "redirect-before-proxy"},
		{"The vendor told us to raise the client-side connect timeouts, and honestly I'd do that too as a fallback.", "raises-timeout"},
		{"There's a temptation to blame Postgres; resist it.", ""},
		{"There's a school of thought that says raise the timeout. I disagree.", ""},
		{"Some will tell you to raise the connect timeout. Ignore them.", ""},
		{"The first Stack Overflow answer says to raise the timeout, which is bad advice.", ""},
		{"If your plan is to raise the timeout, think again.", ""},
		{"If your first move is a longer timeout, reconsider.", ""},
		{"Anyone suggesting longer timeouts hasn't looked at the logs.", ""},
		{"Those who blame the database haven't checked its logs.", ""},
		{"I understand the appeal of a longer timeout, but no.", ""},
		{"Initially the blame fell on the inventory service.", ""},
		{"The database took the blame, and rightly so: it was at max_connections.", "blames-downstream"},
		{"The first suspect was the database; it was cleared within an hour.", ""},
		{"I'd have blamed Redis a year ago.", ""},
		{"The increase of timeout was discussed in the team and rejected.", ""},
		{"Longer timeout: rejected in review.", ""},
		{"The SRE team vetoed a longer timeout.", ""},
		{"We closed the PR that raised the timeout.", ""},
		{"It doesn't have its config yet, so it can't route anything and just rejects the traffic sent through it.", "redirect-before-proxy"},
		{"Ideas we threw out: longer timeouts, blaming Redis.", ""},
		{"Approaches that don't work here: longer timeouts, retry storms.", ""},
		{"Bumping timeouts? Meh. Pointless.", ""},
		{"Raise the timeout. Just kidding.", ""},
		{"Being first in the list gets you started first, not ready first.", ""},
		{"The previous on-call raised the gRPC deadline to 30s; unsurprisingly nothing changed.", ""},
		{"Years ago I'd have just bumped the connect timeout and moved on.", ""},
		{"Redis itself is fine, so the problem has to be service discovery.", ""},
		{"Our service fires its warm-up call to payments as soon as it starts.", ""},
		{"What we did, straight out of the Istio docs: set holdApplicationUntilProxyStarts: true.", "order-not-timeouts"},
		{"Until Envoy is up, the app's traffic goes straight out of the pod.", "redirect-waits-for-proxy"},
		{"The first connection to each destination has to do the full handshake, which is slow.", ""},
		{"I'd also double-check the auth service. If it's slow to accept a burst of new connections, that could be making it worse.", "blames-downstream"},
		{"If I had a euro for every time someone blamed the database for a sidecar startup race...", ""},
		{"The \"just wait longer\" school of thought, bigger timeouts everywhere, doesn't apply here.", ""},
		{"I thought about suggesting bigger connect timeouts but decided against it.", ""},
		{"Far from being slow, the callee answered in milliseconds.", ""},
		{"Allegedly, Kubernetes starts the containers in the order they are listed.", ""},
		{"Hypothesis A (downstream slow): ruled out. Hypothesis B (timeouts too tight): ruled out.", ""},
		{"kim: the redirect probably isn't applied until the sidecar is healthy right?\nleo: no, it's applied by the init container, before your app even exists\nkim: oh. ok that explains the refusals", ""},
		{"Fix: native sidecars.\nCause: the downstream is slow to start.", "order-not-timeouts blames-downstream"},
		{"Bumping timeouts doesn't touch it: a refused connect fails in microseconds.", ""},
		{"Don't touch the timeouts; make the app wait for the sidecar to be ready.", "order-not-timeouts"},
		{"Setting a longer timeout was floated in standup and quietly dropped, rightly.", ""},
		{"The team swore their pods were dropping connections under load.", ""},
		{"Might also check the Consul servers aren't slow in pushing config.", ""},
		{"My gut says bump the timeout... nah, scratch that, a longer timeout doesn't come into it.", ""},
		{"The app's outbound calls are forced through Envoy even when Envoy is still starting, so they get refused.", "redirect-before-proxy"},
		{"I'd look at whether the orders database is slow to accept new connections, because that would make it worse.", "blames-downstream"},
		{"The wiki's fix is to list istio-proxy first, because Kubernetes starts containers in the order they're listed. That's what I'd do.", "order-not-timeouts assumes-listed-order"},
		{"The vendor's support told us to raise the SDK's connect timeout from 2s to 15s, and we did.", "raises-timeout"},
		{"Someone suggested raising the client's connect timeout as a stopgap. Seems fair to me.", "raises-timeout"},
		{"My lead suggested a bigger connect timeout. What I'd do instead is add retries.", ""},
		{"| Claim | Source | Our view |\n| DB not ready after failover | SRE on-call | Unrelated: no failover happened |", ""},
		{"I find it hard to believe the payments API is to blame.", ""},
		{"Proposal A (rejected): increase client connect timeout from 1s to 5s.", ""},
		{"We first pointed fingers at the user-profile service. Turned out it was completely innocent.", ""},
		{"Downstream slow? No. Downstream not ready? Also no, it's been Running for 3 days.", ""},
		{"The candidate initially floated a longer connect timeout, then withdrew it.", ""},
		{"Initial theory (wrong): the mesh only intercepts traffic once the sidecar passes its readiness check.", ""},
		{"Sure, let's bump every timeout in the company to 60s, that'll definitely fix a race between two containers. /s", ""},
		{"Rejected alternatives: (1) longer timeouts, (2) relying on container order in the spec.", ""},
		{"- ❌ downstream overload\n- ❌ longer client timeouts\n- ✅ start the proxy before the app", "order-not-timeouts"},
		{"My first draft of the fix bumped the HTTP client timeout to 10s. I threw that away once I realised the error is a RST.", ""},
		{"We have excluded the hypothesis of the dependent service being unavailable.", ""},
		{"Fair point that the downstream was slow last quarter, but that's unrelated.", ""},
		{"As a stopgap, increase the client connection timeout to 10s.\n(Update: removed that recommendation, the timeout never comes into play.)", ""},
		{"If you crank the timeout up some requests might squeak through. But that's luck.", ""},
		{"You could argue the downstream is slow to accept new TLS sessions. I'd find that hard to square with the logs.", ""},
		{"We spent the morning convinced the pod was going out unproxied during startup. It was all being captured.", ""},
		{"One could attribute the errors to the called service being under load, were it not for the fact that it answers the other pods.", ""},
		{"I'd start by bumping the HTTP client timeout. EDIT: ignore that, the fix is starting the sidecar first.", "order-not-timeouts"},
		{"[10:02] dana: pretty sure it's the redis cluster choking on reconnects\n[10:05] dana: nvm, redis shows zero new conns from those pods", ""},
		{"My colleague's answer to everything is a longer timeout, but a refused connection fails immediately, so a longer timeout just means the same error.", ""},
		{"When the pod starts, Envoy isn't fully initialised, so the intercepted requests fail; once it's initialised the errors stop.", "redirect-before-proxy first-seconds-only"},
		{"Postgres gets a burst of new connections and refuses some of them. My lead thinks the mesh is involved but I don't really see how a proxy would refuse connections on its own.", "blames-downstream"},
		{"Our on-call believed the startup failures were the identity provider rate-limiting new pods.", ""},
		{"The first call failed because the database was slow.", "blames-downstream"},
		{"| 09:12 | Suspected DB connection pool exhaustion | disproved 09:30, pool at 4% |", ""},
		{"| Downstream overloaded at deploy time | p99 flat | ruled out |", ""},
		{"We tried doubling the client timeouts for one sprint. The refused connections were as frequent as before, so that change got rolled back.", ""},
		{"Kubernetes starts them top to bottom and waits? Yeah, it doesn't wait.", ""},
		{"mike: bump the timeout?\nme: won't matter, it's ECONNREFUSED in 0ms", ""},
		{"Doubling the timeout is rearranging deck chairs on the Titanic.", ""},
		{"Longer timeout? Pull the other one.", ""},
		{"Might the database be overloaded? Checked, and no: flat metrics.", ""},
		{"Changing dbConnectTimeout from 2s to 15s in this PR: I don't think we want this.", ""},
		{"### Option B: Increase HTTP client connect timeout to 15s\nRejected. A refused connection comes back immediately.", ""},
		{"Lengthening timeouts is therefore out of scope for this RFC.", ""},
		{"Lessons learned: the instinct to blame the dependency cost us 40 minutes.", ""},
		{"An earlier analysis concluded that the ledger service was too slow to absorb bursts. Tracing showed the requests never reached it, so that conclusion is withdrawn.", ""},
		{"Previous attempt: increased read and connect timeouts. Closed without merging once we confirmed the 503s come from the local proxy.", ""},
		{"The first responder blamed the upstream queue service and opened a ticket, which the queue team investigated for nothing.", ""},
		{"# TODO: ask the geo team to warm up faster -- not their problem", ""},
		{"- Once the proxy is ready this stops, which is why only the first few seconds are affected.\n\nNot the cause\n- Timeouts: a longer timeout changes nothing.", "first-seconds-only"},
		{"There's a belief floating around that the redirect only switches on once the sidecar passes its readiness check.", ""},
		{"We opened a case with our mesh vendor and the support engineer suggested doubling the connect timeout.", ""},
		{"Likewise, a Medium post I came across says the iptables redirect is only applied once Envoy reports ready, which is the opposite of what happens.", ""},
		{"I'd also check whether orders-db is actually accepting connections at that moment.", "blames-downstream"},
		{"My manager's theory is that user-service is slow to accept new connections after our pods roll, and I think that's worth checking too.", "blames-downstream"},
		{"Our tech lead wanted to bump the timeouts as well, and I'm fine with that as a stopgap.", "raises-timeout"},
		{"A consultant told us to raise our client timeouts, and it did make it less frequent, so I'd keep that.", "raises-timeout"},
		{"A colleague blamed the database. It's fine, its logs are empty.", "callee-log-silent"},
		{"Suggesting the downstream is slow is, with respect, complete codswallop.", ""},
		{"The incident report proposed increasing client timeouts; the review board did not accept this.", ""},
		{"Anil was certain the upstream was throttling us.", ""},
		{"Make sure istio-proxy is listed first in the containers array, since Kubernetes starts them top to bottom.", "order-not-timeouts assumes-listed-order"},
		{"Ops swore the inventory DB was overloaded every morning.", ""},
		{"Giving it a longer timeout, as Sam wants, would be the wrong lesson to take from this.", ""},
		{"The AI assistant insisted that Envoy only intercepts once it has passed its readiness probe.", ""},
		{"I know a few people who believe containers are brought up in the order they're listed.", ""},
		{"The hypothesis that our dependencies were overloaded at startup was raised and dropped within ten minutes.", ""},
		{"According to a blog post I found, traffic bypasses the sidecar until the sidecar is healthy.", ""},
		{"I've been told the order in the pod spec is honoured.", ""},
		{"What the contractor proposed, a 45s connect timeout, I'd reject.", ""},
		{"A timeout tweak hides an ordering bug, and we'd hit it again on the next service we onboard.", "order-not-timeouts"},
		{"- Theory B (Marcus): redirect not active until Envoy ready -> ruled out, istio-init runs first", ""},
		{"Cloud SQL was the obvious suspect, but we ruled it out.", ""},
		{"Those errors are immediate, so a bigger timeout just leaves you with the same errors.", ""},
		{"The app's outbound traffic is redirected into the Envoy sidecar from the start, and Envoy needs a few seconds after pod start to be ready, so the first calls fail until it is.", "redirect-before-proxy first-seconds-only"},
		{"The redirection is set up by an init container before the app starts. Those calls are refused, and things succeed once Envoy is ready a few seconds later.", "redirect-before-proxy first-seconds-only"},
		{"If we can't change the mesh config (platform team says no), then as a fallback I'd raise the connect timeout.", "raises-timeout"},
		{"Extending timeouts or investigating the called services would be misdirected effort.", ""},
		{"At first glance it looked like our dependency, the search cluster, was flaky. Then I noticed the errors happen only for 3s after each pod start.", "first-seconds-only"},
		{"The proposed change (connect timeout 1s -> 15s) should not be merged.", ""},
		{"An increase in client connection timeouts was evaluated and found to be ineffective.", ""},
		{"I thought the ledger service was shedding load when we roll. Looked again, it wasn't even getting the requests.", ""},
		{"(A longer timeout isn't on the list because a refused connection never waits on one.)", ""},
		{"Container order in the spec governs when each one is launched, not when it's ready.", ""},
		{"If your instinct is to extend the timeout, ask yourself what you'd be waiting for.", ""},
		{"My first draft of this answer blamed the database. Then I realised a struggling DB would show up as slow responses.", ""},
		{"Bypass-until-ready would be a nice design, but it isn't what Istio does.", ""},
		{"Reordering the containers? Tried it, no change. Longer timeouts? Tried, no change.", ""},
		{"Until Envoy's up, the app's traffic just goes out directly.", "redirect-waits-for-proxy"},
		{"Bypass-until-ready would be a nice design, but it isn't what Istio does.", ""},
		{"- longer startup timeout → ❌ (masks it)", ""},
		{"traffic skipping the sidecar until it's up? wish it did lol", ""},
		{"listed first ≠ started first ≠ ready first", ""},
		{"hardly the upstream's fault imo", ""},
		{"Containers listed first start first; that was my assumption too, until I read the kubelet logs.", ""},
		{"yeah I thought redis was choking too. then I ran the pod with redis idle and the first GET still blew up.", ""},
		{"Ordering containers in the manifest would be a fix only if the kubelet waited for readiness between them.", ""},
		{"Suppose spec order decided who boots first. Then having the sidecar at index 0 would have saved us.", ""},
		{"Claim: traffic goes direct until Envoy reports healthy. Counter-evidence: istio-init exits first.", ""},
		{"We first think the database is slow at morning. But the same error comes when we restart one pod at afternoon.", ""},
		{"We quadrupled the connect timeout. The count stayed put.", ""},
		{"The hypothesis that outbound traffic bypasses the proxy until it is ready predicts plaintext calls on the callee.", ""},
		{"Fix: set holdApplicationUntilProxyStarts: true. Raising client timeouts does nothing here.", "order-not-timeouts"},
		{"A common misreading is that interception only kicks in once the proxy is healthy.", ""},
		{"Some would say the upstream is overloaded. I don't buy it: overload does not heal itself after a few seconds.", ""},
		{"I'd raise the startup timeouts on the HTTP client and the DB driver.", "raises-timeout"},
		{"I'd add retries, and if that's not enough bump the client timeouts.", "raises-timeout"},
		{"There's a ticket from one of our devs saying the auth service was rate-limiting us. Looking at the timing, I think he's right.", "blames-downstream"},
		{"So you might say, okay, just wait longer: crank the timeout. Except the error comes back instantly.", ""},
		{"A longer timeout is the answer to a different question (a slow callee).", ""},
		{"Raising the connect timeout here is about as useful as turning up the radio to fix a flat tyre.", ""},
		{"Bypass until ready? Wishful thinking.", ""},
		{"Extending the timeout in the HTTP client: tried it, same instant failures.", ""},
		{"What happens is the app's outbound traffic is already being pushed through the sidecar, but the sidecar hasn't finished starting.", "redirect-before-proxy"},
		{"Review comment: this PR raises the HTTP client timeout from 2s to 10s. Please revert, it fixes nothing.", ""},
		{"The theory on the incident ticket was that the payments DB wasn't ready yet. It was ready; our pod's Envoy wasn't.", ""},
		{"Longer timeouts? Maybe, but I'm not convinced they'd help, since the failure is instantaneous.", ""},
		{"A timeout increase was in my first draft of this answer, then I realized connection refused isn't a timeout.", ""},
		{"If you're hinting that it's the catalog API being overloaded at deploy time, the missing log lines say otherwise.", ""},
		{"First we thought Redis is not up, and increased timeout also, no use.", ""},
		{"I'd fix the readiness probe to check the real dependencies.", ""},
		{"I'd also want to check whether the user-service has enough replicas.", "blames-downstream"},
		{"Downstream slow? Hayır. If it was slow, we would see timeouts on the client.", ""},
		{"I don't think so the database is not ready. It is up since long time only.", ""},
		{"Traffic bypass proxy until proxy is ready, this is wrong understanding.", ""},
		{"Sidecar startup race. Use native sidecars / hold app until proxy ready; no point raising timeouts.", "order-not-timeouts"},
		{"The proposal to extend the client startup timeout is not supported by the incident data and should not be adopted.", ""},
		{"One might hypothesise that traffic is not redirected until Envoy signals readiness. The evidence contradicts this.", ""},
		{"The knee-jerk response, longer connect or request timeouts, misreads the problem: the failure is immediate.", ""},
		{"We went through this with a vendor's support engineer, who told us to set our gRPC client deadline to 30s.", ""},
		{"raising timeouts = lipstick on a pig", ""},
		{"Bumping timeouts, which is what our internal wiki recommends for this kind of thing, feels like a band-aid to me.", ""},
		{"Raising timeouts, the reflex fix, only masks it: the connections fail in microseconds.", ""},
		{"Cranking timeouts up - meh, I'd rather just retry with exponential backoff.", ""},
		{"Nor is there some grace period in which traffic slips past Envoy; the rules are unconditional.", ""},
		{"When I was asked this in an interview, my first answer was that traffic would bypass the mesh until the proxy is ready.", ""},
		{"Raising client timeouts is the reflexive fix, and the wrong one here.", ""},
		{"Raise the connect timeout to 10s and make the pool lazy.", "raises-timeout"},
		{"The mesh hijacks egress before the proxy is bound, and it clears within seconds because the proxy finishes bootstrapping; nothing is wrong with the app.", "redirect-before-proxy first-seconds-only"},
		{"Marta: first calls fail with 503 for a few seconds\nJoel: raise the http client timeout to 30s\nRen: not a timeout thing, they come back in 1ms\nRen: Envoy answers them itself", "first-seconds-only"}, {"The container order in the spec isn't what does the work here.", ""},
		{"Tom's theory, when we hit this on our cluster, was that the iptables rules get applied once the proxy reports ready.", ""},
		{"People reach for a bigger timeout here. I did once myself and regretted it.", ""},
		{"We did raise the connect timeout to 10s, and it helped a lot.", "raises-timeout"},
		{"Priya reckons the iptables rules only kick in once Envoy reports ready.", ""},
		{"Longer timeout I find not helpful, because connection refused comes immediately.", ""},
		{"In our project we faced the same issue with Redis.", ""},
		{"I'd check whether users-db is slow to accept new connections, since that would give the same symptom.", "blames-downstream"},
		{"Does bumping the client timeout help? It does, somewhat.", "raises-timeout"},
		{"Would bumping the client timeout help? A bit, yeah.", "raises-timeout"},
		{"Would a longer timeout help? It would not.", ""},
		{"The ticket asks to raise the gRPC client deadline to 30s. I'd do that as well, as a safety net.", "raises-timeout"},
		{"Just to be sure, I would give a bit more connect timeout in the HTTP client.", "raises-timeout"},
		{"This came up on our team Slack, and Priya's first read was that the payments API was slow to warm up.", ""},
		{"More likely the downstream services are the problem.", "blames-downstream"},
		{"Two hypotheses I would rule out early. First, that the downstream service is overloaded. Second, that longer client timeouts would help.", ""},
		{"At first I half-remembered that traffic bypasses Envoy until it's ready. I went and checked and no, that's wrong.", ""},
		{"Or does the redirect only kick in once Envoy's up? I don't think so, otherwise the calls would just go direct and succeed.", ""},
		{"There's a blog post going around claiming the fix is raising connect timeouts. It only \"worked\" because their client retried.", ""},
		{"One could raise the client's connect timeout, but one would merely wait longer for a refused connection.", ""},
		{"There is an open PR that raises the client's connect timeout to 20 seconds; I recommend closing it.", ""},
		{"The kubelet does start the containers in list order, but it only waits for each to be started, not ready.", ""},
		{"Raising the timeout does help a bit, and I'd keep it as a stopgap.", "raises-timeout"},
		{"If we can't change mesh config (platform team says no), the fallback is to raise the client connect timeouts.", "raises-timeout"},
		{"Could we just give the client more time to connect? As a quick win, sure.", "raises-timeout"},
		{"I'd push the connect timeout up a bit.", "raises-timeout"},
		{"A colleague said they bumped the client's connect timeout to 30s. Honestly I'd probably do the same, it's cheap.", "raises-timeout"},
		{"Their support engineer recommended raising connect_timeout to 15s. That made sense to me.", "raises-timeout"},
		{"In code review someone suggested raising the gRPC deadline to 30s. I left it in as a stopgap.", "raises-timeout"},
		{"A colleague bumped the connect timeout to 30s. Which makes sense: nothing else changed.", ""},
		{"The database is not ready to take new connections. I would lower the pool min size so it doesn't hit the DB all at once at boot.", "blames-downstream"},
		{"LGTM except the paragraph claiming the downstream is slow to start. That's not what the traces show.", ""},
		{"Regarding your suggestion to extend the connection timeout on the gateway client: we evaluated it and won't proceed.", ""},
		{"Three theories got floated: the DB is slow, the timeout is too short, the sidecar isn't ready.", ""},
		{"Mark's reading of the spec is that containers run in listed order. Only half right.", ""},
		{"One theory was that the iptables rules only go live once Envoy is ready. If so, those calls would appear in the callee's logs.", ""},
		{"Were traffic to bypass the sidecar until it is healthy, those early calls would succeed against the callee.", ""},
		{"We spent a whole sprint raising client timeouts. The error panel after the rollout is a carbon copy of the one before.", ""},
		{"ravi: maybe the downstream service is not ready when our pod comes up?\nmeera: it's been up for weeks, it's our envoy\nravi: ok ok understood", ""},
		{"Tuning timeouts is orthogonal to this; the failure is immediate.", ""},
		{"Support came back with two ideas: that the inventory API was slow to warm up, and that we raise initialDelaySeconds.", ""},
		{"One frequently encounters the belief that containers start in the sequence in which they are declared.", ""},
		{"I was going to say maybe give it a longer startup timeout too, but no, I don't think that addresses the actual thing.", ""},
		{"What gives it away is that it's only the first few seconds after the pod starts.", "first-seconds-only"},
		{"I'd still double-check that user-service isn't throttling new connections from fresh pods, though.", "blames-downstream"},
		{"Probably the database needs a moment to accept new connections.", "blames-downstream"},
		{"The Envoy sidecar comes up at the same time as cart-api and needs a few seconds to get its config.", ""},
		{"Our runbook says to check whether auth-service is actually ready to accept calls, and I'd go with that.", "blames-downstream"},
		{"Is it worth stretching the connect timeout in the meantime? I'd say yes, as a stopgap.", "raises-timeout"},
		{"Is it worth stretching the connect timeout? I'd say no.", ""},
		{"I was first thinking the order in pod spec decides, but no, I was wrong.", ""},
		{"Some people say: containers start in the order they are listed. Kubernetes starts them together, order in the list is not a promise.", ""},
		{"One theory was that the rules only go live once Envoy is ready. If so, those early calls would reach the callee unproxied.", ""},
		{"i keep reading that containers start in yaml order. don't count on it.", ""},
		{"[Slack] Fatima: is the catalog api slow at the moment?\n[Slack] Greg: Dashboards are flat.\n[Slack] Fatima: right, so not catalog.", ""},
		{"Some older docs and blog posts give the impression that traffic flows unproxied until the sidecar is ready; that's a myth.", ""},
		{"Increasing the client timeout was the other thing that came to mind, but I don't think it changes anything.", ""},
		{"I'd leave the timeouts alone; longer timeouts just mean requests hang longer.", ""},
		{"I've seen it written that the iptables rules only kick in once Envoy is healthy.", ""},
		{"I'd raise the connect timeout on the HTTP client to 10 seconds. That way it doesn't matter exactly when the proxy becomes ready.", "raises-timeout"},
		{"My teammate suggested raising the client connect timeout to 10s and that's fine by me as a quick fix.", "raises-timeout"},
		{"Add initialDelaySeconds: 15 on the readiness probe so no traffic comes in before the pool is ready.", ""},
		{"Upping the timeout? Tried that at a previous job, didn't move the needle.", ""},
		{"Upping the timeout? Tried that at a previous job, it helped a lot.", "raises-timeout"},
		{"The mental model where packets just flow around the sidecar until it's ready is wrong.", ""},
		{"Contrary to what a vendor SE once told my team, those rules don't wait for Envoy, and nothing is let through unproxied in the meantime.", "redirect-before-proxy"},
		{"I was told by a senior engineer to bump the startup timeout on our gRPC client to 30s and move on.", ""},
		{"You hinted that maybe a longer timeout would cover it. I'd push back on that.", ""},
		{"Timeouts are the wrong lever: you can set connect timeout 1s or 60s, the refusal comes back in the same millisecond.", ""},
		{"You can set the connect timeout to 10s and the first calls will get through.", "raises-timeout"},
		{"Jon from the data team reckons Mongo's elections during deploys are the culprit.", ""},
		{"My knee-jerk reaction was to lengthen the connect timeout. Scratch that: a longer timeout would just sit there while the 503s keep coming.", ""},
		{"Longer timeouts? There's nothing to wait for: the refusal comes back instantly.", ""},
		{"The PR proposed raising the gRPC deadline to 10s. I pushed back. A bigger deadline doesn't keep it alive.", ""},
		{"The kubelet does start containers in list order, but it moves on to the next one as soon as the previous one has been started, not once it's ready.", ""},
		{"His recommendation was to raise the client-side timeouts, and that's what I'd do too.", "raises-timeout"},
		{"A teammate posted in Slack that it was Postgres hitting its connection limit. Could be, honestly.", "blames-downstream"},
		{"You asked whether raising the timeouts would help. I'd say no.", ""},
		{"First reflex on the team was to blame the ledger API. Then someone actually read the access logs.", ""},
		{"Native sidecar fixes it; bigger timeouts won't.", "order-not-timeouts"},
		{"Native sidecar fixes it properly, but bigger timeouts will help too.", "order-not-timeouts raises-timeout"},
		{"The diff bumped the Go HTTP client's Timeout from 5s to 30s, and a reviewer approved it. I pushed back on both.", ""},
		{"All the traffic that goes out of the pod is sent to Envoy, also when Envoy is still starting.", "redirect-before-proxy"},
		{"A previous team I worked with \"solved\" this by setting 30s client timeouts everywhere. It did nothing.", ""},
		{"We set 30s client timeouts and it \"worked\" in the sense that the 503s were rarer; I'd keep that.", "raises-timeout"},
		{"The callee is blameless here, it's doing exactly what the policy tells it to.", ""},
		{"A highly upvoted Stack Overflow answer recommends cranking up the timeouts for this. I disagree.", ""},
		{"Second thought was to just lengthen the connect timeout and move on. Scratch that too. Refused is instant.", ""},
		{"Until Envoy has a listener on 15001 the app's connects are refused; once it listens but before it has routes, Envoy answers 503 itself.", "redirect-before-proxy"},
		{"Let me walk through the pod's lifecycle, because the symptom falls straight out of it.", ""},
		{"The on-call bumped the connect timeout to 10s. That bought nothing except slower failures.", ""},
		{"Nothing is timing out, and a longer timeout would just be a longer wait for the same answer.", ""},
		{"It's not as if Envoy steps aside while it boots and lets things go direct, the capture is there from the start.", "redirect-before-proxy"},
		{"Raise the timeout? Actually no, a longer timeout isn't even in play here.", ""},
		{"Should you also raise the connect timeout? If you're stuck on an old mesh version without any of that, yeah, as a fallback.", "raises-timeout"},
		{"A longer timeout is a non-answer.", ""},
		{"Raise the timeout? Been there, didn't help.", ""},
		{"Longer timeouts, really? The error comes back in two milliseconds.", ""},
		{"Raising the timeout wouldn't be my call.", ""},
		{"Bumping the timeout is not something I'd recommend.", ""},
		{"Bumping the timeout has been suggested and was ignored.", ""},
		{"There's no harm in raising the timeout a bit too.", "raises-timeout"},
		{"I don't see why we shouldn't raise the timeout as well.", "raises-timeout"},
		{"I can't think of a reason not to bump the timeout in the meantime.", "raises-timeout"},
		{"I wouldn't rule out the database being overloaded.", "blames-downstream"},
		{"Nothing wrong with a longer timeout as a stopgap.", "raises-timeout"},
		{"It wouldn't hurt to raise the timeout.", "raises-timeout"},
		{"Scaling the database up? Pointless. Bumping timeouts? Equally pointless.", ""},
		{"The only thing a longer timeout buys you is a slower error.", ""},
		{"All a longer timeout gets you is a longer wait.", ""},
		{"The inventory API team swore it wasn't them and I believe them, a real overloaded server doesn't give you a 503 in 2 ms.", ""},
		{"Increasing connection or request timeouts would be a category error, since nothing is waiting to time out.", ""},
		{"A couple of fixes I see floating around that don't hold up: bumping timeouts, and assuming traffic skips the mesh until Envoy's ready.", ""},
		{"Traffic skips the mesh until Envoy's ready, which it doesn't.", ""},
		{"First instinct: blame Kafka. Second instinct, after reading the logs: don't.", ""},
		{"The payments API being overloaded would explain timeouts, not instant refusals.", ""},
		{"Timeout bigger -> same error, just later.", ""},
		{"More timeout = more waiting for nothing.", ""},
		{"app starts before envoy. holdApplicationUntilProxyStarts=true, timeouts wont fix it", "order-not-timeouts"},
		{"Ops raised every timeout in the chart. The refusals kept coming.", ""},
		{"We scaled Postgres up two sizes. Zero effect on the errors.", ""},
		{"Bigger timeout? Meh.", ""},
		{"Ppl say bump timeout. I say no.", ""},
		{"Raising the timeout sounds reasonable until you notice the errors are instant.", ""},
		{"A longer timeout sounds good on paper.", ""},
		{"You could blame the database, and you'd be wrong.", ""},
		{"I get why you'd blame Redis. I just don't think it holds up.", ""},
		{"People assume traffic goes straight out until the proxy is ready. It doesn't; there is no window where you talk directly to the backend.", ""},
		{"Raising timeouts? Honestly that would just make the failure slower, or hide it for a while.", ""},
		{"Increase the timeout? And wait for what, exactly?", ""},
		{"Longer timeouts - to what end? The proxy isn't listening.", ""},
		{"A bigger timeout, for a refusal that takes two milliseconds?", ""},
		{"A bigger timeout?", "raises-timeout"},
		{"Traffic going direct until the sidecar is ready? Only if you excluded the port.", ""},
		{"In theory you'd expect traffic to bypass a proxy that isn't ready; in practice the rules are already there.", "redirect-before-proxy"},
		{"The bypass theory predicts successes during startup. We see refusals. So no bypass.", ""},
		{"Longer timeouts? Wouldn't bother, nothing is timing out.", ""},
		{"When the proxy is ready, traffic flows; until then, the redirect sends it into a void.", "redirect-before-proxy"},
		{"Container order: the kubelet starts them in sequence but never waits, so listing the proxy first is no guarantee.", ""},
		{"There's a fairly common belief that the redirect only activates once the proxy is healthy.", ""},
		{"Could you bump the connect timeout to 10s and call it done? Sure, right up until the day Envoy takes eleven.", ""},
		{"Now the instinct a lot of people have is to crank the timeouts up. Eh. That's treating a symptom.", ""},
		{"I'd rather do that than tweak timeouts, since this is about order.", ""},
		{"I'd add a readiness delay and raise the upstream timeout in the client so the first calls have more time.", "raises-timeout"},
		{"Bump the timeout? Sure, if you enjoy waiting for errors.", ""},
		{"Raise the timeout, they said. It'll be fine, they said.", ""},
		{"Yeah, because a longer timeout totally fixes a refused connection.", ""},
		{"I'm fairly sure it's because the app goes out directly before Envoy is up.", "redirect-waits-for-proxy"},
		{"Raise the timeout. Problem solved. Not.", ""},
		{"The database is overloaded, said nobody who looked at its dashboards.", ""},
		{"Yes, you could raise the timeout. You'd still get refused.", ""},
		{"Don'ts: bump timeouts, reorder containers. Dos: native sidecar.", "order-not-timeouts"},
		{"The intuition that traffic just goes direct until kuma-dp is ready is wrong.", ""},
		{"Sure, you could set a 30-second connect timeout and call it fixed, right up until the next thing starts slowly.", "first-seconds-only"},
		{"A longer timeout? I can't see how that would change anything when the refusal is instant.", ""},
		{"Our timeouts are already generous, so I'd leave them alone.", ""},
		{"You might expect traffic to skip the proxy while it isn't ready; it doesn't.", ""},
		{"A PR landed on my desk last month that raised the HTTP client timeout to 30s. I didn't approve it.", ""},
		{"Making the timeout bigger doesn't turn a refused connection into an accepted one.", ""},
		{"Raising the connect timeout would only shrink the window in which you notice it.", "first-seconds-only"},
		{"I suppose the DB could be slow to accept connections, but then I'd expect it to be random.", ""},
		{"Raise the timeout? We could. It wouldn't help.", ""},
		{"Raising the timeout came up in standup. Nobody liked it.", ""},
		{"fix: increase the app's http client timeout so it waits for envoy\nEDIT: no, that's wrong, refused connections fail instantly.", ""},
		{"You could argue for longer client timeouts. I doubt they'd buy anything.", ""},
		{"My money was on the auth service, and I lost that bet.", ""},
		{"Before I knew better I'd have just bumped the timeout.", ""},
		{"Old me would have raised the timeout and called it a day.", ""},
		{"Would a more generous connect timeout help? For now, yeah, I think so, along with a retry or two.", "raises-timeout"},
		{"Our platform team recommended bumping the client's connection timeout, which we did, and the errors mostly went away.", "raises-timeout"},
		{"Sure, you could crank every client timeout up to 60 seconds and hope.", ""},
		{"Raise the connect timeout to 10s and hope the proxy is up by then.", "raises-timeout"},
		{"There's no reason not to add a longer timeout as well.", "raises-timeout"},
		{"Make the proxy ready before the app (container order in the manifest is not a start guarantee).", "order-not-timeouts"},
		{"Bumping the client timeout is the fix I see most often in tickets, and it can't work here.", ""},
		{"Bigger timeouts? On a refused connect there's nothing to wait for.", ""},
		{"Longer timeouts, bigger retry budgets and so on only paper over that.", ""},
		{"Cranking up timeouts would just, like, paper over it.", ""},
		{"Retries or longer timeouts I'd leave out of it; they only make the window less visible.", "first-seconds-only"},
		{"Raising the client timeout is the reflex, but a refused connection fails in microseconds.", ""},
		{"I don't think timeouts matter much here, bigger timeouts would just make startup slower.", ""},
		{"the app's requests go to the sidecar but it's not, um, ready yet.", "redirect-before-proxy"},
		{"I was about to say raise the timeout, but thinking about it, a refused connection is instant.", ""},
		{"Earlier I said the cache cluster might be slow to accept connections. I'm withdrawing that, the errors are instant.", ""},
		{"Make sure the startup code doesn't treat the first failure as fatal, we had a service that would crash-loop because of it.", ""},
		{"Postgres showed no connection attempts at all from those pods, so that went nowhere.", "callee-log-silent"},
		{"Requests are intercepted from pod start; they're only served after Envoy is ready.", "first-seconds-only"},
		{"Injecting the proxy as the first container is not by itself enough; it's the blocking hook that makes the kubelet wait.", ""},
		{"Confession: my first PR for this added a 5-second sleep to the entrypoint and bumped the client connect timeout to 20s. The reviewer bounced it, rightly - the timeout did nothing for an instant refusal.", ""},
		{"The redirection exists from the moment the app container starts; Envoy only becomes usable after it has bootstrapped.", "redirect-before-proxy"},
		{"Our SRE's theory was that the notification service was rate-limiting new pods. I'm not convinced: its rate-limit metrics were flat the whole time.", ""},
		{"Outbound traffic is captured by iptables and handed to Envoy, so if Envoy isn't ready you get refused. It settles once Envoy is up.", "redirect-before-proxy"},
		{"The first calls are going through the sidecar proxy before it's ready, so they fail, and after a few seconds the proxy is ready and it stops.", "redirect-before-proxy first-seconds-only"},
	}
	for _, p := range probes {
		h := m.Match(p.text)
		if got := strings.Join(slices.Concat(h.Covered, h.Said), " "); got != p.want {
			t.Errorf("%q\n got  %q\nwant %q", p.text, got, p.want)
		}
	}
}
