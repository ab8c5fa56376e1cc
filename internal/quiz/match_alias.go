package quiz

// This file finds the names an answer gives the services it calls, so that
// "the ledger's logs show nothing" and "I'd check whether notifications is
// overloaded" name the callee as "the ledger service" would. A word is
// such a name when the answer puts it before a word for a service ("the
// notifications service", "the geo API", "auth pods") or after a verb of
// calling ("calls ledger", "requests to inventory"); from then on, every
// occurrence of the word in the answer also matches "service". Signals name
// callees with "service" among their alternatives (the front matter's
// $callee concept), so they see the name.

import "slices"

// serviceStem is the stem a name also matches.
var serviceStem = stem("service")

// serviceHeads follow a service's name: "the geo API".
var serviceHeads = stems("service", "services", "api", "apis", "db", "database", "backend",
	"cluster", "pod", "pods", "server", "servers", "instance", "instances",
	"replica", "replicas", "owner", "owners", "side", "dashboard", "logs", "log")

// callVerbs precede the name of what is called: "calls ledger",
// "requests to inventory".
var callVerbs = stems("call", "calls", "calling", "called", "request", "requests", "talk", "talks",
	"talking", "reach", "reaching", "query", "querying", "hit", "hitting", "connection",
	"connections", "traffic")

// notNames are words that look like a name in those places but are not
// one: determiners, pronouns, the caller's own parts and the mesh.
var notNames = stems("the", "a", "an", "our", "my", "your", "their", "its", "this", "that", "these",
	"those", "it", "them", "we", "you", "they", "i", "to", "from", "into", "out", "back", "mesh",
	"proxy", "sidecar", "envoy", "istio", "linkerd", "consul", "kuma", "kubernetes", "k8s", "app",
	"application", "same", "other", "called", "calling", "downstream", "upstream", "remote",
	"external", "internal", "new", "each", "every", "any", "some", "all", "one", "two", "first",
	"last", "next", "web", "http", "https", "grpc", "tcp", "dns", "main", "real", "target",
	"destination", "dependent", "dependency", "whole", "entire", "own", "client", "clients",
	"caller", "callee", "local", "control", "data", "plane", "init", "cni", "node", "pod", "pods",
	"service", "services", "api", "on", "in", "at", "for", "with", "by", "of", "up", "down", "off",
	"is", "are", "was", "were", "be", "and", "or", "but", "not", "no", "server", "db", "database",
	"backend", "team", "logs", "log", "side", "timeout", "connection", "connections", "health",
	"readiness", "liveness", "startup", "kube", "metadata", "auth", "identity", "second", "per",
	"via", "old", "few", "many", "more", "less", "such", "both", "either", "neither", "network",
	"platform", "infra", "cloud", "cluster", "namespace", "default", "test", "prod", "production",
	"staging", "healthy", "unhealthy", "slow", "fast", "busy", "cold", "warm", "ready", "live",
	// Function words: "When pod is terminated" names no pod.
	"when", "where", "while", "whether", "if", "then", "than", "so", "after", "before", "since",
	"until", "till", "once", "because", "as", "what", "which", "who", "whose", "how", "why", "also",
	"just", "only", "even", "still", "yet", "now", "here", "there", "whichever", "like", "about",
	"without", "within", "between", "during", "inside", "outside", "through", "across", "around",
	"behind", "under", "over", "has", "have", "had", "does", "did", "will", "would",
	"can", "could", "should", "may", "might", "must",
	// Adjectives: "slower pod startup", "older clusters".
	"slower", "faster", "older", "newer", "bigger", "smaller", "larger", "longer", "shorter",
	"higher", "lower", "earlier", "later", "fresh", "stale", "affected", "failing", "failed",
	"broken", "starting", "running", "extra", "single", "multiple", "several", "separate",
	"remaining", "source", "big", "small", "large", "normal", "regular", "usual", "ordinary",
	"typical", "plain", "standard",
	// Cluster infrastructure the answer may suspect, not a callee: "the
	// CoreDNS logs".
	"coredns", "kubedns", "resolver", "iptables", "kubelet", "istiod", "etcd",
	// Kinds of cluster: "his kind cluster", "a GKE cluster".
	"kind", "minikube", "k3s", "k3d", "eks", "gke", "aks", "his", "her",
	// Kubernetes objects and plain nouns before "pod": "a Job's pod",
	// "Cost: pod start ...".
	"job", "jobs", "cronjob", "cronjobs", "deployment", "deployments", "statefulset", "daemonset",
	"replicaset", "container", "containers", "worker", "workers", "batch", "canary", "cost",
	// Phases and states before "side": "the shutdown side", "the empty side".
	"shutdown", "termination", "start", "boot", "empty", "full", "wrong", "right", "far", "near",
	// Times: "at that time cluster DNS ...".
	"time", "times", "moment", "point", "day", "night", "week")

// aliasCallees lets every name the answer gives a called service match
// "service" as well as itself.
func (t *text) aliasCallees() {
	toks := t.toks
	var names []int32
	for k := range toks {
		tk := &toks[k]
		if tk.flags&fAliasCue == 0 {
			continue
		}
		switch {
		case serviceHeads[tk.stem] && k > 0 && toks[k-1].sent == tk.sent:
			// "the geo API", but not "our payments service": the caller.
			if x := k - 1; nameLike(toks[x]) && (x == 0 || !owned(toks[x-1])) {
				names = append(names, toks[x].word)
			}
		case callVerbs[tk.stem] && k+2 < len(toks) && toks[k+2].sent == tk.sent:
			// "calls to ledger", "calling ledger"; not "calls fail".
			x := k + 1
			if toks[x].low == "to" {
				x++
			} else if tk.low != "calling" {
				continue
			}
			if nameLike(toks[x]) && (x+1 >= len(toks) || !serviceHeads[toks[x+1].stem]) {
				names = append(names, toks[x].word)
			}
		}
	}
	if len(names) == 0 {
		return
	}
	t.aliases = slices.Grow(t.aliases[:0], len(t.words))[:len(t.words)]
	clear(t.aliases)
	for _, w := range names {
		t.aliases[w] = serviceStem
	}
}

// nameLike reports whether tk may be a service's name: a word of letters
// (and hyphens) that is not a common word of these answers.
func nameLike(tk token) bool {
	if len(tk.low) < 3 || notNames[tk.stem] {
		return false
	}
	for _, r := range tk.low {
		if (r < 'a' || r > 'z') && r != '-' {
			return false
		}
	}
	return true
}

// owned reports whether tk makes what follows the caller's own: "our
// payments service", "my billing pods".
func owned(tk token) bool {
	return tk.low == "our" || tk.low == "my" || tk.low == "this"
}
