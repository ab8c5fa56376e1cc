package quiz

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// This file decides which words of an answer are negated or rejected, so
// that "I would not raise the timeout" does not say the raises-timeout red
// flag and "the redirection is not the problem" does not cover a key point.
//
// The rules, in the order they are applied:
//
//  1. Clauses. Besides punctuation (see match_text.go), a clause starts at
//     one of the words in clauseWords ("but", "and", "because", "instead",
//     "until", ...), so "not the timeouts but the order" negates only "the
//     timeouts". Not so "because" or "until" right after a "not" ("it is
//     not failing because the target is slow", "not active until"), nor
//     "instead of".
//
//  2. Forward negators ("not" including every "n't", "no", "never",
//     "nothing", "without", "avoid", "resist", "instead of", "rather than",
//     "rule out", "stay away from", "forget about", an imperative "skip")
//     negate the words after them up to the end of their clause, at most
//     maxScope words away.
//     Those that govern a noun or gerund phrase stop earlier, at a subject
//     or modal: "instead of bumping the timeout I would enable ..." negates
//     only "bumping the timeout". "Don't forget", "not to mention", "no
//     matter" and "no doubt" negate nothing; "not only" and "not just"
//     negate only their "only" ("not only at start-up"), except after an
//     auxiliary ("don't just raise the timeout").
//
//     A negation does not reach into a temporal adjunct, a temporal
//     preposition ("for", "during", "within", "until") with a time word
//     ("seconds", "first", "startup", ...) in the next three words: "new
//     pods don't have their network for the first few seconds" still
//     says "the first few seconds".
//
//     "Nothing", "nobody", "none" and "no one" before a form of "be" or
//     "have", or after "there is", are existential: "nothing is bound on
//     15001 yet" says that something is absent, not that the rest is
//     false. They negate red flags as any negator does, but not key
//     points, which are mostly statements of absence.
//
//  3. Verdicts. A "not", "no", "never", "none", "neither" or "nothing"
//     directly followed (give or take an article or "real", "right",
//     "root", ...) by a verdict word — "is not the fix", "won't help", "is
//     not at fault", "no point", "doesn't guarantee", "none of these help"
//     — rejects the whole clause, including the subject before it:
//     "increasing the timeout is not the fix". "Doesn't wait", "doesn't
//     mean" and "doesn't ensure" are verdicts too: they deny that what
//     went before is enough ("the kubelet starts them in spec order, but
//     it doesn't wait for readiness").
//
//  4. Rejection words. A clause containing a word or phrase of rejection
//     ("wrong", "mistake", "band-aid", "tempting", "naive") is rejected as
//     a whole: "increasing the timeout is the wrong fix". Those that hide
//     something ("hides", "masks", "papers over", "merely postpones")
//     reject only what comes before them: "a longer timeout hides the
//     ordering bug" still says there is an ordering bug. A rejection word
//     that is the role of a proposal rejects nothing: "bump the timeout
//     to 10s as a band-aid" proposes the bump.
//
//     A rejected clause that starts with an auxiliary or an anaphor ("is",
//     "would", "just", "that", "which", ...) extends the rejection to the
//     clause before it, and so on: "raising the timeout, which many teams
//     do, is a band-aid" and "you could bump the timeout, but that only
//     hides it". When the chain reaches the start of a sentence that opens
//     with an anaphor ("that", "this", "it", "these", "those", "both",
//     "either", "neither", "none", "they", "such"), the previous sentence
//     is rejected too: "Raise the timeout. That only hides the bug."
//     "Raise the timeout or add a sleep. Both paper over it." "That is
//     why" and the like are causal, not anaphoric, and do not extend.
//
//  5. Retracted first impressions and other people's views. "At first",
//     "initially", "my first instinct", "you might think", "most people",
//     "many assume" followed by a contrast ("but", "however") in the same
//     sentence or at the start of the next make everything before the
//     contrast a hypothesis: it voids red flags but not key points. "At
//     first I'd suspect the dependency, but a few things don't fit." "You
//     might think user-service is at fault, but it never sees the calls."
//
//     Reported views need no contrast: what another agent ("someone on my
//     team", "a colleague", "the vendor", "our DBA", "people") is the
//     subject of a stance verb for ("wanted", "suggested", "thinks",
//     "blamed", ...) is a hypothesis from the agent on, up to a "but" or a
//     clause where the speaker speaks: "Someone on my team wanted to raise
//     the timeout; I talked them out of it." The speaker endorses it, and
//     it is said, with a first-person clause before the agent ("I'd raise
//     the timeout, as a colleague suggested") or an endorsement ("agree",
//     "right", "the same") in the sentence or the next one's first clause.
//
//  6. Elliptical denials. A clause made only of a "no", "not" or "never"
//     and words such as "it", "is", "really" rejects the clause before it
//     in the same sentence, or the sentence before when it opens one: "Some
//     think the database is the culprit; it isn't." "Raising timeouts:
//     no." "Some assume capture starts once Envoy is healthy. It doesn't:
//     ..."
//
//     A verdict fragment, a clause made only of a rejection phrase and
//     words such as "a", "pure", "here", "at best", is such a denial too:
//     it has no subject of its own, so it judges what came before.
//     "Raising the timeout - a crutch." "Longer timeouts. Pointless."
//     After a question it answers no: "Bigger timeouts? Useless here."
//
//     Heads, concessions, corrections and checks. A short label ending in
//     a colon that rejects ("Two tempting wrong answers:", "Red
//     herrings:", "What I would not do:") makes what it introduces, to
//     the end of the sentence or over the list items below it, a
//     hypothesis. So does a concession a later "still" declares futile:
//     "you can set the connect timeout to an hour and it'll still be
//     refused". "No, scratch that", "never mind", "on second thought"
//     reject what came before them in the sentence, or the sentence
//     before. A "not" after a verb of checking is a suspicion, not a
//     denial: "I'd confirm the callee isn't overloaded". A view in the
//     passive ("backend teams got blamed for it"), or held by nobody in
//     particular ("a common belief is that ..."), is reported like
//     another agent's.
//
//     Stories and dismissals. What the speaker believed before and took
//     back ("we spent a week convinced Redis was struggling", "my first
//     instinct was ...", "I used to assume ...") is a hypothesis; so is
//     what people are heard or seen to hold ("I've heard people claim
//     ...") and a possessive view ("our on-call's theory was ...").
//     "None of that is it", "I'd push back on that", "I'd rule this out"
//     and a verdict opening a sentence ("No good, ...") reject the
//     sentence before; "Oh sure, ..." is sarcasm; "As for X: there's
//     nothing to wait for" dismisses X. Generic kinds ("a slow server
//     gives you a timeout"), standards of comparison ("too fast for an
//     overloaded service") and counterfactual consequences ("and if it
//     did, that would be ...") are not said. A negation reaches a second
//     object joined by "and" ("retries and longer timeouts") and stops
//     where a condition without a comma gives way to its main clause ("If
//     we can't roll that out I'd raise the timeout").
//
//     Mockery, limits and withdrawals. Sarcasm makes its sentence a
//     hypothesis ("crank every timeout to 30s and hope for the best, great
//     plan"); so does a possibility a modal grants and a "but" denies ("a
//     longer timeout might make the dashboard quieter, but there is
//     nothing to wait for") and a clause that says what something only
//     does before what it does not ("order only controls launch sequence,
//     not readiness"). A correction that names its topic ("ignore my first
//     paragraph's timeout bump", "scrap the timeout idea", "cross out that
//     third bullet") rejects the topic and withdraws the red flag it names
//     wherever the answer said it before (match.go, withdraw). A line
//     quoted with ">" is someone else's words, like a double quotation.
//
//  7. Answered questions. A question followed by a sentence that opens
//     with a bare "No", "Nope", "Not really", "Wrong", "Bad idea", ... is
//     rejected: "Widen the timeout? No." One followed by a bare "Yes",
//     "Maybe", "Probably", "Sure" becomes a statement: "Would a longer
//     timeout help? Maybe."
//
//  8. Anaphora (match.go, borrowed). A red flag must match within one
//     sentence, except that a sentence opening with an anaphor ("It",
//     "They", "That", "These", ...; not "That is why") may borrow one
//     group from the sentence before, the one the anaphor can stand for:
//     a hit in that sentence's subject, its first four words, or its
//     first clause when it opens with a person or an imperative ("I'd
//     check the orders API. It's probably overloaded."). The anaphor
//     opening a sentence refers to the subject of the one before, so in
//     "The app calls the orders API at boot. It is slow to start" it is
//     the app, and nothing is borrowed. The sentence must meet every
//     other group itself; the borrowed hit may sit in a question ("Is the
//     database the problem? It might be overloaded."), and must not be
//     negated or rejected.
//
// Finally, when the matcher checks an item (match.go), a hit is void if
// any of its words is negated or rejected by a token that is not itself
// part of a hit of the same item (for a key point, an existential
// negator does not count). So signals can be *about* negation: the
// key point "the callee logs nothing" matches through its own "nothing",
// "not ready yet" through its own phrase "not ready", while "the callee is
// not the problem" stays rejected. A negator that opens a two-word phrase
// hit of any item ("not ready", "never sees") describes a state and
// negates nothing for any item, so "Envoy is not ready in the first
// seconds" still says "the first seconds". Red flags are also void inside
// a question in question word order that is not answered yes: asking
// "should we raise the timeout?" is not proposing it. A statement with a
// question mark is a tentative answer and says what it says ("DB not
// ready?"), unless the next sentence answers no or doubts it ("Maybe
// increase the timeout? I'm not sure that fixes it"). A hedged statement
// is said: "maybe the database is overloaded", "I'd probably bump the
// timeout" propose the idea, and a rater would hold them against the
// candidate. A red flag said entirely inside double quotation marks is
// quoted, not said: "the incident channel concluded: "payments-api is
// flaky"".

// maxScope is how many words a forward negator reaches.
const maxScope = 8

// clauseWords start a new clause.
var clauseWords = set("but", "however", "although", "though", "whereas", "because", "so",
	"instead", "otherwise", "while", "until", "unless", "and", "then", "since")

// conjunctions are skipped when looking at how a clause starts.
var conjunctions = set("but", "and", "or", "so", "yet", "though", "although", "however",
	"because", "whereas", "while", "then", "except")

// extenders open a clause that leans on the one before it.
var extenders = set("is", "are", "was", "were", "would", "will", "do", "does", "did", "can",
	"could", "should", "might", "may", "must", "just", "only", "simply", "merely", "that",
	"this", "it", "which", "these", "those", "also", "really", "probably", "usually", "still",
	"both", "either", "neither", "none", "they", "such", "no", "nothing")

// anaphors at the start of a sentence refer back to the previous one:
// "Raise the timeout or add a sleep. Both only hide the bug."
var anaphors = set("that", "this", "it", "these", "those", "both", "either", "neither", "none", "they", "such")

// causal words after an anaphor make it a connective, not a reference:
// "that is why", "which means".
var causal = set("why", "mean", "explain", "becaus", "how")

// verbNegators negate a verb phrase and reach over a new subject, as in
// "I don't think we should raise the timeout". The other negators ("instead
// of", "rather than", "without", "avoid") govern a noun or gerund phrase
// and stop at a subject or modal that starts the main clause. So does "rule
// out".
var verbNegators = set("not", "never", "nor", "neither")

// newSubject are words that start a main clause after a gerund phrase.
var newSubject = set("i", "we", "you", "they", "he", "she", "would", "will", "should",
	"can", "could", "must", "let", "it")

// verdicts, after "not", "no" or "never", reject the clause they are in.
var verdicts = stems("fix", "solution", "cure", "remedy", "problem", "issue", "cause", "culprit",
	"fault", "blame", "reason", "right", "correct", "way", "good", "idea", "help", "helpful", "useful", "solve",
	"address", "enough", "relevant", "point", "option", "approach", "explanation",
	"bottleneck", "responsible", "guilty", "worth", "sensible", "wise",
	// "X doesn't determine / guarantee / matter" denies X's part.
	"determine", "guarantee", "control", "decide", "matter", "dictate", "imply", "affect",
	// "X doesn't wait / mean / ensure" denies that X is enough: "the
	// kubelet starts them in spec order, but it doesn't wait for readiness".
	"wait", "mean", "ensure",
	// "won't do anything", "won't change a thing", "won't make a
	// difference", "that's not true", "not great".
	"do", "change", "difference", "true", "great",
	// "Neither explains it", "doesn't explain the empty logs".
	"explain", "account",
	// "won't save you", "doesn't rescue it", "doesn't fit the symptoms".
	"save", "rescue", "fit",
	// "that doesn't survive a look at its logs", "that doesn't make sense".
	"survive", "sense",
	// "That's not how it works."
	"how",
	// "a longer timeout isn't the lever here", "not the knob to turn".
	"lever", "knob", "answer",
	// "that's not going to cut it"
	"cut",
	// "order in list is not a promise"
	"promise",
	// "a longer timeout does not alter which container wins the race"
	"alter", "influence", "improve",
	// "a bigger timeout is never even consulted"
	"consult")

// verdictSkip may stand between a negator and its verdict.
var verdictSkip = set("a", "an", "the", "really", "actually", "real", "right", "actual",
	"proper", "root", "good", "at", "going", "to", "be", "much", "any", "of", "my", "our",
	"this", "that", "it", "its", "exactly", "necessarily", "whole", "main", "great",
	"these", "those", "them", "make", "makes",
	// "to put more time in the timeout I don't think is the solution"
	"think", "believe", "is", "are",
	// "doesn't give you that guarantee"
	"give", "you",
	// "isn't really gonna do anything", "doesn't even help"
	"gonna", "even")

// noAnswers make up a sentence that answers a question negatively.
var noAnswers = set("no", "nope", "nah", "not", "really", "at", "all", "definitely",
	"absolutely", "certainly", "of", "course", "never", "wrong", "hardly", "way", "bad", "idea",
	"hard", "pass", "lol", "haha", "hmm", "um", "uh", "well", "honestly", "oh", "ok", "okay",
	"a", "chance", "this", "time", "also", "mate", "man", "dude", "bro",
	// "Mostly yes", "Generally no": how often, not which way
	"mostly", "largely", "generally", "usually",
	// "I'd say yes in the short term": when it holds, not which way
	"in", "the", "short", "term", "meantime", "interim")

// stopgaps name the role an answer grants: "As a stopgap, sure."
var stopgaps = stems("stopgap", "workaround", "mitigation", "fallback", "band", "bandaid", "hack",
	// "As a quick win, sure", "As a first step, yes"
	"quick", "first", "temporary", "interim", "short")

// hesitations may fill a clause of their own before an answer: "Eh, I
// don't think so."
var hesitations = set("eh", "meh", "erm", "hmm", "hm", "um", "uh", "well", "so", "honestly", "oh",
	// "Might the database be overloaded? Checked, and no." "Longer
	// timeouts? Tried it, no change."
	"checked", "tried", "it",
	// "Raise the timeout? Been there, didn't help."
	"been", "there", "done", "that")

// answerPrepositions may open a phrase that sets the case before an
// answer: "On a refused connect, ...", "With an instant RST, ...".
var answerPrepositions = set("on", "with", "given", "against")

// incredulous words end a question that disbelieves what it repeats.
var incredulous = set("really", "seriously", "honestly")

// yesAnswers make a question followed by them an assertion.
var yesAnswers = set("yes", "yeah", "yep", "yup", "maybe", "probably", "perhaps", "possibly",
	"sure", "partly", "sometimes", "somewhat", "likely", "indeed", "some", "slightly", "marginally",
	// "A bit, yeah.", "Sort of, as a band-aid", "Kind of"
	"bit", "sort", "kind",
	// Regional and other languages' yes: "Aye, probably, as a stopgap."
	"aye", "ja", "oui", "sí", "da", "evet", "tak", "haan")

// strongNo are the words of which a negative answer needs one.
var strongNo = set("no", "nope", "nah", "not", "never", "wrong", "hardly", "bad", "pass", "nothing",
	"disagree",
	// Other languages' no, typed into an English answer: "Downstream slow? Hayır."
	"nein", "non", "não", "nao", "hayır", "hayir", "nie", "нет", "nee", "không", "không.", "不是", "いいえ", "아니요")

// rejections reject the clause they occur in; they are compiled like
// signal alternatives.
var rejections = mustIndex(
	"wrong", "wrongly", "mistake*", "mistaken", "bad idea", "bad fix", "bad practice",
	"bad solution", "bad approach", "bad habit", "band aid", "bandaid", "hack", "hacky",
	"hacks", "anti pattern", "antipattern", "pointless", "useless", "misguided", "naive*", "tempting", "tempted", "myth",
	"misconception", "incorrect", "red herring", "treat* symptom*", "not the answer",
	"not an answer", "kick* can", "wishful", "false fix", "fragile", "brittle", "worse", "placebo",
	// "Give the geocoding API a break, it answers fine a second later."
	"give* ... a break", "cut* ... some slack",
	"cargo cult", "lazy", "wrong fix", "irrelevant", "immaterial", "get* nowhere", "got nowhere", "getting nowhere", "innocent", "distraction", "distracting",
	"unlikely", "implausible", "far fetched", "doubtful", "knee jerk", "kneejerk", "laughable",
	"almost funny", "never get* a chance", "never got a chance", "save yourself", "spare yourself",
	"never come* into play", "not come* into play", "not come* into it", "never come* into it", "pitfall*",
	// "that proposal got withdrawn"
	"withdrawn", "withdrew", "abandoned", "scrapped", "shelved", "retracted", "discarded", "dismissed",
	"not pursued", "never pursued", "we passed",
	"passed on it", "we declined",
	"sideshow", "rabbit hole", "dead end", "non starter", "waste of time", "waste* time", "wasting time",
	"already failed", "unnecessary",
	"needless", "overkill", "silly", "nonsense", "crutch", "duct tape", "sticking plaster",
	"kludge*", "cosmetic", "short sighted", "bad call", "easy to blame",
	"easy to point", "easy to assume", "easy to think", "easy to suspect",
	// "A longer timeout changes nothing", "only moves the problem".
	"change* nothing", "buy* nothing", "buy* you nothing", "buy* us nothing", "bring* nothing",
	"bought nothing", "bought us nothing", "bought you nothing", "bought them nothing", "bought little",
	"not buy anything", "not buy you anything", "not buy us anything", "not buy you much", "not buy much",
	"not buy us much", "misleading",
	"add* nothing", "give* you nothing", "get* you nothing", "accomplish* nothing",
	// "I reverted it", "we rolled it back": undone by the speaker.
	"reverted", "revert* it", "roll* it back", "regretted it", "regret* it", "regretted that", "rolled back", "undid it", "backed it out",
	"since removed", "removed it", "struck it", "struck that", "drop* that idea", "drop* the idea",
	// "it makes no sense"
	"no sense",
	"achiev* nothing", "solv* nothing", "fix* nothing", "gain* nothing", "does nothing",
	"guarantee* nothing", "ensure* nothing", "prove* nothing", "mean* nothing",
	"do nothing", "move* the problem", "shift* the problem", "move* the race",
	"wait* on nothing", "wait* for nothing", "waiting on nothing", "move* the symptom*",
	"shift* the symptom*", "push* the symptom*", "mask* the symptom*", "move* the window",
	"shift* the window", "fail slower", "fail* more slowly", "fail later", "nothing to act on",
	"nothing to wait on", "lying to yourself", "fooling yourself", "kidding yourself", "leave them",
	"leave those", "leave it alone", "fine as they are", "fine as it is", "not needed*", "not necessary",
	"we ignored it", "ignored it", "been ignored", "was ignored", "rightly ignored",
	"fail equally fast", "fail* just as fast", "fail* just as quickly",
	// Verdicts: "would be a category error", "Timeout bigger -> same error,
	// just later", "container order is not a start guarantee", "it can't
	// work here", "doesn't turn a refused connection into an accepted
	// one", "not by itself enough", "sounds good on paper", "reasonable
	// until you notice".
	"category error", "category mistake", "just later", "only later", "withdrawing that", "retracting that", "withdraw that", "leave out of it", "leave out of this", "leave it out", "leave them out",
	"leave that out", "just make* ... slower", "only make* ... slower", "not ... guarantee", "no guarantee",
	"not a guarantee", "not any guarantee", "never ... guarantee*", "started does not mean ready", "started is not the same as ready",
	"can not work", "could not work", "not work here", "not turn* ... into", "not see how",
	"not by itself enough", "not enough by itself", "not enough on its own", "not sufficient by itself",
	"not sufficient on its own", "not by itself sufficient", "good on paper", "fine on paper", "great on paper",
	"nice on paper", "reasonable until", "sensible until", "plausible until",
	// Rhetorical replies: "To what end?", "And wait for what, exactly?"
	"to what end", "wait* for what", "what for", "for what exactly",
	// Declining: "wouldn't be my call", "not something I'd recommend",
	// "Don'ts: ...".
	"not be my call", "not be my choice", "not be my pick", "not something i would", "not something we would",
	"not something i recommend", "not something we recommend", "not something to", "not recommend",
	"would not recommend", "donts",
	// Proposals that failed: "I lost that bet", "Nobody liked it", "the
	// idea went nowhere", "I didn't approve it", "The reviewer bounced it".
	"lost that bet", "lost the bet", "lost my bet", "lost this bet", "nobody liked it", "nobody liked that",
	"nobody bought it", "nobody bought that", "idea went nowhere", "proposal went nowhere", "suggestion went nowhere",
	"not approve it", "not approve that", "not approve this", "not approve the pr", "not merge it", "not merge that",
	"bounced it", "bounced that", "bounced the pr", "bounced my pr",
	"lottery", "gamble", "coin flip", "coin toss", "a trap", "folklore", "superstition", "painkiller",
	"lipstick on a pig", "only chang* how", "only chang* the way", "other way round",
	"other way around", "the opposite way",
	"not medicine", "not the medicine", "not a cure", "not the cure", "that is backwards", "is backwards",
	// "bumping timeouts lol no", "a longer timeout just waits for an answer you already have"
	"lol no", "haha no", "lmao no", "answer you already have", "answer you already got",
	"already said no", "considered and rejected", "considered and dismissed", "wild goose chase", "goose chase",
	"has it backwards", "have it backwards", "got it backwards", "has it the wrong way", "have it the wrong way",
	"hid* the symptom*",
	"push* the problem", "defer* the problem", "relocat* the pain", "relocat* the problem",
	"move* the pain", "shift* the pain", "move* the issue", "shift* the issue", "move* the failure*",
	// "We scaled the database up, but it made no difference."
	"no difference", "no effect", "nothing chang*", "not change anything", "zero change",
	"zero difference", "zero effect", "zero impact", "no impact", "zilch", "no dice",
	"beside the point", "miss* the point", "orthogonal", "a myth", "blameless", "faultless", "off the hook",
	"did nothing", "do nothing", "not move the needle", "never moved the needle",
	"not keep it alive", "not keep them alive", "not keep the connection alive",
	"pushed back on", "push back on", "non fix", "non answer", "non solution", "lipstick", "help* nobody", "help* no one",
	"a waste", "rookie", "junior move", "classic mistake", "fail* to see", "not on my list",
	"off the table", "last thing i", "forget it", "forget that", "be avoided", "discouraged",
	"not advisable", "inadvisable", "not recommended", "not advised", "ill advised",
	"failure* slower", "fail* later", "did not work", "would not work", "never worked",
	"temptation", "not proceed", "not pursue", "threw that away", "threw it away", "threw that out",
	"threw it out", "excluded the hypothesis", "excluded the possibility", "excluded that", "is unrelated",
	"are unrelated", "was unrelated", "removed that", "removed this", "pure luck", "just luck", "dumb luck",
	"is luck", "hard to square", "not square",
	// Idioms of dismissal: "rearranging deck chairs", "complete codswallop",
	// "Pull the other one.", "famous last words".
	"deck chairs", "codswallop", "hogwash", "baloney", "balderdash", "tosh", "bodgy", "bodge",
	"pull the other one", "famous last words", "is optimistic", "overly optimistic", "wildly optimistic",
	"shoot* the messenger", "not even work",
	// "a longer timeout doesn't make Envoy listen any sooner"
	"not make* ... sooner", "not make* ... faster", "not make* ... earlier", "not make* ... any sooner",
	"not make* ... any faster", "not make* ... any earlier",
	// "Bumping client timeouts is the reflex I'd resist"
	"i would resist", "we would resist", "drop that idea", "drop the idea", "dropping that idea", "drop that one", "serve* to nothing", "serve* for nothing", "serve* nothing", "i would push back on", "reflex to resist", "urge to resist",
	// "a longer timeout doesn't make a refused connection succeed"
	"not make* ... succeed",
	// "so a bigger timeout doesn't even apply"
	"not even apply", "not apply here",
	// "It doesn't work that way", "it doesn't sit and wait for envoy"
	"not work that way", "not work like that", "not sit and wait",
	// "It'd be odd for auth-service to misbehave exactly when our pod starts"
	"would be odd for", "would be strange for", "would be weird for", "would be quite a coincidence",
	"would be a big coincidence", "would be a strange coincidence", "not accept this", "not accept that",
	"not the most inspired", "not the most elegant", "not the smartest", "not the brightest",
	"out of scope", "no use", "nada a ver", "misread*", "misdiagnos*", "not be adopted", "not adopted", "not chosen", "not pursued", "not taken forward", "not supported by", "not count on it",
	"contradicts this", "contradict* that", "the answer is nothing", "say* otherwise", "suggest* otherwise", "show* otherwise", "prove* otherwise",
	"a different question", "about as useful as", "as useful as a", "about as much use as",
	"wishful thinking", "fix only if", "work* only if", "only work* if", "a different problem",
	"different disease", "leave the graph", "where it was", "stayed put", "stayed the same",
	"carbon copy", "same as before", "wish it did", "wish it were", "wish it was", "misdirected", "misplaced", "wasted effort", "ineffective", "ineffectual", "of no use",
	"not be merged", "should not merge", "not on the list", "no change", "not what istio does",
	"not what linkerd does", "not what envoy does", "not what kubernetes does", "not what happens",
	"raised and dropped", "and quickly dropped", "would reject", "cost* us minutes", "cost* us hours", "cost* us days", "cost* us a day", "cost* us an hour",
	"cost* us a week", "for nothing", "got rolled back", "was rolled back", "been rolled back", "got reverted", "was reverted",
	"been reverted", "were reverted", "hard to believe", "difficult to believe", "decid* against", "quietly dropped*", "was dropped*", "were dropped*", "got dropped*", "been dropped*",
	// "Bumping timeouts doesn't touch it"
	"not in play", "not even in play", "not relevant", "not even relevant",
	"not touch it", "not touch the cause", "not touch the problem", "not touch the root", "not apply here", "not apply to this", "bad advice", "poor advice", "terrible advice", "bad answer", "was cleared",
	"were cleared", "got cleared", "been cleared", "acquitted", "exonerated", "unfairly", "unjustly",
	// "we discussed and rejected it", "got vetoed in review"
	"and rejected*", "rejected* in review", "we rejected*", "i rejected*", "vetoed", "veto",
	// "There is an open PR that raises the timeout; I recommend closing it"
	"recommend closing", "suggest closing", "recommend reverting", "suggest reverting", "recommend rejecting",
	"vote to close", "should be closed", "should be reverted",
	"we said no", "said no to", "closed the pr", "threw out", "thrown out", "threw away", "tossed out", "closed without merg*", "closed unmerged", "never merged", "never made it past",
	// "Cranking timeouts up addresses none of it"
	// "All a longer timeout gets you is a longer wait", "The only thing a
	// longer timeout buys you is a slower error"
	"slower error*", "slower failure*", "all ... get* you is", "all ... buy* you is",
	// "so the longer timeout only ever delayed real errors"
	"only ever delay*", "only delay* ... error*", "just delay* ... error*", "only delay* ... failure*",
	"just delay* ... failure*", "delay* the inevitable",
	// "it's a fair instinct, and I'd gently pass on it"
	"pass on it", "pass on that", "pass on this",
	"only thing ... get* you", "only thing ... buy* you",
	"address* none", "solv* none", "fix* none", "explain* none", "help* none", "chang* none",
	// "A bypass would produce neither."
	"produc* neither", "explain* neither", "caus* neither", "produc* none", "caus* none",
	// "Longer timeouts would be of limited comfort to a call that's
	// rejected in under a millisecond."
	"of limited comfort", "of little comfort", "cold comfort", "of limited use", "of little use",
	// "We briefly had a PR open to raise the gRPC deadline. We closed it."
	"we closed it", "i closed it", "we closed that", "we scrapped it", "we shelved it",
	// "Widening timeouts only helps by accident, if at all", "far too
	// quick to be the reporting service buckling under load"
	"by accident", "if at all", "too quick to be", "too fast to be", "too instant to be",
	// "..., which I never bought", "the reflex I'd steer away from"
	"i never bought", "never bought it", "never bought that", "never really bought", "i did not buy it",
	"i would steer away", "i would steer clear", "steer clear of", "stay away from",
	// "I'll give up the idea that traffic skips the proxy until ..."
	"give up the idea", "give up on the idea", "giving up the idea", "let go of the idea", "abandon the idea",
	"time honoured", "time honored",
	// "a bigger timeout doesn't give it anything to wait for", "a longer
	// timeout leaves the outcome exactly the same"
	"not give* ... anything to wait for", "leav* the outcome ... same", "leav* the result ... same",
	"leav* ... exactly the same", "outcome is the same", "outcome is exactly the same",
	// "The socket is rejected before any timer gets to matter"
	"before any timer", "before any timeout", "before any ... matter*",
	// "A bigger timeout just sits unused", "has nothing to hold on to
	// here", "cranking up timeouts is a no-op"
	"sit* unused", "go* unused", "goes unused", "stay* unused", "nothing to hold on to", "nothing to hold onto",
	"a no op", "is a noop", "a noop",
	// "so that theory went in the bin"
	"in the bin", "into the bin", "in the trash",
	// "The timeout row I'd cross off entirely."
	"cross* off", "crossed off", "strike* off", "struck off")

// litotes are double negatives that grant what follows them: "It
// wouldn't hurt to raise the timeout", "I can't rule out the database",
// "I don't see why we shouldn't".
var litotes = mustIndex("not hurt", "never hurt*", "no harm", "nothing wrong with", "not rule* out",
	"not rule it out", "not rule that out", "not exclude", "not see why ... not", "no reason not",
	"no reason why not", "not think of a reason not", "not see a reason not", "not see any reason not",
	"not against", "not opposed to", "not object to")

// markLitotes flags the words of each double negative.
func (t *text) markLitotes() {
	end := 0
	w, cands := litotes.phraseWalker(t, func(_ *trieNode, e int) bool { end = max(end, e); return true })
	for k := range t.toks {
		if cands.none(t.toks[k].word) {
			continue
		}
		if end = -1; litotes.matchesAt(t, w, cands, k) || end >= k {
			for j := k; j <= end; j++ {
				t.toks[j].flags |= fLitotes
			}
		}
	}
}

// hiders reject what comes before them in their clause, not what they
// hide: in "a longer timeout hides the ordering bug" the timeout is
// rejected and the ordering bug is what the answer says is real.
var hiders = mustIndex("hide", "mask", "paper* over", "sweep* under", "cover* up", "postpone*",
	// "That only turns a fast failure into a slow one."
	"only turn* ... into", "just turn* ... into", "merely turn* ... into",
	"just delay*", "only delay*", "merely delay*", "obscur*",
	// "a longer timeout just means waiting longer for the same refusal"
	"just mean* waiting", "only mean* waiting", "merely mean* waiting", "mean* waiting longer",
	// "but one would merely wait longer for a connection that is refused"
	"merely wait* longer", "just wait* longer", "only wait* longer",
	// "a longer timeout just means the same error"
	"just mean* the same", "only mean* the same", "still mean* the same",
	// "a bigger timeout just leaves you with the same errors"
	"leav* you with the same", "just giv* you the same", "still get* the same",
	// "you'd just be making every caller wait longer"
	"just mak* ... wait* longer", "only mak* ... wait* longer",
	// "a longer timeout just gets you the same error", "it just fails the same way"
	"just get* you the same", "only get* you the same", "just fail* the same", "only fail* the same",
	// "longer timeouts just mean requests hang longer"
	"just mean*", "only mean*", "merely mean*",
	// "Raising the connect timeout would only shrink the window in which
	// you notice it"
	"only shrink*", "just shrink*", "merely shrink*", "only narrow*", "just narrow*",
	// "a longer timeout would just sit there while the 503s keep coming"
	"just sit* there", "would sit there", "sit* there waiting",
	// "a longer timeout would just be a longer wait for the same answer"
	"wait* for the same answer*", "wait* for the same refusal*", "wait* for the same error*",
	"wait* for the same result*", "wait* for the same outcome", "wait* for the same failure*",
	"wait* for the same response*", "wait* for the same reply", "wait* longer for the same",
	// "making clients wait longer just piles more load on"
	"pile* more load", "pile* on more load", "pile* load on", "pile* on load",
	"just add* load", "only add* load", "just add* more load", "only add* more load")

// Flags of a word, set from the lists above once per distinct word of an
// answer, so that the analysis tests bits rather than maps.
const (
	fClause uint64 = 1 << iota
	fConjunction
	fExtender
	fAnaphor
	fCausal
	fVerdict
	fVerdictSkip
	fNoAnswer
	fStrongNo
	fVerbNegator
	fNewSubject
	fFiller
	fAbbrev
	fNegator
	fAuxiliary
	fYes
	// fDescriptive marks a negator inside a phrase hit; see
	// markDescriptive.
	fDescriptive
	// fExistential marks a negator that says something is absent rather
	// than denying a claim: "nothing is bound on 15001 yet", "there is
	// no one listening". It does not negate key points.
	fExistential
	// fTime marks words that make a preposition before them temporal.
	fTime
	// fRejection marks the words of a rejection phrase ("wrong",
	// "a band-aid", "waste of time"); see verdictFragment.
	fRejection
	// fHypothetical marks a negator that only makes its clause a
	// hypothesis (a counterfactual "if", a retracted first impression):
	// it voids red flags, as a question does, and no key point. "Check whether the database is
	// overloaded" is not one: suspecting the callee is blaming it.
	fHypothetical
	// fQuoted marks a word inside double quotation marks. A red flag
	// said entirely inside them is quoted, not said: "the incident channel
	// concluded: "payments-api is flaky", "bump the timeout to 60s"".
	fQuoted
	// fViewer marks the words that may open a view other than the
	// speaker's (an agent, a crowd, a view noun, "at first", a passive
	// "blamed"), so that the passes looking for one skip every other
	// word without a map lookup.
	fViewer
	// fHider marks the first word of a phrase that hides something
	// ("papers over"); see acceptHidden.
	fHider
	// fNumeric marks the words a value may start with (digits, number
	// words, "a", "half"); see valueAt.
	fNumeric
	// fAliasCue marks the words next to which a callee's name may stand
	// ("service", "calls"); see aliasCallees.
	fAliasCue
	// fQuantityCue marks the words that may open a raised quantity:
	// "from", "to", setting and multiplying verbs; see findIncreases.
	fQuantityCue
	// fLitotes marks the words of a double negative that grants what
	// follows ("it wouldn't hurt to", "I can't rule out"); its negators
	// deny nothing.
	fLitotes
	// fFragment, fElliptical, fContrast and fViewNoun mark the words of
	// fragmentWords, ellipticalWords, contrasts and (by stem) viewNouns,
	// which passes over every word ask about.
	fFragment
	fElliptical
	fContrast
	fViewNoun
)

// phraseIndexes are the built-in phrase indexes, each looked up once per
// distinct word of every answer.
func phraseIndexes() []*altIndex {
	return []*altIndex{&rejections, &hiders, &laterRetractions, &corrections, &sarcasms, &concessionWords, &litotes}
}

// init gives each phrase index its bit and records which words each may
// match; wordFlags cannot, as the indexes are compiled with the help of
// the word lists.
func init() {
	for i, x := range phraseIndexes() {
		if i >= 8 {
			panic("quiz: more phrase indexes than bits in token.phrases")
		}
		x.bit = 1 << i
		for w := range x.stems {
			stemPhrases[w] |= x.bit
		}
		for p := range x.pre3 {
			pre3Phrases[p] |= x.bit
		}
	}
	// Words looked up while the package was being set up, compiling the
	// built-in phrases, were cached without these bits.
	wordInfos.Clear()
	wordInfoCount.Store(0)
}

// stemPhrases and pre3Phrases tell, by stem and by first three letters,
// which built-in phrase indexes a word may start or continue an
// alternative of (see token.phrases and token.prefixes).
var stemPhrases, pre3Phrases = map[string]uint8{}, map[string]uint8{}

// lowFlags are looked up by lower-cased word, stemFlags by stem.
var lowFlags, stemFlags = wordFlags()

func wordFlags() (low, stem map[string]uint64) {
	low, stem = map[string]uint64{}, map[string]uint64{}
	for _, l := range []struct {
		words map[string]bool
		flag  uint64
	}{
		{clauseWords, fClause}, {conjunctions, fConjunction}, {extenders, fExtender},
		{anaphors, fAnaphor}, {verdictSkip, fVerdictSkip}, {noAnswers, fNoAnswer},
		{strongNo, fStrongNo}, {verbNegators, fVerbNegator}, {newSubject, fNewSubject},
		{fillers, fFiller}, {abbreviations, fAbbrev}, {negatorWords, fNegator},
		{auxiliaries, fAuxiliary}, {yesAnswers, fYes}, {fragmentWords, fFragment}, {ellipticalWords, fElliptical},
		{contrasts, fContrast},
	} {
		for w := range l.words {
			low[w] |= l.flag
		}
	}
	for w := range causal {
		stem[w] |= fCausal
	}
	for _, l := range []map[string]bool{crowd, quantifiers, supposing, firstThoughts, perceptions, changeRequests, {"not": true,
		"skeptical": true, "sceptical": true, "initially": true, "intuition": true, "first": true, "you": true,
		"used": true, "my": true, "our": true, "your": true, "wondered": true, "wondering": true, "thinking": true,
		"assuming": true, "figuring": true, "one": true, "thing": true, "other": true, "another": true, "second": true,
		// anyoneWho: "anyone who ...", "those who ...", "whoever ..."
		"anyone": true, "anybody": true, "those": true, "whoever": true,
		// viewOfAgent: "Mark's reading of the spec"; distancing: "I was
		// going to say", "I was about to say", "came to mind"
		"reading": true, "going": true, "about": true, "gonna": true, "mind": true,
		"considered": true, "contemplated": true, "toyed": true}} {
		for w := range l {
			low[w] |= fViewer
		}
	}
	for w := range numberWords {
		low[w] |= fNumeric
	}
	for _, w := range []string{"a", "an", "half"} {
		low[w] |= fNumeric
	}
	for _, l := range []map[string]bool{serviceHeads, callVerbs} {
		for w := range l {
			stem[w] |= fAliasCue
		}
	}
	for _, l := range []map[string]bool{settingVerbs, multiplyingVerbs} {
		for w := range l {
			stem[w] |= fQuantityCue
		}
	}
	low["from"] |= fQuantityCue
	low["to"] |= fQuantityCue
	for _, l := range []map[string]bool{agents, sources, viewNouns, passiveBlame, programs, beliefNouns, stems("story", "explanation", "model")} {
		for w := range l {
			stem[w] |= fViewer
		}
	}
	for w := range viewNouns {
		stem[w] |= fViewNoun
	}
	for w := range timeWords {
		stem[w] |= fTime
	}
	for w := range verdicts {
		stem[w] |= fVerdict
	}
	for _, w := range []string{"avoid", "resist", "refrain", "stay", "steer", "forget", "push", "discourag",
		"wari", "weari", "leeri", "cautious", "leav", "skip", "stop", "quit"} {
		stem[w] |= fNegator
	}
	return low, stem
}

// timeWords after "for", "during", "within", "until" or "till" make a
// temporal adjunct, which a negation before it does not reach: "new pods
// don't have their network for the first few seconds" still says "the
// first few seconds".
var timeWords = stems("second", "seconds", "minute", "millisecond", "moment", "while", "startup",
	"start", "boot", "beginning", "first", "window", "instant", "bit")

// temporalPrepositions open a temporal adjunct when a time word follows.
var temporalPrepositions = set("for", "during", "within", "until", "till")

// auxiliaries, other than "be", before "not just" make it a negation.
var auxiliaries = set("do", "does", "did", "should", "would", "could", "can", "will", "must",
	"shall", "might", "may")

// negatorWords may start a negator; negatorLen decides.
var negatorWords = set("not", "no", "never", "nothing", "nobody", "none", "neither", "nor",
	"without", "nowhere", "against", "instead", "rather", "rule", "rules", "ruled", "ruling",
	"if", "doubt", "skeptical", "sceptical", "far", "hardly", "otherwise", "then")

func set(words ...string) map[string]bool {
	m := make(map[string]bool, len(words))
	for _, w := range words {
		m[w] = true
	}
	return m
}

func stems(words ...string) map[string]bool {
	m := make(map[string]bool, len(words))
	for _, w := range words {
		m[stem(w)] = true
	}
	return m
}

// analyse numbers the clauses of t and marks what is negated or rejected.
func (t *text) analyse() {
	toks := t.toks
	var c, prev int32
	for k := range toks {
		p := toks[k].clause
		if k == 0 || p != prev || toks[k].flags&fClause != 0 && !continuesClause(toks, k) && !t.hyphenated(k) {
			c++
		}
		prev = p
		toks[k].clause = c
	}
	t.joinAsides()

	t.markLitotes()
	for k := range toks {
		if toks[k].flags&fLitotes != 0 {
			continue
		}
		n := negatorLen(toks, k)
		if n == 0 {
			continue
		}
		gerund := toks[k].flags&fVerbNegator == 0
		if existential(toks, k) {
			toks[k].flags |= fExistential
			// "nothing is let through unproxied": the negator is the
			// subject, so a verb after it does not start a new clause.
			gerund = false
		}
		reach := maxScope
		if (toks[k].low == "nor" || toks[k].low == "no") && thereIs(toks, k) {
			reach = 2 * maxScope // "Nor is there some grace period in which traffic slips past Envoy"
			// "there is no window where you talk directly to the backend":
			// the denied noun's relative clause has a subject of its own.
			gerund = false
		}
		asIf := notAsIf(toks, k, n)
		if asIf {
			reach = 2 * maxScope
		}
		for j := k + n; j < len(toks) && j-(k+n) < reach && (toks[j].clause == toks[k].clause || coordinated(toks, j) ||
			asIf && toks[j].sent == toks[k].sent && unpunctuated(toks, j-1, j+1)); j++ {
			if gerund && j > k+n && toks[j].flags&fNewSubject != 0 {
				break // "instead of bumping the timeout I would ..."
			}
			if j > k+n && conditionalScope(toks, k) && mainClause(toks, j) {
				break // "If we can't roll that out this week I'd raise the timeout"
			}
			if j > k+n && temporal(toks, j) {
				break // "not ready for the first seconds"
			}
			toks[j].neg = int32(k)
		}
		if toks[k].low == "if" || toks[k].low == "otherwise" || toks[k].low == "then" {
			// A counterfactual's consequence is as hypothetical as its
			// condition: "if it did, that would be a policy bypass", "but
			// then the app would just go direct".
			end := k + 1
			for end < len(toks) && toks[end].sent == toks[k].sent && toks[end].flags&fContrast == 0 {
				end++
			}
			t.suppose(k+1, end, k)
		}
		switch toks[k].low {
		case "not", "no", "never", "none", "neither", "nothing", "hardly":
			if elidedDenial(toks, k) {
				t.rejectClause(k) // "Native sidecar fixes it; bigger timeouts won't."
				continue
			}
			if verdictFollows(toks, k+n, toks[k].clause) ||
				toks[k].low == "no" && k+n+1 < len(toks) && toks[k+n+1].clause == toks[k].clause &&
					toks[k+n+1].flags&fVerdict != 0 || t.notIt(k) || notWhatDoes(toks, k) {
				t.rejectClause(k) // "gives no readiness guarantee"
			}
		}
	}

	end, matched := 0, false
	upTo := func(_ *trieNode, e int) bool { end = e; return false }
	// A rejection phrase is flagged to its longest match, so that
	// "lipstick on a pig" and "wishful thinking" make whole verdicts.
	longest := func(_ *trieNode, e int) bool { matched, end = true, max(end, e); return true }
	w, cands := rejections.phraseWalker(t, longest)
	for k := range toks {
		if toks[k].flags&fLitotes != 0 {
			continue // "nothing wrong with a longer timeout"
		}
		if cands.none(toks[k].word) {
			continue
		}
		if matched, end = false, 0; rejections.matchesAt(t, w, cands, k) || matched {
			for j := k; j <= end; j++ {
				toks[j].flags |= fRejection
			}
			if !asRole(toks, k) && !aggravating(toks, k) && !butItWorks(toks, end) {
				t.rejectClause(k)
			}
		}
	}
	t.appositives()
	w, cands = hiders.phraseWalker(t, upTo)
	for k := range toks {
		if !cands.none(toks[k].word) && hiders.matchesAt(t, w, cands, k) {
			toks[k].flags |= fHider
			switch {
			case tentativeHider(toks, k):
			case paperedWith(toks, k):
				// "rather than papering over it with bigger timeouts": what
				// does the papering over comes after it.
				t.rejectClause(k)
			default:
				t.rejectClauseUpTo(k, end+1)
			}
		}
	}

	t.rejectingHeads()
	t.trailingDenials()
	t.triedInVain()
	t.wrongAbove()
	t.tableVerdicts()
	t.retractions()
	t.reportedViews()
	t.passiveViews()
	t.impersonalViews()
	t.concessions()
	t.understoodViews()
	t.namedViews()
	t.inTheory()
	t.selfCorrections()
	t.putForward()
	t.crossedOut()
	t.sarcasm()
	t.analogies()
	t.wishes()
	t.withinAView()
	t.limitations()
	t.hypothesisLabels()
	t.beforeAnyone()
	t.standards()
	t.pastBeliefs()
	t.dismissals()
	t.generics()
	t.afterthoughtDoubts()
	t.speakerConcessions()
	t.thumbsDownReactions()
	t.changesRequested()
	t.subItemVerdicts()
	t.optionsByNumber()
	t.rowsByName()
	t.footnotes()

	// Elliptical denials reject the clause before them, or the sentence
	// before them when they open a sentence.
	for k := 1; k < len(toks); k++ {
		if toks[k].clause == toks[k-1].clause || !ellipticalNo(toks, k) && !t.ruledOutFragment(k) || t.headsWhatFollows(k) {
			continue
		}
		if butItWorks(toks, clauseLast(toks, k)) {
			continue // "Not the most elegant but it should cover the window."
		}
		if si := int(toks[k].sent); k == t.sents[si].first && (t.sents[si].heading || t.lineHead(si)) {
			continue // "Not the cause" heads the lines below it
		}
		a := k - 1
		si := int(toks[k].sent)
		if toks[k].sent == toks[k-1].sent && t.afterSpeaker(t.sents[si]) != k && t.onlyHesitation(sentence{first: t.afterSpeaker(t.sents[si]), last: k}) && si > 0 {
			// "I'd probably bump the timeout. Well, no, actually, that's
			// not right": after a hesitation the "no" still opens the
			// sentence, and denies the one before.
			p := t.sents[si-1]
			t.reject(p.first, p.last, k)
			continue
		}
		if toks[k].sent == toks[k-1].sent && t.afterSpeaker(t.sents[si]) != k {
			for a > 0 && toks[a-1].clause == toks[k-1].clause {
				a--
			}
			if concludes(toks, k, t.sents[si]) {
				// "I guess it could be the payment API being slow, but
				// then it wouldn't clear up so quickly, so probably not":
				// the conclusion takes back the whole sentence.
				a = t.afterSpeaker(t.sents[si])
			}
			if a > t.sents[si].first && (aside(toks, a, k) || k-a == 1 && toks[a].flags&fConjunction != 0) {
				// "... is, with respect, complete codswallop": the verdict
				// judges the clause before the aside; "..., but, no, ..."
				// the clause before its lone "but".
				for a--; a > 0 && toks[a-1].clause == toks[a].clause; a-- {
				}
				if a > t.sents[si].first && (toks[a].low == "like" || toks[a].low == "say" || toks[a].low == "eg") {
					// "I thought it was the Redis cache, like Redis not
					// being up yet, but, no, ...": the example goes with
					// the clause it illustrates.
					for a--; a > 0 && toks[a-1].clause == toks[a].clause; a-- {
					}
				}
			}
		} else if si == 0 {
			continue
		} else if p := t.sents[si-1]; !p.question {
			a = p.first
			if t.sents[si].speaker > 0 {
				a = t.sents[t.repliedMessage(si)].first // a reply denies the whole message
			}
		} else {
			continue // a question and its answer: see below
		}
		t.reject(a, k, k)
	}

	// A reply in a conversation that opens with a thumbs-down or a bare
	// verdict takes back the message before it: "won't help, it's refused
	// in 2ms", ":-1: position in the list is not readiness".
	for si := 1; si < len(t.sents); si++ {
		s := t.sents[si]
		k := t.afterSpeaker(s)
		if s.speaker == 0 || t.sents[si-1].question || !t.thumbsDown(s, k) && !verdictReply(toks, k) {
			continue
		}
		p := t.sents[t.repliedMessage(si)]
		t.reject(p.first, t.sents[si-1].last, k)
	}

	for q := 0; q+1 < len(t.sents); q++ {
		if !t.sents[q].question {
			continue
		}
		if t.disbelieved(q) {
			continue
		}
		si := t.replyTo(q)
		a := answer(t, t.sents[si])
		if a == answerNone && (t.sents[si].question || t.onlyHesitation(t.sents[si])) && si+1 < len(t.sents) && t.sents[si+1].speaker == 0 &&
			answer(t, t.sents[si+1]) == answerNo {
			// "Longer timeouts? For a refusal that comes back in two
			// milliseconds? No.": a rhetorical question before the answer.
			a = answerNo
			t.reject(t.sents[si].first, t.sents[si].last, t.sents[si+1].first)
		}
		if a == answerYes && checkVerbs[toks[t.sents[si].first].stem] || a == answerYes && toks[t.sents[si].first].low == "look" {
			// "Is the payments API refusing us? Look at its access log:
			// empty. So no, the refusal is local.": the check, then its
			// answer.
			for n := si + 1; n < len(t.sents) && n <= si+2; n++ {
				if f := t.sents[n].first; toks[f].low == "so" && f+1 < t.sents[n].last && toks[f+1].flags&fStrongNo != 0 {
					a = answerNo
					break
				}
			}
		}
		if a == answerNone && itDoesNot(toks, t.sents[si]) && !t.asksWhy(q) {
			// "Traffic goes direct until Envoy is ready? It doesn't, ...";
			// after "Why would Stripe refuse only at first?" the "It
			// wouldn't" denies the premise it asks about, not the rest.
			a = answerNo
		}
		if a == answerYes && t.sents[si].question && si+1 < len(t.sents) && doubts(toks, t.sents[si+1]) {
			// "Would raising timeouts help? Maybe? Honestly I'm not sure
			// it would": a hedge taken back by the doubt after it.
			a = answerNo
		}
		if a != answerNo && !t.sents[si].question && si+1 < len(t.sents) && t.sents[si+1].speaker == 0 &&
			t.sents[si].last-t.sents[si].first <= 3 && deniesBack(toks, t.sents[si+1]) {
			// "Raise the timeout? We could. It wouldn't help.": a grudging
			// yes taken back at once.
			a = answerNo
		}
		switch a {
		case answerNo:
			t.reject(t.sents[q].first, t.sents[q].last, t.sents[si].first)
			t.futileConcession(t.sents[si])
		case answerYes:
			t.sents[q].question = false // "Would a longer timeout help? Maybe."
			t.acceptHidden(q)
			// A quoted question answered yes is the answerer's own now:
			// "Interviewer: "Do we just raise the timeout?" Me: As a
			// stopgap, sure."
			for k := t.sents[q].first; k < t.sents[q].last; k++ {
				toks[k].flags &^= fQuoted
			}
		}
	}
	if n := len(t.sents); n > 0 && t.sents[n-1].question {
		t.disbelieved(n - 1) // the loop above stops before the last sentence
	}
	t.answeredQuotes()
}

// disbelieved rejects question q when it ends in disbelief: "Longer
// timeouts, really?" repeats an idea to doubt it, not to ask.
func (t *text) disbelieved(q int) bool {
	toks, s := t.toks, t.sents[q]
	l := s.last - 1
	if l > s.first && incredulous[toks[l].low] && strings.Contains(t.src[toks[l-1].end:toks[l].start], ",") {
		t.reject(s.first, l, l)
		return true
	}
	// "A bigger timeout, for a refusal that takes two milliseconds?": a
	// bare noun phrase set against what makes it absurd.
	b := s.first
	for b < s.last && toks[b].clause == toks[s.first].clause {
		b++
	}
	if b < s.last && b-s.first <= 4 && toks[s.first].flags&fNumeric != 0 && incredulousPivots[toks[b].low] &&
		strings.Contains(t.src[toks[b-1].end:toks[b].start], ",") {
		t.reject(s.first, b, b)
		return true
	}
	return false
}

// incredulousPivots open what a disbelieving question sets its noun
// phrase against.
var incredulousPivots = set("for", "when", "given", "against")

// answeredQuotes rejects a line quoted with ">" when the line after it
// opens by rejecting or denying: "> bump the HTTP timeout / we already did
// that last sprint and it didn't change a thing". The reply answers the
// words it quotes.
func (t *text) answeredQuotes() {
	toks := t.toks
	for si := 0; si+1 < len(t.sents); si++ {
		s, r := t.sents[si], t.sents[si+1]
		if !strings.HasPrefix(strings.TrimLeft(t.src[s.line:], " \t"), ">") || toks[s.first].flags&fQuoted == 0 ||
			toks[r.first].flags&fQuoted != 0 {
			continue
		}
		// The reply's first two clauses: "we already did that last
		// sprint, and it didn't change a thing".
		clauses := 0
		for k := r.first; k < r.last && clauses < 2; k++ {
			if k > r.first && toks[k].clause != toks[k-1].clause {
				clauses++
			}
			if toks[k].rej >= 0 || toks[k].neg >= 0 && t.toks[toks[k].neg].flags&fHypothetical == 0 {
				t.reject(s.first, s.last, k)
				break
			}
		}
	}
}

// futileConcession makes a hypothesis of a "you could ..." clause in a
// reply that says no: "Would a bigger timeout help? No — it's refused in a
// millisecond, you could set it to an hour." The hyperbole grants what
// changes nothing.
func (t *text) futileConcession(s sentence) {
	toks := t.toks
	for k := s.first + 1; k+1 < s.last; k++ {
		if toks[k].low != "you" || toks[k].clause == toks[k-1].clause {
			continue
		}
		if n := toks[k+1].low; n != "could" && n != "can" && n != "might" {
			continue
		}
		end := k
		for end < s.last && toks[end].clause == toks[k].clause {
			end++
		}
		toks[k].flags |= fHypothetical
		t.suppose(k, end, k)
	}
}

// headsWhatFollows reports whether the verdict opening at k is a
// "Considered and rejected:" head, which judges what follows its colon
// ("raising client timeouts"), not what came before.
func (t *text) headsWhatFollows(k int) bool {
	toks := t.toks
	if toks[k].low != "considered" {
		return false // "Not pursued: the failures are instant" judges the option before it
	}
	j := k
	for j+1 < len(toks) && toks[j+1].sent == toks[k].sent && toks[j+1].flags&fRejection != 0 {
		j++
	}
	return t.colonAfter(j)
}

// asRole reports whether the rejection phrase at k is the role that
// something is proposed in rather than a verdict on it: "bump the connect
// timeout to 10s as a band-aid until the annotation rolls out" proposes
// the bump.
func asRole(toks []token, k int) bool {
	// "as a band-aid", "as a short-term band-aid", "as a quick hack"
	for j := k - 1; j >= 0 && j >= k-4 && toks[j].sent == toks[k].sent; j-- {
		if toks[j].low == "as" {
			return true
		}
		// Only words of the noun phrase between: not "as that's a band-aid".
		if toks[j].clause != toks[k].clause || toks[j].flags&(fExtender|fAnaphor|fNewSubject) != 0 {
			return false
		}
	}
	return false
}

// acceptHidden undoes, in question si answered yes, what a word that
// hides rejected: "Could a bigger connect timeout paper over it for now?
// Yeah" proposes the bigger timeout as a stopgap.
func (t *text) acceptHidden(si int) {
	s := t.sents[si]
	for k := s.first; k < s.last; k++ {
		if r := t.toks[k].rej; r >= 0 && t.toks[r].flags&fHider != 0 {
			t.toks[k].rej = -1
		}
	}
}

// appositives rejects a short clause set between two rejected clauses of
// its sentence: "The knee-jerk response, longer connect or request
// timeouts, misreads the problem" judges what it names.
func (t *text) appositives() {
	toks := t.toks
	for a := 1; a < len(toks); a++ {
		if toks[a].clause == toks[a-1].clause || toks[a].sent != toks[a-1].sent || toks[a-1].rej < 0 || toks[a].rej >= 0 {
			continue
		}
		b := a
		for b < len(toks) && toks[b].clause == toks[a].clause {
			b++
		}
		if b-a <= 6 && b < len(toks) && toks[b].sent == toks[a].sent && toks[b].rej >= 0 && toks[b].rej > int32(a) {
			t.reject(a, b, int(toks[b].rej))
		}
	}
}

// aggravating reports whether the "worse" at k suggests a cause that
// adds to the failures rather than judging a fix: "that could be making
// it worse", "which might make things worse".
func aggravating(toks []token, k int) bool {
	if toks[k].low != "worse" || k < 4 {
		return false
	}
	j := k - 1
	if toks[j].low == "it" || toks[j].low == "things" || toks[j].low == "this" {
		j--
	}
	if w := toks[j].low; w != "make" && w != "makes" && w != "making" {
		return false
	}
	for j--; j >= k-5 && j >= 0 && toks[j].clause == toks[k].clause; j-- {
		switch toks[j].low {
		case "could", "might", "may":
			return true
		case "would":
			// "I'd look at whether the database is slow, because that
			// would make it worse": a reason to look, not a verdict.
			return j >= 2 && toks[j-1].flags&fAnaphor != 0 && (toks[j-2].low == "because" || toks[j-2].low == "since")
		}
	}
	return false
}

// tentativeHider reports whether the "paper over" at k offers a stopgap
// rather than judging one: "Maybe a longer timeout would paper over it
// for now", "I guess a longer connect timeout might paper over it as
// well, at least until someone finds that setting", "maybe also a longer
// connect timeout to paper over it". A "just", "only" or "merely" before
// it, or a "but" after it, keeps it a verdict: "would just paper over
// it", "would paper over it most of the time, but ...", unless the
// "just" opens a purpose that lasts a while: "I'd fall back to longer
// connect timeouts, just to paper over it until we upgrade".
func tentativeHider(toks []token, k int) bool {
	// "a generous connect timeout ... will at least mask it"
	if k >= 2 && toks[k-2].low == "at" && toks[k-1].low == "least" {
		return true
	}
	if toks[k].stem != "paper" {
		return false
	}
	s := toks[k].sent
	hedged, lasting := false, false
	for j := k + 1; j < len(toks) && toks[j].sent == s; j++ {
		switch toks[j].low {
		case "but", "though", "although":
			return false
		case "until", "meantime", "stopgap", "now", "while":
			hedged, lasting = true, true
		}
	}
	for j := k - 1; j >= 0 && toks[j].sent == s; j-- {
		switch toks[j].low {
		case "just", "only", "merely", "simply":
			if j >= k-3 && !(lasting && toks[k-1].low == "to") {
				return false
			}
		case "maybe", "perhaps", "guess":
			hedged = true
		}
	}
	return hedged
}

// paperedWith reports whether the "paper over" at k names what does it
// after a "with": "papering over it with bigger timeouts".
func paperedWith(toks []token, k int) bool {
	if toks[k].stem != "paper" {
		return false
	}
	for j := k + 1; j < len(toks) && j <= k+4 && toks[j].clause == toks[k].clause; j++ {
		if toks[j].low == "with" {
			return true
		}
	}
	return false
}

// butItWorks reports whether the rejection phrase ending at e is
// conceded by a "but" that vouches for the thing: "Not the most elegant
// but it should cover the window", "not the smartest, but it works".
func butItWorks(toks []token, e int) bool {
	j := e + 1
	for ; j < len(toks) && j <= e+3 && toks[j].sent == toks[e].sent && toks[j].low != "but"; j++ {
	}
	if j >= len(toks) || toks[j].low != "but" || toks[j].sent != toks[e].sent {
		return false
	}
	for j++; j < len(toks) && toks[j].sent == toks[e].sent && (toks[j].flags&fAnaphor != 0 || toks[j].low == "it" ||
		toks[j].low == "should" || toks[j].low == "will" || toks[j].low == "does" || toks[j].low == "would"); j++ {
	}
	if j >= len(toks) || toks[j].sent != toks[e].sent {
		return false
	}
	switch toks[j].stem {
	case "work", "cover", "get", "fix", "help":
		return true
	}
	return false
}

// continuesClause reports whether the clause word at k is part of the
// clause before it: "instead of" is a negator; in "not because" or "isn't
// failing because the target is slow" the negation denies the reason, and
// in "is not active until" it belongs with the "until".
func continuesClause(toks []token, k int) bool {
	switch toks[k].low {
	case "instead":
		return next(toks, k) == "of"
	case "because", "until":
		return k > 0 && toks[k-1].low == "not" || k > 1 && toks[k-2].low == "not" && toks[k-2].sent == toks[k].sent
	case "since":
		// "we've since removed it" is a time, not a reason.
		return k > 0 && (toks[k-1].low == "have" || toks[k-1].low == "has" || toks[k-1].low == "had")
	case "while":
		// "I thought for a while it was Redis": a time, not a clause.
		return k > 1 && toks[k-1].low == "a" && (toks[k-2].low == "for" || toks[k-2].low == "quite" || toks[k-2].low == "little" ||
			toks[k-2].low == "good")
	case "so":
		// "I don't think so the database is not ready": the doubted claim
		// follows.
		return k > 1 && toks[k-1].low == "think" && toks[k-2].low == "not" && k+1 < len(toks) && toks[k+1].low == "the"
	}
	return false
}

// joinAsides puts a lone ", like," back into the clause it interrupts,
// with the clause after it: in "Cranking up timeouts would just, like,
// paper over it" the verdict judges the timeouts. (", um," often stands
// where a clause does end.)
func (t *text) joinAsides() {
	toks := t.toks
	for k := 1; k+1 < len(toks); k++ {
		if toks[k].low != "like" || toks[k].sent != toks[k-1].sent || toks[k+1].sent != toks[k].sent ||
			toks[k-1].clause == toks[k].clause || toks[k+1].clause == toks[k].clause || toks[k].flags&fClause != 0 ||
			isNegation(&toks[k-1]) && !thereIsNo(toks, k-1) || strings.TrimSpace(t.src[toks[k-1].end:toks[k].start]) != "," ||
			strings.TrimSpace(t.src[toks[k].end:toks[k+1].start]) != "," {
			continue // only ", like," between two words of one clause
		}
		c, from := toks[k-1].clause, toks[k+1].clause
		for j := k; j < len(toks) && (j == k || toks[j].clause == from); j++ {
			toks[j].clause = c
		}
	}
	// "..., which, yeah, doesn't help": an interjection inside a relative
	// clause goes back into it, with the rest of the clause.
	hasWhich := t.has("which")
	for k := 2; k+1 < len(toks) && hasWhich; k++ {
		if toks[k-1].low != "which" || !hesitations[toks[k].low] && toks[k].low != "yeah" && toks[k].low != "well" ||
			toks[k-2].clause == toks[k-1].clause || toks[k-1].clause == toks[k].clause || toks[k].clause == toks[k+1].clause ||
			toks[k+1].sent != toks[k].sent {
			continue
		}
		c, from := toks[k-1].clause, toks[k+1].clause
		for j := k; j < len(toks) && (j == k || toks[j].clause == from); j++ {
			toks[j].clause = c
		}
	}
}

// thereIsNo reports whether the "no" at k follows a "there is": "there's
// no, like, bypass mode" denies what comes after the aside.
func thereIsNo(toks []token, k int) bool {
	return toks[k].low == "no" && k >= 2 && (toks[k-1].low == "is" || toks[k-1].low == "are" || toks[k-1].low == "was") &&
		toks[k-2].low == "there"
}

// hyphenated reports whether the word at k is joined to the one before
// by a hyphen, as in "bypass-until-ready", which is one word to a reader.
func (t *text) hyphenated(k int) bool {
	return k > 0 && t.toks[k-1].end+1 == t.toks[k].start && t.src[t.toks[k-1].end] == '-'
}

// next returns the word after k in the same sentence, or "".
func next(toks []token, k int) string {
	if k+1 < len(toks) && toks[k+1].sent == toks[k].sent {
		return toks[k+1].low
	}
	return ""
}

// phraseStarts open a noun phrase: after "and" or "or" they join a second
// object to the first rather than start a clause.
var phraseStarts = set("a", "an", "the", "any", "more", "less", "extra", "other", "their", "its",
	"our", "bigger", "longer", "higher", "larger", "generous", "greater", "slower")

// coordinated reports whether token j goes on a negated phrase through
// "and" or "or" and a second object: in "I wouldn't pad things with
// retries and longer timeouts" the negation reaches "longer timeouts";
// in "don't raise the timeout and use native sidecars" it stops.
// notAsIf reports whether the negator at k, of n words, denies a
// supposition: "It's not as if Envoy steps aside while it boots and lets
// things go direct" denies all of it, up to the first punctuation.
func notAsIf(toks []token, k, n int) bool {
	return toks[k].low == "not" && k+n+1 < len(toks) && toks[k+n].low == "as" &&
		(toks[k+n+1].low == "if" || toks[k+n+1].low == "though")
}

func coordinated(toks []token, j int) bool {
	for i := j; i > 0 && i > j-5; i-- {
		if toks[i].clause != toks[j].clause {
			return false
		}
		if w := toks[i].low; (w == "and" || w == "or") && toks[i-1].clause+1 == toks[i].clause {
			// Not after punctuation: ", or the db isn't accepting" is a clause.
			return toks[i-1].end+1 == toks[i].start && i+1 < len(toks) && toks[i+1].sent == toks[i].sent &&
				phraseStarts[toks[i+1].low]
		}
	}
	return false
}

// conditionalScope reports whether the negator at k is inside a
// condition: its clause opens with "if", "unless", "when", "until" or
// "once".
func conditionalScope(toks []token, k int) bool {
	for j := k - 1; j >= 0 && j >= k-6 && toks[j].sent == toks[k].sent; j-- {
		switch toks[j].low {
		case "if", "unless", "when", "until", "once":
			return true
		}
		if toks[j].clause != toks[k].clause {
			break
		}
	}
	return false
}

// mainClause reports whether a main clause starts at j after a condition
// with no comma: "I'd", "we'll", "you can", or an order: "bump the ...".
func mainClause(toks []token, j int) bool {
	if j+1 >= len(toks) {
		return false
	}
	switch toks[j].low {
	case "i", "we", "you":
		return toks[j+1].flags&fAuxiliary != 0
	}
	// "if that's not enough bump the client timeouts": an order.
	return j > 0 && settingVerbs[toks[j].stem] && toks[j].low == toks[j].stem && toks[j-1].low != "to" &&
		toks[j-1].flags&(fAuxiliary|fNegator) == 0 && toks[j+1].low == "the"
}

// negatorLen returns how many words the negator at k spans, or 0.
func negatorLen(toks []token, k int) int {
	if toks[k].flags&fNegator == 0 {
		// "that would show up as too-many-connections errors": what the
		// answer would expect to see if a theory held, not what it says.
		if toks[k].low == "show" && k > 0 && toks[k-1].low == "would" && next(toks, k) == "up" {
			toks[k].flags |= fHypothetical
			return 1
		}
		return 0
	}
	switch w := toks[k].low; w {
	case "not":
		// "not only", "not just" add rather than deny ("not just at
		// start-up"), except after an auxiliary: "don't just raise it".
		n := next(toks, k)
		if (n == "only" || n == "just") && (k == 0 || toks[k-1].flags&fAuxiliary == 0) {
			toks[k+1].neg = int32(k) // "not only at start-up" denies the "only"
			return 0
		}
		if n == "to" && k+2 < len(toks) && toks[k+2].low == "mention" {
			return 0
		}
		if checking(toks, k) {
			return 0 // "I'd confirm the callee isn't overloaded" suspects it
		}
		return notForget(toks, k)
	case "no":
		if n := next(toks, k); n == "matter" || n == "doubt" || n == "wonder" || n == "surprise" {
			return 0
		}
		return 1
	case "never":
		return notForget(toks, k)
	case "nothing", "nobody", "none", "neither", "nor", "without", "nowhere", "against", "hardly":
		return 1
	case "then":
		// "But then the app would just go direct and the calls would
		// succeed": what would follow from the view before, argued
		// against.
		if k == 0 || toks[k-1].low != "but" {
			return 0
		}
		for j := k + 1; j < len(toks) && j <= k+6 && toks[j].clause == toks[k].clause; j++ {
			if toks[j].low == "would" || toks[j].low == "could" {
				toks[k].flags |= fHypothetical
				return 1
			}
		}
	case "otherwise":
		// "I don't think so, otherwise the calls would just go direct":
		// what would follow from the rejected claim.
		for j := k + 1; j < len(toks) && j <= k+4 && toks[j].clause == toks[k].clause; j++ {
			if toks[j].low == "would" || toks[j].low == "could" {
				toks[k].flags |= fHypothetical
				return 1
			}
		}
	case "if":
		if next(toks, k) == "so" {
			// "If so, those early calls would reach the callee": what would
			// follow from the view just named.
			for j := k + 2; j < len(toks) && j <= k+10 && toks[j].sent == toks[k].sent; j++ {
				if toks[j].low == "would" || toks[j].low == "could" {
					toks[k].flags |= fHypothetical
					return 1
				}
			}
			return 0
		}
		// "If the backend were slow we would see timeouts", "and if it
		// did, that would be a policy bypass": counterfactual.
		if n := next(toks, k); n == "i" || n == "we" {
			return 0 // "if I needed something today, I'd raise the timeout" proposes
		}
		past, condition := false, true
		for j := k + 1; j < len(toks) && toks[j].sent == toks[k].sent && j <= k+20; j++ {
			// The condition ends where the speaker's own plan starts: "if
			// it keeps happening I'd check ...".
			condition = condition && !mainClause(toks, j)
			// "if it were", "if it did", "if they had", "if they'd gone"
			if toks[j].clause == toks[k].clause && (toks[j].low == "were" || toks[j].low == "did" && j == k+2 ||
				condition && (toks[j].low == "had" || toks[j].low == "would")) {
				toks[k].flags |= fHypothetical
				return 1
			}
			// "if traffic bypassed the proxy you'd see ...", "if the
			// downstream was slow I'd expect timeouts": a past tense in
			// the condition and a "would" after it.
			if toks[j].clause == toks[k].clause && j <= k+4 && (strings.HasSuffix(toks[j].low, "ed") || irregularPast[toks[j].low]) {
				past = true
			}
			if past && toks[j].low == "would" {
				toks[k].flags |= fHypothetical
				return 1
			}
		}
		return 0
	case "instead":
		if next(toks, k) == "of" {
			return 2
		}
	case "far":
		// "Far from being slow, the callee answered in milliseconds"
		if next(toks, k) == "from" && (k == 0 || toks[k-1].clause != toks[k].clause || toks[k-1].sent != toks[k].sent) {
			return 2
		}
	case "rather":
		if next(toks, k) == "than" {
			return 2
		}
		// "I'd rather do that than tweak timeouts": what follows "than"
		// is declined; the words before it are the preference.
		for j := k + 2; j < len(toks) && j <= k+6 && toks[j].clause == toks[k].clause; j++ {
			if toks[j].low == "than" {
				return j - k + 1
			}
		}
	case "skeptical", "sceptical":
		// "I'm skeptical of the "just put the sidecar first" advice"
		if n := next(toks, k); n == "of" || n == "about" || n == "that" {
			return 2
		}
	case "doubt":
		// "I doubt the upstream's at fault" denies what follows, and so
		// does "I strongly doubt ..."; "no doubt" does not.
		if k > 0 && (toks[k-1].low == "i" || toks[k-1].low == "we" || toks[k-1].low == "really") {
			return 1
		}
		// "The timing makes me doubt the billing API is the problem",
		// "which leads me to doubt ...": the evidence moves the writer.
		if k > 0 && (toks[k-1].low == "me" || toks[k-1].low == "us") || k > 1 && toks[k-1].low == "to" && (toks[k-2].low == "me" || toks[k-2].low == "us") {
			return 1
		}
		if k > 1 && strings.HasSuffix(toks[k-1].low, "ly") && (toks[k-2].low == "i" || toks[k-2].low == "we") {
			return 1
		}
	case "rule", "rules", "ruled", "ruling":
		if k > 0 && (toks[k-1].low == "to" || toks[k-1].low == "worth") {
			return 0 // "I'd want to rule out that inventory is hammered", "worth ruling out ..." check it
		}
		if next(toks, k) == "out" {
			return 2
		}
		if k+2 < len(toks) && toks[k+1].flags&fAnaphor != 0 && toks[k+2].low == "out" {
			return 1 // "I'd rule this out": the anaphor is what is ruled out
		}
	}
	switch toks[k].stem {
	case "stop", "quit":
		// "Please stop raising timeouts", "Quit increasing timeouts": an
		// order to give up what follows, not "the errors stop".
		if toks[k].low != "stop" && toks[k].low != "quit" || !strings.HasSuffix(next(toks, k), "ing") {
			break
		}
		if k == 0 || toks[k-1].sent != toks[k].sent || toks[k-1].low == "please" || toks[k-1].low == "just" ||
			toks[k-1].flags&fAuxiliary != 0 && k > 1 && (toks[k-2].low == "i" || toks[k-2].low == "we" || toks[k-2].low == "you") {
			return 1
		}
	case "avoid", "resist", "refrain", "discourag":
		// "resist the urge to paper over it with longer timeouts": the
		// negation starts after the urge.
		if toks[k].stem == "resist" && next(toks, k) == "the" && k+3 < len(toks) &&
			(toks[k+2].low == "urge" || toks[k+2].low == "temptation") && toks[k+3].low == "to" {
			// The urge is a whole verb phrase, object and all: negate it to
			// the end of the clause.
			for j := k + 4; j < len(toks) && toks[j].clause == toks[k].clause; j++ {
				if toks[j].neg < 0 {
					toks[j].neg = int32(k)
				}
			}
			return 0
		}
		return 1
	case "push":
		// "I'd push back on raising the timeout", "I'd push back hard on
		// anyone wanting a 30-second timeout": what is pushed back on is
		// the whole rest of the clause.
		if next(toks, k) != "back" {
			break
		}
		on := k + 2
		if on < len(toks) && (toks[on].low == "hard" || strings.HasSuffix(toks[on].low, "ly")) {
			on++
		}
		if on < len(toks) && toks[on].clause == toks[k].clause && (toks[on].low == "on" || toks[on].low == "against") {
			for j := on + 1; j < len(toks) && toks[j].clause == toks[k].clause; j++ {
				if toks[j].neg < 0 {
					toks[j].neg = int32(k)
				}
			}
			return on - k + 1 // and the usual scope: "One thing I'd push back on: ..."
		}
	case "stay":
		if next(toks, k) == "away" && k+2 < len(toks) && toks[k+2].low == "from" {
			return 3
		}
	case "leav":
		// "I'd leave the client timeouts alone": what is left alone is
		// not proposed.
		for j := k + 1; j < len(toks) && j <= k+6 && toks[j].clause == toks[k].clause; j++ {
			if toks[j].low == "alone" {
				return 1
			}
		}
	case "wari", "weari", "leeri", "cautious":
		// "I'm wary of just cranking timeouts"
		if n := next(toks, k); n == "of" || n == "about" {
			return 2
		}
	case "steer":
		// "steer clear of", "What I'd steer away from is cranking timeouts",
		// "Two things I'd steer people away from."
		for j := k + 1; j+1 < len(toks) && j <= k+3 && toks[j].clause == toks[k].clause; j++ {
			if (toks[j].low == "clear" || toks[j].low == "away") && (toks[j+1].low == "of" || toks[j+1].low == "from") {
				return j + 2 - k
			}
		}
	case "skip":
		// "Skip the longer timeouts", "I'd skip the retries": an order or
		// the speaker's choice, not "traffic skips the proxy".
		if toks[k].low != "skip" {
			break
		}
		if k == 0 || toks[k-1].sent != toks[k].sent || toks[k-1].clause != toks[k].clause ||
			toks[k-1].flags&fAuxiliary != 0 && k > 1 && (toks[k-2].low == "i" || toks[k-2].low == "we" || toks[k-2].low == "you") {
			return 1
		}
	case "forget":
		// "forget about the timeouts", but not "don't forget about".
		if next(toks, k) == "about" && (k == 0 || toks[k-1].low != "not" && toks[k-1].low != "never") {
			return 2
		}
		if k == 0 || toks[k-1].sent != toks[k].sent || toks[k-1].clause != toks[k].clause && toks[k-1].low != "not" {
			return 1 // "Forget timeout tuning.", "Then no, forget the timeout"
		}
	}
	return 0
}

// irregularPast are past tenses a counterfactual condition may use: "if
// traffic went direct you'd see ...".
var irregularPast = set("was", "went", "came", "got", "saw", "took", "gave", "ran", "made", "knew",
	"found", "left", "sent", "kept", "held")

// thereIs reports whether the negator at k denies that something exists:
// "nor is there", "there is no".
func thereIs(toks []token, k int) bool {
	return k+2 < len(toks) && toks[k+1].low == "is" && toks[k+2].low == "there" ||
		k >= 2 && toks[k-1].low == "is" && toks[k-2].low == "there"
}

// existential reports whether the negator at k says that something is
// absent: "nothing", "nobody", "none" or "no one" before a form of "be" or
// "have", or after "there is".
func existential(toks []token, k int) bool {
	w := toks[k].low
	n := k + 1
	if w == "no" && next(toks, k) == "one" {
		n = k + 2
	} else if w != "nothing" && w != "nobody" && w != "none" {
		return false
	}
	if k >= 2 && toks[k-2].low == "there" && toks[k-1].sent == toks[k].sent {
		switch toks[k-1].low {
		case "is", "are", "was", "were":
			return true
		}
	}
	if n < len(toks) && toks[n].sent == toks[k].sent {
		switch toks[n].low {
		case "is", "are", "was", "were", "has", "have", "had", "seems", "appears":
			return true
		}
	}
	return false
}

// temporal reports whether a temporal adjunct starts at j: a temporal
// preposition with a time word within the next three words.
func temporal(toks []token, j int) bool {
	if !temporalPrepositions[toks[j].low] {
		return false
	}
	if toks[j].low == "for" && j > 0 && toks[j-1].stem == "wait" {
		return false // "nothing waits for the first container": the object of "wait"
	}
	for i := j + 1; i < len(toks) && i <= j+3 && toks[i].clause == toks[j].clause; i++ {
		if toks[i].flags&fTime != 0 {
			return true
		}
	}
	return false
}

// checkVerbs make a negation after them in their clause the thing to be
// checked rather than a denial: "I'd confirm the callee isn't
// overloaded" suspects the callee, as "check whether it is overloaded"
// does.
var checkVerbs = stems("confirm", "verify", "check", "double")

// checking reports whether the "not" at k follows a verb of checking in
// its clause, at most eight words before it ("check that the ledger
// DB's connection pool isn't maxing out").
func checking(toks []token, k int) bool {
	for j := k - 1; j >= 0 && j >= k-8 && toks[j].clause == toks[k].clause; j-- {
		if checkVerbs[toks[j].stem] {
			return true
		}
		// "make sure it's not overloaded": a state to verify, not "make
		// sure you don't raise the timeout".
		if toks[j].low == "sure" && j > 0 && toks[j-1].low == "make" && k > 0 && copulas[toks[k-1].low] {
			return true
		}
	}
	return false
}

// copulas before a "not" make it deny a state: "it's not overloaded".
var copulas = set("is", "are", "was", "were")

// notForget returns 0 for "don't forget" and "never forget", which ask
// for the thing, and 1 for any other "not" or "never".
func notForget(toks []token, k int) int {
	if k+1 < len(toks) && toks[k+1].sent == toks[k].sent && toks[k+1].stem == "forget" {
		return 0
	}
	return 1
}

// notIt reports whether the "not" at k says its subject is not the
// answer: "Longer timeouts aren't it", "Bumping the timeout ain't it".
// Not a tag question: "It's the proxy, isn't it?"
func (t *text) notIt(k int) bool {
	toks := t.toks
	if toks[k].low != "not" || k < 2 || k+1 >= len(toks) || toks[k+1].low != "it" || toks[k-2].clause != toks[k].clause {
		return false
	}
	if w := toks[k-1].low; w != "is" && w != "are" && w != "was" && w != "were" {
		return false
	}
	end := k+2 >= len(toks) || toks[k+2].clause != toks[k].clause
	return end && !t.sents[toks[k].sent].question
}

// elidedDenial reports whether the "not" at k ends its clause after an
// auxiliary, its verb left out, with a subject before: "bigger timeouts
// won't", "retries can't". Not "I don't" nor "it doesn't", which answer.
func elidedDenial(toks []token, k int) bool {
	if toks[k].low != "not" || k < 3 || toks[k-1].clause != toks[k].clause || k+1 < len(toks) && toks[k+1].clause == toks[k].clause {
		return false
	}
	switch toks[k-1].low {
	case "will", "would", "can", "could", "does", "do", "should":
	default:
		return false
	}
	s := toks[k-2]
	return s.clause == toks[k].clause && s.flags&fAnaphor == 0 && s.low != "i" && s.low != "we" && s.low != "you" &&
		toks[k-3].clause == toks[k].clause
}

// notWhatDoes reports whether the "not" at k denies that its subject is
// what does something: "the container order isn't what does the work
// here", "isn't what makes it work"; not "that's not what they say".
func notWhatDoes(toks []token, k int) bool {
	if toks[k].low != "not" || k+2 >= len(toks) || toks[k+1].low != "what" || toks[k+2].clause != toks[k].clause {
		return false
	}
	v := toks[k+2].low
	return len(v) > 3 && strings.HasSuffix(v, "s") && !strings.HasSuffix(v, "ss") || v == "does"
}

// verdictFollows reports whether a verdict word follows at k, in clause c,
// after at most three skippable words.
func verdictFollows(toks []token, k int, c int32) bool {
	for skipped := 0; k < len(toks) && toks[k].clause == c; k++ {
		if toks[k].flags&fVerdict != 0 {
			return true
		}
		if toks[k].flags&fVerdictSkip == 0 || skipped == 3 {
			return false
		}
		skipped++
	}
	return false
}

// firstThoughts name a first impression: "my first instinct", "at first",
// "initially".
var firstThoughts = set("instinct", "thought", "guess", "reaction", "hunch", "impulse", "impression",
	"suspicion", "idea", "move", "gut", "reflex", "inclination", "draft", "assumption", "answer")

// firstAttempts, after "first" and told in the past, name an attempt a
// story goes on to take back: "Our first fix was to ...".
var firstAttempts = set("fix", "attempt", "try", "patch", "pr", "change", "mitigation", "workaround", "thing")

// changeRequests are changes put up for review; changeOwners open a
// sentence about one: "The PR bumped the timeout".
var changeRequests = set("pr", "mr", "patch", "commit", "changeset")
var changeOwners = set("the", "that", "their", "his", "her", "this")

// impressionSays are what a bare first impression does: "Gut says ...".
var impressionSays = set("says", "said", "tells", "told", "suggests", "suggested", "screams")

// contrasts open the clause or sentence that retracts a first impression.
var contrasts = set("but", "however", "though", "yet", "except")

// crowd words, before one of crowdVerbs or a plural noun, put a claim in
// other people's mouths: "most people", "some teams", "many assume".
var crowd = set("people", "ppl", "teams", "folks", "everyone", "everybody", "others", "engineers", "devs",
	"developers", "operators", "admins", "sres")

// anyoneWho reports whether k opens "anyone who", "anybody who" or
// "whoever", a crowd of whoever holds the view: "Anyone who tells you
// traffic bypasses the sidecar has it backwards". "If anyone asks" is not.
func anyoneWho(toks []token, k int) bool {
	switch toks[k].low {
	case "anyone", "anybody":
		// "anyone who tells you ...", "Anyone suggesting longer timeouts
		// hasn't looked at the logs"
		n := next(toks, k)
		return n == "who" || strings.HasSuffix(n, "ing") && n != "thing" && n != "something"
	case "those":
		return next(toks, k) == "who" // "Those who blame the database ..."
	case "people", "folks", "engineers", "teams":
		return next(toks, k) == "who" // "I know a few people who believe ..."
	case "whoever":
		return true
	}
	return false
}

// quantifiers make a crowd with the word after them: "some people",
// "many teams", "a lot of folks"; or alone before a verb of thinking:
// "many assume".
var quantifiers = set("some", "many", "most", "lots", "plenty", "several")

// crowdVerbs are what a crowd, or "you might", does with a claim.
var crowdVerbs = stems("think", "assume", "believe", "expect", "guess", "say", "suggest", "blame",
	"suspect", "argue", "claim", "reach", "want", "try", "recommend", "do", "picture", "imagine",
	"hypothesise", "hypothesize", "conclude", "reckon", "figure")

// modals before one of crowdVerbs make a supposition: "you might think".
var supposing = set("might", "may", "could", "would")

// distancing reports whether the word at k attributes what follows to a
// first impression or to other people: "at first", "initially", "my first
// instinct", "you might think", "most people", "many assume".
func distancing(toks []token, k int) bool {
	w := toks[k].low
	n := next(toks, k)
	switch {
	case w == "initially":
		return true
	case reflexes[toks[k].stem] && k >= 2 && toks[k-1].low == "the" && (toks[k-2].low == "is" || toks[k-2].low == "was"):
		// "Raising the client timeout is the reflex, but ..."
		return true
	case w == "mind" && k > 1 && toks[k-1].low == "to" && (toks[k-2].low == "came" || toks[k-2].low == "comes" || toks[k-2].low == "sprang"):
		// "Increasing the client timeout was the other thing that came to
		// mind, but ..."
		return true
	case ((w == "going" || w == "about") && n == "to" || w == "gonna") && k > 0 && (toks[k-1].low == "was" || toks[k-1].low == "were"):
		// "I was going to say maybe a longer startup timeout too, but
		// no", "I was about to say raise the timeout, but ..."
		v := k + 1
		if w != "gonna" {
			v++
		}
		return v < len(toks) && sayings[toks[v].stem]
	case w == "impression" && k >= 3 && toks[k-1].low == "the" && toks[k-2].low == "under" &&
		(toks[k-3].low == "was" || toks[k-3].low == "were"):
		// "I was under the impression traffic goes around the proxy":
		// a belief told as one being revised.
		return true
	case w == "one" && (n == "might" || n == "may" || n == "could" || n == "would") && k+2 < len(toks) && crowdVerbs[toks[k+2].stem]:
		// "One might assume these rules only become active once ..."
		return true
	case changeRequests[w] && k > 0 && changeOwners[toks[k-1].low] && (k == 1 || toks[k-2].sent != toks[k].sent):
		// "The PR raised the connect timeout ... I left a review asking
		// to drop both": someone's change, which a later review may turn
		// down.
		return true
	case w == "first" && firstAttempts[n] && (pastImpression(toks, k+1) ||
		clauseOpens(toks, k) && k+2 < len(toks) && toks[k+2].clause != toks[k].clause):
		// "Our first fix was to raise the gRPC deadline", "First attempt:
		// raise the dial timeout", "Our first fix: ...": a story tells
		// what it then took back.
		return true
	case w == "first":
		// "At first ...", "my first instinct", "We first think the database is slow"
		return k > 0 && (toks[k-1].low == "at" || (toks[k-1].low == "we" || toks[k-1].low == "i") && (pastStances[n] || n == "wanted") || toks[k-1].low == "we" && n == "think" ||
			// "I was first thinking the order in the pod spec decides"
			(toks[k-1].low == "was" || toks[k-1].low == "were") && (n == "thinking" || n == "assuming" || n == "convinced" || n == "sure")) ||
			firstThoughts[n] ||
			// "First we thought Redis is not up"
			(n == "we" || n == "i") && k+2 < len(toks) && pastStances[toks[k+2].low]
	case w == "my" || w == "our" || w == "your":
		// "My instinct was inventory-api throttling us, but ...", "If your
		// reflex is to give the client more time, resist it", "If your
		// mental model is that ..., drop it"
		if (n == "mental" || n == "first") && k+2 < len(toks) {
			n = toks[k+2].low
		}
		return firstThoughts[n] && n != "idea" || w == "your" && (n == "model" || n == "picture" || n == "assumption" ||
			n == "understanding" || n == "belief" || n == "plan")
	case firstThoughts[w] || w == "intuition":
		// "Instinct says the callee isn't ready, but ...": a bare first
		// impression that speaks, opening its clause.
		return (k == 0 || toks[k-1].clause != toks[k].clause) && impressionSays[n]
	case (w == "considered" || w == "contemplated" || w == "toyed") && k > 0 && (toks[k-1].low == "i" || toks[k-1].low == "we" || toks[k-1].low == "briefly"):
		// "I considered raising the client timeout, but ..."
		return true
	case w == "wondered" || w == "wondering" || w == "thinking" || w == "assuming" || w == "figuring":
		// "I wondered for a second whether traffic skips the proxy, but
		// no", "we checked orders-svc, thinking it was choking, but ..."
		return true
	case crowd[w]:
		return true
	case quantifiers[w]:
		// "Some assume ...", "Some would say the upstream is overloaded."
		return crowd[n] || n != "" && crowdVerbs[toks[k+1].stem] ||
			supposing[n] && k+2 < len(toks) && crowdVerbs[toks[k+2].stem]
	case supposing[w]:
		return n != "" && crowdVerbs[toks[k+1].stem] && toks[k+1].stem != "do"
	case w == "used":
		// "I used to assume the CNI only sets up the redirect once ..."
		return n == "to" && k+2 < len(toks) && crowdVerbs[toks[k+2].stem]
	case w == "you":
		// "Sure, you could push the timeout out to 30s. But ..."
		// "You can raise the timeout as a mitigation, but ..." proposes it.
		return n == "could" || n == "might" || n == "may"
	}
	return false
}

// others reports whether the distancing word at k is other people's view
// rather than the speaker's first impression or supposition.
func others(toks []token, k int) bool {
	return crowd[toks[k].low] || quantifiers[toks[k].low]
}

// speaks reports whether toks[a:b] has the speaker propose something in
// the first person: "I'd raise the timeout like most teams do, but also
// fix the order" is said, whatever most teams do.
func speaks(toks []token, a, b int) bool {
	for j := a; j < b; j++ {
		switch toks[j].low {
		case "i", "we":
			if j+2 < b && (toks[j+1].low == "understand" || toks[j+1].low == "see" || toks[j+1].low == "get") && toks[j+2].low == "why" {
				continue // "I understand why people look there first": theirs
			}
			return true
		case "let":
			if next(toks, j) == "us" {
				return true
			}
		}
	}
	return false
}

// retractions marks what a sentence attributes to a first impression or
// to other people and then contrasts with ("At first I'd suspect the
// dependency, but a few things don't fit"; "My first instinct was the
// database. But its logs are empty."; "You might think user-service is at
// fault, but it never sees these calls"; "Raising timeouts is what most
// people do first, but the real fix is ordering") as a hypothesis: from
// the start of its sentence to the contrast, it voids red flags and no key
// point. Without a contrast it is said: "most people would just raise the
// timeout, and so would I".
func (t *text) retractions() {
	toks := t.toks
	for k := range toks {
		if toks[k].flags&fViewer == 0 || !distancing(toks, k) {
			continue
		}
		s := t.sents[toks[k].sent]
		end := -1
		for j := k + 1; j < s.last; j++ {
			if realisedAt(toks, j) {
				end = j // "A timeout increase was in my first draft, then I realized ..."
				break
			}
			if toks[j].low == "until" && j+2 < s.last && (toks[j+1].low == "i" || toks[j+1].low == "we") &&
				(strings.HasSuffix(toks[j+2].low, "ed") || irregularPast[toks[j+2].low] || toks[j+2].low == "read") {
				end = j // "that was my assumption too, until I read the kubelet logs"
				break
			}
			if ((toks[j].flags&fContrast != 0) || toks[k].low == "your" && (dismissalOrder(toks, j) || toks[j].low == "ask" && next(toks, j) == "yourself")) &&
				toks[j].clause != toks[j-1].clause {
				end = j // "If your reflex is to raise the timeout, resist it"
				break
			}
			if toks[j].clause != toks[j-1].clause && toks[j].flags&fAnaphor != 0 && ellipticalNo(toks, j) {
				end = j // "You might expect traffic to skip the proxy; it doesn't"
				break
			}
			if toks[j-1].low == "and" && droppedIdeas[toks[j].low] && j+1 < s.last && toks[j+1].flags&fAnaphor != 0 {
				end = j - 1 // "I toyed with the idea of longer timeouts and dropped it"
				break
			}
		}
		if n := s.last; end < 0 && n+1 < len(toks) && hesitations[toks[n].low] && (toks[n+1].flags&fContrast != 0) {
			end = s.last // "My gut says bump the timeouts. Hmm, but wait, ..."
		}
		if end < 0 && int(toks[k].sent)+1 < len(t.sents) && ((toks[s.last].flags&fContrast != 0) ||
			toks[s.last].flags&fAnaphor != 0 && ellipticalNo(toks, s.last) || doubtsBack(toks, s.last)) {
			end = s.last // "... It doesn't.", "... I doubt they'd buy anything."
		}
		if end < 0 && (toks[k].low == "used" || toks[k].low == "impression" || toks[k].low == "one") {
			end = s.last // a belief given up needs no "but"
		}
		if end < 0 && !others(toks, k) && (t.retractedLater(int(toks[k].sent)) || pastImpression(toks, k) && !firstAttempts[next(toks, k)]) {
			end = s.last // "First reaction: the Postgres box must be struggling. ... that was wrong."
		}
		if end < 0 || others(toks, k) && speaks(toks, s.first, end) || next(toks, end) == "also" {
			continue // "you could raise the timeout, but also fix the order" adds
		}
		by := k
		if end < s.last && (toks[end].flags&fContrast != 0) {
			// The contrast takes the impression back, and it is no word of
			// what it takes back: in "I was first thinking ... but no" the
			// "first" may be a word of the red flag.
			by = end
		}
		toks[by].flags |= fHypothetical
		t.suppose(s.first, end, by)
		if si := int(toks[k].sent); si > 0 && k > s.first+1 && thatWas(toks, s.first) && toks[k].clause == toks[s.first].clause &&
			(end < s.last || s.last < len(toks) && (toks[s.last].flags&fContrast != 0) || t.retractedLater(si)) {
			// "Raise the client timeouts. That was my first thought, but
			// no.": the impression taken back is the sentence before.
			p := t.sents[si-1]
			t.suppose(p.first, p.last, by)
		}
	}
}

// thatWas reports whether "that" or "this" and a form of "be" open the
// sentence at k, pointing back at the sentence before.
func thatWas(toks []token, k int) bool {
	if k+1 >= len(toks) || toks[k].low != "that" && toks[k].low != "this" {
		return false
	}
	switch toks[k+1].low {
	case "was", "is", "were":
		return toks[k+1].clause == toks[k].clause
	}
	return false
}

// clauseOpens reports whether the word at k opens its clause, give or
// take a possessive or "the": "First attempt: ...", "Our first fix: ...".
func clauseOpens(toks []token, k int) bool {
	if k > 0 && toks[k-1].clause == toks[k].clause && possessives[toks[k-1].low] {
		k--
	}
	return k == 0 || toks[k-1].clause != toks[k].clause
}

var possessives = set("our", "my", "their", "his", "her", "your", "the")

// droppedIdeas, after "and" and before "it" or "that", give up what the
// speaker thought of.
var droppedIdeas = set("dropped", "ditched", "abandoned", "scrapped", "shelved", "binned", "discarded")

// sayings, after "was going to", begin an answer the speaker then gives
// up: "I was going to say ...".
var sayings = stems("say", "suggest", "propose", "recommend", "add", "write", "answer")

// dismissVerbs, in an order after "If your reflex is ...", tell the
// reader to give the view up: "resist it", "drop it".
var dismissVerbs = set("resist", "drop", "ditch", "forget", "scrap", "unlearn", "abandon", "lose", "revert")

// pastImpression reports whether the first impression at k is told in
// the past, "my first instinct was that the reporting DB was choking",
// which a story tells to take it back; "my first guess is the database"
// stays the speaker's guess.
func pastImpression(toks []token, k int) bool {
	// "Raising the timeout was my first instinct", "Doubling the timeout
	// would have been my answer two years ago": the past may come first.
	if k >= 1 && (toks[k-1].low == "was" || toks[k-1].low == "were") ||
		k >= 3 && toks[k-1].low == "been" && toks[k-2].low == "have" && supposing[toks[k-3].low] {
		return true
	}
	// "First reflex on the team was to blame the ledger API": the
	// impression's owner may stand between it and its "was".
	for j := k + 1; j < len(toks) && j <= k+9 && toks[j].sent == toks[k].sent; j++ {
		// "My first reaction, and honestly the whole team's, was ...": an
		// aside may stand before the "was"; a present tense ends the look.
		if w := toks[j].low; w == "is" || w == "are" || w == "will" || w == "would" && next(toks, j) != "have" {
			return false
		}
		if toks[j].low == "was" || toks[j].low == "were" {
			return j <= k+5 || toks[j-1].clause != toks[k].clause
		}
		if toks[j].low == "been" && j >= k+3 && toks[j-1].low == "have" && supposing[toks[j-2].low] {
			return true // "A few years back my answer would've been: ..."
		}
	}
	return false
}

// laterRetractions say, later in an answer, that an earlier idea did not
// hold: "Back to the Postgres theory: that was wrong."
var laterRetractions = mustIndex("was wrong", "were wrong", "turned out", "turns out", "not it",
	"then i noticed", "then i realised", "then i realized", "then we noticed", "then we realised",
	"then i checked", "then we checked", "then i check", "then we check", "then i looked", "then we looked",
	"then i ran", "then we ran", "then i tried", "then we tried", "that is that",
	"then we realized", "then we found", "looked again", "second look",
	"was not it", "that was not", "ruled it out", "ruled that out", "did not hold", "was a red herring",
	"was a dead end", "scratch that", "not the case", "second instinct", "second thought*",
	// "I went and checked and no, that's wrong."
	"that is wrong", "that is not right", "that is not true", "i was wrong", "checked and no",
	// "Then I read the sidecar KEP and realised ..."
	"then i read", "then we read", "and realised", "and realized",
	// "Our first fix was to raise the gRPC deadline. ... We reverted it."
	"we reverted", "reverted it", "rolled it back", "we rolled back", "backed it out", "we backed out",
	// "I left a review asking to drop both"
	"asking to drop", "asked to drop", "asked them to drop", "asked him to drop", "asked her to drop",
	"asking them to drop", "asking to revert", "asked to revert", "asked them to revert",
	"drop both", "revert both", "requested changes", "request* changes", "closed the pr",
	"rejected the pr", "blocked the pr", "declined the pr")

// retractedLater reports whether a sentence after si takes an idea back.
func (t *text) retractedLater(si int) bool {
	if t.lastRetraction == unknownSentence {
		// Found once per answer: the last sentence that takes something back.
		t.lastRetraction = -1
		w, cands := laterRetractions.phraseWalker(t, nil)
		for k := len(t.toks) - 1; k >= 0; k-- {
			if !cands.none(t.toks[k].word) && laterRetractions.matchesAt(t, w, cands, k) {
				t.lastRetraction = int(t.toks[k].sent)
				break
			}
		}
	}
	return t.lastRetraction > si
}

// unknownSentence marks a sentence index not computed yet.
const unknownSentence = -2

// pastStances, after "I" or "we", report a belief the speaker held
// before: "We spent a week convinced Redis was struggling", "I assumed
// the database was slow".
var pastStances = set("thought", "believed", "assumed", "suspected", "figured", "convinced",
	"sure", "guessed", "reckoned")

// pastBeliefs makes a hypothesis of what the speaker says they believed
// before, from the stance to the end of the sentence or a contrast: a
// war story's wrong turn is not the answer. "I still think", "and I
// still do" keep it the speaker's.
func (t *text) pastBeliefs() {
	toks := t.toks
	for k := range toks {
		if toks[k].low != "i" && toks[k].low != "we" && !(toks[k].low == "me" && k > 0 && formerSelf[toks[k-1].low]) {
			continue // "Old me would have raised the timeout"
		}
		s := t.sents[toks[k].sent]
		v := -1
		for j := k + 1; j < s.last && j <= k+12; j++ {
			if toks[j].clause != toks[k].clause {
				if toks[j-1].clause == toks[k].clause && (toks[j].low == "convinced" || toks[j].low == "certain") &&
					t.retractedLater(int(toks[k].sent)) {
					v = j // "I spent an afternoon on this, convinced that ... Then I ran tcpdump"
				}
				break
			}
			if j > k+9 {
				break
			}
			if pastStances[toks[j].low] || wouldHave(toks, j) && (pastSayings[toks[j].low] ||
				// "I'd have put money on Linkerd letting traffic through"
				toks[j].low == "put" && (next(toks, j) == "money" || next(toks, j) == "my" || next(toks, j) == "good")) {
				v = j
				break
			}
			if (wouldHave(toks, j-1) && toks[j-1].low == "just" || wouldHave(toks, j)) &&
				(strings.HasSuffix(toks[j].low, "ed") || irregularPast[toks[j].low]) && longAgo(toks, s) {
				v = j // "Years ago I'd have just bumped the connect timeout"
				break
			}
		}
		// "A year ago I would have told you Postgres was choking": a
		// belief the speaker no longer holds, no "but" needed.
		if v < 0 || stillHeld(toks, s) {
			continue
		}
		end := v + 1
		for end < s.last && !(toks[end].clause != toks[end-1].clause && (toks[end].flags&fContrast != 0)) && !realisedAt(toks, end) {
			end++
		}
		if !wouldHave(toks, v) && !t.heldBefore(toks, v, k) && (end == s.last || !realisedAt(toks, end)) {
			continue
		}
		if h := v - 1; wouldHave(toks, v) || toks[h].low == "just" && wouldHave(toks, h) {
			// "I'd have blamed Redis a year ago": the participle may be
			// the item's own hit, so "have" stands for the old belief.
			if toks[h].low == "just" {
				h--
			}
			toks[h].flags |= fHypothetical
			t.suppose(h+1, end, h)
			continue
		}
		toks[v].flags |= fHypothetical
		t.suppose(v+1, end, v)
	}
}

// longAgo reports whether sentence s places itself in the speaker's past:
// "years ago", "back then", "earlier in my career", "before I knew
// better", "old me".
func longAgo(toks []token, s sentence) bool {
	for j := s.first; j < s.last; j++ {
		switch toks[j].low {
		case "ago", "younger", "junior":
			return true
		case "then":
			if j > s.first && toks[j-1].low == "back" {
				return true
			}
		case "career":
			return true
		case "longest":
			return next(toks, j) == "time" // "For the longest time I believed ..."
		case "better":
			if j > s.first && toks[j-1].low == "knew" {
				return true // "Before I knew better I'd have just bumped the timeout"
			}
		case "me":
			if j > s.first && formerSelf[toks[j-1].low] {
				return true // "Old me would have ..."
			}
		}
	}
	return false
}

// formerSelf, before "me", name the speaker as they were: "old me".
var formerSelf = set("old", "past", "younger", "earlier", "junior")

// realisedAt reports whether the speaker realises something at k, which
// ends a belief held before: "I briefly thought about raising the connect
// timeout, then realised a refused connection comes back immediately".
func realisedAt(toks []token, k int) bool {
	switch toks[k].low {
	case "realised", "realized", "noticed", "remembered":
		// "..., then realised", "..., then I realized"
		j := k - 1
		if j >= 0 && (toks[j].low == "i" || toks[j].low == "we") {
			j--
		}
		if j >= 0 && toks[j].low == "then" {
			j--
		}
		return j >= 0 && j < k-1 && toks[j].clause != toks[j+1].clause || j >= 0 && toks[j].clause != toks[k].clause
	}
	return false
}

// pastSayings, after "would have", report what the speaker would once
// have said: "I would have told you", "I'd have sworn".
var pastSayings = set("told", "said", "sworn", "bet", "blamed", "answered", "argued", "insisted",
	"thought", "assumed", "guessed", "believed")

// wouldHave reports whether "would have" stands right before the word at v.
func wouldHave(toks []token, v int) bool {
	return v >= 2 && toks[v-1].low == "have" && toks[v-2].low == "would"
}

// heldBefore reports whether the past stance at v, after the speaker at
// k, is a belief held before and no longer: "we were convinced", "I
// thought ..." taken back later in the answer.
func (t *text) heldBefore(toks []token, v, k int) bool {
	switch toks[v].low {
	case "sure", "convinced", "certain":
		if toks[v].clause != toks[k].clause {
			return true // a participle, found with a retraction later
		}
		// "we were convinced", "I was sure"; not "I'd make sure".
		p := toks[v-1].low
		return p == "was" || p == "were" || p == "week" || p == "while" || p == "days" || p == "day" ||
			p == "weeks" || p == "morning" || p == "afternoon" || p == "evening" || p == "night" || p == "hours" || p == "sprint"
	case "thought", "believed", "figured", "guessed", "reckoned", "suspected":
		// "At the time we thought inventory was slow ... it worked"
		// stays a story unless the answer takes it back later.
		return t.retractedLater(int(toks[k].sent))
	}
	return true
}

// stillHeld reports whether sentence s says the belief is still held:
// "I thought so then and I still do".
func stillHeld(toks []token, s sentence) bool {
	for j := s.first; j < s.last; j++ {
		if toks[j].low != "still" {
			continue
		}
		// The speaker still holds it ("I still do", "we'd still blame
		// it", "still think so"), not "an Envoy that's still starting".
		if j+1 < s.last && stillStances[toks[j+1].low] {
			return true
		}
		for i := j - 1; i >= s.first && i >= j-2; i-- {
			if toks[i].low == "i" || toks[i].low == "we" {
				return true
			}
		}
	}
	return false
}

// stillStances, after "still", say that a belief is still held.
var stillStances = set("do", "does", "think", "believe", "suspect", "hold", "stand", "reckon", "feel", "say",
	"bet", "blame", "suspecting", "thinking", "believing", "convinced", "sure", "so")

// dismissals rejects the sentence before one that dismisses it with a
// pronoun: "None of that is it." "Neither of them." "I'd push back on
// that." "I wouldn't do that." And a sarcastic "Oh sure, ..." makes its
// own sentence a hypothesis.
func (t *text) dismissals() {
	toks := t.toks
	for si := range t.sents {
		s := t.sents[si]
		k := s.first
		if k+1 >= s.last {
			continue
		}
		if c := doubtedAfter(toks, s); c > s.first {
			// "Could also raise the timeout I guess, though I'm not sure
			// that would actually fix it": proposed and doubted at once.
			toks[c].flags |= fHypothetical
			t.suppose(s.first, c, c)
		}
		w, n := toks[k].low, toks[k+1].low
		switch {
		case (w == "oh" || w == "yeah") && (n == "sure" || n == "right"):
			toks[k].flags |= fHypothetical
			t.suppose(s.first, s.last, k)
		case si > 0 && (w == "none" || w == "neither") && n == "of" && k+2 < s.last && toks[k+2].flags&fAnaphor != 0:
			p := t.sents[si-1]
			t.reject(p.first, p.last, k)
		case si > 0:
			// A negator whose object is "that" or "this", in the first
			// clause: "I'd push back on that", "I wouldn't do that".
			if subordinators[toks[s.first].low] || toks[s.first].low == "unless" || toks[s.first].low == "whether" {
				break // "If it's not that, ..." is a condition
			}
			for j := s.first; j < s.last && toks[j].clause == toks[s.first].clause; j++ {
				if toks[j].neg < 0 || toks[j].low != "that" && toks[j].low != "this" && toks[j].low != "those" {
					continue
				}
				if j+1 < s.last && toks[j+1].clause == toks[j].clause && !objectEnds[toks[j+1].low] {
					break // "that" opens a clause of its own: "not sure that fixes it"
				}
				p := t.sents[si-1]
				t.reject(p.first, p.last, j)
				break
			}
		}
	}
}

// doubtedAfter returns the contrast word ("though", "but") after which
// sentence s doubts what came before it ("though I'm not sure that would
// fix it", "but I doubt it helps"), or -1.
func doubtedAfter(toks []token, s sentence) int {
	for c := s.first + 1; c < s.last; c++ {
		if toks[c].clause == toks[c-1].clause || toks[c].flags&fContrast == 0 {
			continue
		}
		for j := c + 1; j < s.last && j <= c+4; j++ {
			if toks[j].low == "doubt" || toks[j].low == "unsure" ||
				toks[j].low == "not" && j+1 < s.last && (toks[j+1].low == "sure" || toks[j+1].low == "convinced") {
				return c
			}
		}
	}
	return -1
}

// objectEnds may follow a dismissed "that" or "this": "I'd rule this
// out", "I wouldn't do that either".
var objectEnds = set("out", "off", "either", "too", "anyway", "entirely", "completely", "at",
	"here", "now")

// genericAdjectives, between "a" and a noun, describe a kind of thing
// rather than the one at hand: "a slow server gives you a timeout".
var genericAdjectives = set("slow", "overloaded", "busy", "struggling", "flaky", "broken",
	"saturated", "sluggish", "cold", "crashing", "dead", "down", "throttled", "throttling", "overwhelmed", "unhealthy", "hammered")

// genericRelative reports whether the noun at k is described by a
// relative clause with one of genericAdjectives: "a dependency that's
// struggling", "a database which is overloaded".
func genericRelative(toks []token, k int) bool {
	j := k + 1
	if j+1 >= len(toks) || toks[j].clause != toks[k].clause {
		return false
	}
	switch toks[j].low {
	case "that", "which", "who":
	default:
		return false
	}
	j++
	if toks[j].low == "is" || toks[j].low == "are" {
		j++
	}
	return j < len(toks) && toks[j].clause == toks[k].clause && genericAdjectives[toks[j].low]
}

// genericIntensifiers may stand before the adjective of a kind: "a real
// overloaded server", "a genuinely slow database".
var genericIntensifiers = set("real", "truly", "genuinely", "properly", "really", "actually", "typical", "normal")

// generics makes a hypothesis of an indefinite noun phrase that names a
// kind of thing ("a slow server", "an overloaded database") rather than
// the callee at hand: "a 503 that comes back in a millisecond isn't a
// slow server, a slow server gives you a timeout".
func (t *text) generics() {
	toks := t.toks
	for k := 0; k+2 < len(toks); k++ {
		if (toks[k].low != "a" && toks[k].low != "an") || toks[k+2].sent != toks[k].sent || toks[k+2].clause != toks[k].clause {
			continue
		}
		if p := k - 1; p >= 0 && (toks[p].low == "has" || toks[p].low == "have" || toks[p].low == "had") {
			continue // "the recommendations service has a slow warm-up": its own
		}
		m := k + 1
		if genericIntensifiers[toks[m].low] && m+2 < len(toks) && toks[m+2].clause == toks[k].clause {
			m++ // "a real overloaded server doesn't give you a 503 in 2 ms"
		}
		if !genericAdjectives[toks[m].low] && !genericRelative(toks, m) {
			continue
		}
		end := m + 2
		for end < len(toks) && toks[end].clause == toks[k].clause {
			end++ // the generic statement: "a slow server gives you a timeout"
		}
		toks[k].flags |= fHypothetical
		t.suppose(k+1, end, k)
	}
	// "JVM services are notoriously slow at first": a kind's reputation.
	for k := range toks {
		if toks[k].low != "notoriously" {
			continue
		}
		a, end := k, k+1
		for a > 0 && toks[a-1].clause == toks[k].clause {
			a--
		}
		for end < len(toks) && toks[end].clause == toks[k].clause {
			end++
		}
		toks[k].flags |= fHypothetical
		t.suppose(a, end, k)
	}
}

// sureWords, after a named person's "was", report their conviction.
var sureWords = set("sure", "certain", "convinced", "adamant", "positive")

// isAgent reports whether the word at k names an agent: one of agents,
// or the "call" of "on-call", which is no agent on its own.
func isAgent(toks []token, k int) bool {
	return agents[toks[k].stem] || onCall(toks, k)
}

// onCall reports whether the word at k is the "call" of "on-call".
func onCall(toks []token, k int) bool {
	return toks[k].low == "call" && k > 0 && toks[k-1].low == "on"
}

// agents are people other than the speaker who can hold a view: "someone
// on my team", "a colleague", "the vendor", "my manager". Crowds ("most
// people", "many teams") are in crowd and quantifiers.
var agents = stems("someone", "somebody", "colleague", "coworker", "teammate", "manager", "boss",
	// Sources speak too: "a blog post we followed said to ...".
	"blog", "post", "article", "docs", "documentation", "runbook", "ticket", "tutorial", "guide",
	"wiki", "chatgpt", "reply", "answer", "comment", "thread", "forum", "podcast",
	"lead", "vendor", "consultant", "architect", "intern", "junior", "senior", "predecessor",
	"reviewer", "interviewer", "he", "she", "they", "team", "sre", "dba", "oncall", "support", "responder",
	"engineer", "developer", "admin", "operator", "report", "postmortem", "writeup", "rca",
	// "The HashiCorp SE we talked to suggested ..."
	"se", "tam", "csm", "rep", "representative",
	"assistant", "chatbot", "copilot", "contractor",
	// "Day shift raised client timeouts to 30s", "The on-call channel decided ...", "Ops suspected ..."
	"shift", "channel", "ops", "room")

// namedAgent reports whether the word at k is a person's name with a
// stance verb in the past right after it, or after a relative clause:
// "Aisha wanted to raise the timeouts", "Jonas thought traffic skipped
// Envoy", "Aisha, who owns that service, wanted to ...". A capitalised word
// that is not one of the speaker's own words or a function word is taken
// for a name.
func (t *text) namedAgent(k int) bool {
	toks := t.toks
	if k+1 >= len(toks) || toks[k+1].sent != toks[k].sent {
		return false
	}
	if c := t.src[toks[k].start]; c < 'A' || c > 'Z' {
		return false // checked first: most words are not capitalised
	}
	vi := k + 1
	if toks[vi].low == "who" && toks[vi].clause != toks[k].clause {
		// "Aisha, who owns that service, wanted to ...": the verb comes
		// after the relative clause.
		for vi < len(toks) && vi <= k+9 && toks[vi].clause == toks[k+1].clause {
			vi++
		}
		if vi >= len(toks) || vi > k+9 || toks[vi].sent != toks[k].sent {
			return false
		}
	}
	if w := toks[vi].low; (w == "from" || w == "on" || w == "at" || w == "in") && toks[vi].clause == toks[k].clause {
		// "Jon from the data team reckons ...": the verb comes after where
		// the person works.
		for j := vi + 1; j < len(toks) && j <= vi+4 && toks[j].clause == toks[k].clause; j++ {
			if stanceVerbs[toks[j].stem] {
				vi = j
				break
			}
		}
	}
	v := toks[vi]
	if (v.low == "was" || v.low == "is") && vi+1 < len(toks) && toks[vi+1].sent == toks[k].sent {
		// "Anil was certain the upstream was throttling us"
		return sureWords[toks[vi+1].low] && !notNames[toks[k].stem] && !people[toks[k].stem]
	}
	return (strings.HasSuffix(v.low, "ed") || v.low == "thought" || v.low == "said" || v.low == "told" ||
		v.low == "swore" || opinionsHeld[v.low] && !speakingThings[toks[k].stem]) && stanceVerbs[v.stem] && !notNames[toks[k].stem] && !people[toks[k].stem]
}

// speakingThings are capitalised at the start of a sentence and speak in
// the present for the speaker, unlike a person: "Gut says the database is
// overloaded", "Experience says ...".
var speakingThings = stems("gut", "instinct", "intuition", "experience", "logic", "sense", "evidence", "data",
	"math", "maths", "everything", "history", "physics", "reason", "memory", "hunch", "heart", "head")

// opinionsHeld are the present-tense stance verbs that report a named
// person's opinion: "Priya reckons the rules only kick in once ...".
var opinionsHeld = set("thinks", "reckons", "believes", "says", "claims", "insists", "suspects", "swears",
	"argues", "figures", "assumes", "suggests", "wants", "blames", "prefers", "recommends", "proposes")

// sourceAnaphor reports whether the word at k is an "it" that stands for
// a source named in its sentence or the one before, with a stance verb
// in the past right after it: "I ran this past ChatGPT. It said two
// things: ...".
func (t *text) sourceAnaphor(k int) bool {
	toks := t.toks
	if toks[k].low != "it" || k+1 >= len(toks) || toks[k+1].sent != toks[k].sent {
		return false
	}
	switch toks[k+1].low {
	case "said", "suggested", "claimed", "recommended", "told", "proposed", "insisted", "thought", "reckoned":
	default:
		return false
	}
	s := int(toks[k].sent)
	from := t.sents[s].first
	if s > 0 {
		from = t.sents[s-1].first
	}
	for j := from; j < k; j++ {
		if sources[toks[j].stem] || machines[toks[j].low] {
			return true
		}
	}
	return false
}

// machines are assistants that give answers: what they said is reported.
var machines = set("chatgpt", "gpt", "copilot", "claude", "gemini", "llm", "ai", "assistant", "bot", "chatbot")

// programs may be said to hold a view of the network, with one of
// machineViews right after them.
var programs = stems("app", "application", "client", "container")

// machineViews follow one of programs to give its view.
var machineViews = set("thinks", "believes", "assumes", "sees", "expects")

// sources are the agents that are texts: their stance may come after a
// relative clause.
var sources = stems("blog", "post", "article", "docs", "documentation", "runbook", "ticket", "tutorial",
	"guide", "wiki", "reply", "answer", "comment", "thread", "paragraph", "section", "passage", "slide",
	"draft", "description", "report", "postmortem", "writeup", "rca", "forum", "podcast")

// stanceVerbs report what an agent holds or proposes rather than what is
// so: "wanted to raise the timeout", "suggested blaming the database".
var stanceVerbs = stems("want", "suggest", "propose", "say", "think", "believe", "assume", "blame",
	"recommend", "argue", "insist", "ask", "claim", "expect", "guess", "suspect", "tell",
	"advise", "prefer", "swear", "reckon", "figure", "wonder", "convince", "intend", "urge",
	"favour", "favor", "vote", "mention", "float", "pitch", "picture", "imagine", "conclude",
	"decide", "declare", "point", "offer",
	// "I've seen it written that ...", "the docs state that ..."
	"written", "wrote", "state", "stated",
	// "the on-call engineer paged the flags team": blame acted on
	"paged", "pages", "escalated", "escalate", "accused", "accuse",
	// "the app team was sure payments-api was flaky"
	"sure", "certain", "adamant", "positive", "swore", "sworn", "told")

// perceptions before an agent report seeing or hearing its view.
var perceptions = set("heard", "seen", "read", "hear", "see", "watched", "met", "know", "knew", "reading",
	// "One frequently encounters the belief that ..."
	"encounter", "encounters", "encountered")

// people are agents who are people, whatever they are said to do: what
// "someone else" or "my lead" did is reported, not proposed by the
// speaker.
var people = stems("someone", "somebody", "colleague", "coworker", "teammate", "manager", "boss",
	"lead", "consultant", "architect", "intern", "predecessor", "reviewer", "he", "she", "shift", "dba",
	// "A senior on my old team would've just cranked the timeout"
	"senior", "junior", "engineer", "sre", "developer")

// directive reports whether the agent at k is told what to do rather
// than reported: "someone should raise the timeout", "somebody needs to
// look at the database" propose it.
func directive(toks []token, k int) bool {
	j := k + 1
	if j < len(toks) && toks[j].low == "else" {
		j++
	}
	if j >= len(toks) || toks[j].sent != toks[k].sent {
		return false
	}
	switch toks[j].low {
	case "will":
		// "someone will look at the 503s and say the catalog is slow"
		// predicts a view rather than asking for an act.
		for v := j + 1; v < len(toks) && v <= j+8 && toks[v].sent == toks[j].sent; v++ {
			if stanceVerbs[toks[v].stem] {
				return false
			}
		}
		return true
	case "should", "must", "needs", "need", "has", "have", "ought", "could", "would", "might",
		"can", "shall", "may":
		return true
	}
	return false
}

// endorsements after another agent's view make it the speaker's own: "A
// colleague suggested a longer timeout, and I agree."
var endorsements = stems("agree", "agreed", "right", "rightly", "correct", "correctly", "same",
	"match", "consistent", "sensible", "reasonable", "fair",
	// "and I think that's worth checking too": a suspicion taken up
	"worth",
	// "I trust that, they built the thing."
	"trust")

// sameThings, after "same", make it a shared experience rather than an
// agreement: "we had the same issue".
var sameThings = set("issue", "issues", "problem", "problems", "thing", "error", "errors", "symptom", "symptoms",
	"behaviour", "behavior", "pattern", "setup", "story", "bug", "race", "failure", "failures")

// endorsingForms endorse as typed: "it worked", not "at work".
var endorsingForms = set("worked", "helped")

// reportedViews marks what another agent is said to hold or propose
// ("Someone on my team wanted to raise the timeout; I talked them out of
// it", "The on-call engineer blamed the database") as a hypothesis, which
// voids red flags and no key point: reporting a view is not holding it.
// The agent must be the subject, with a stance verb ("wanted", "thinks",
// "suggested", ...) within three words after it. The view runs from the
// agent to the end of the sentence, but stops at a contrast ("but") and at
// a clause where the speaker speaks ("I", "we", "let's"). It stays said
// when the speaker endorses it: an endorsement word ("agree", "right",
// "the same") anywhere in the sentence, or in the first clause of the next
// one, that is not negated ("A colleague wanted a longer timeout. I
// agree."), or a first-person clause before the agent ("I'd raise the
// timeout, as a colleague suggested").
func (t *text) reportedViews() {
	toks := t.toks
	for k := range toks {
		if toks[k].flags&fViewer == 0 && !onCall(toks, k) && !t.namedAgent(k) && !t.sourceAnaphor(k) {
			continue
		}
		if notConvinced(toks, k) {
			// "I'm not convinced by the idea that traffic skips the proxy
			// until it's ready": what the doubt is about, to the end. The
			// word after the negator reports it, so that the negator
			// still negates key points.
			by := k + 1
			if !doubtLinks[toks[by].low] {
				by = k // "I'm skeptical: flaky services don't ..."
			}
			toks[by].flags |= fHypothetical
			t.suppose(k, t.viewEnd(t.sents[toks[k].sent], k+2), by)
			continue
		}
		if predicateView(toks, k) {
			// "Bumping the client timeout is the usual reflex, but ...":
			// the subject is named as everybody's view.
			s := t.sents[toks[k].sent]
			toks[k-1].flags |= fHypothetical
			t.suppose(clauseStart(toks, s, k), k+1, k-1)
			continue
		}
		if heardSaid(toks, k) {
			// "I've heard it said that traffic goes around the proxy
			// until it's ready": nobody's view, and not the speaker's.
			toks[k].flags |= fHypothetical
			t.suppose(k, t.viewEnd(t.sents[toks[k].sent], k+3), k)
			continue
		}
		v := -1
		// "I've heard people claim ...", "I've seen teams blame ...": the
		// speaker perceives another's view and does not hold it.
		perceived := perceivedAt(toks, k) && (isAgent(toks, k) || crowdAt(toks, k) || (toks[k].flags&fViewNoun != 0))
		if t.commonView(k) || t.viewOfAgent(k) || (toks[k].flags&fViewNoun != 0) && perceivedAt(toks, k) {
			// "I've heard the theory that traffic skips Envoy"
			v = k // "a common belief is that ...": the noun is the stance
		} else if next(toks, k) != "" && machineViews[toks[k+1].low] && programs[toks[k].stem] && subjectAt(toks, t.sents[toks[k].sent], k) {
			// "the app thinks it's talking to the API directly, but the
			// packets get diverted to Envoy": how the program sees it.
			v = k + 1
		} else if !perceived && (!isAgent(toks, k) && !sources[toks[k].stem] && !crowdAt(toks, k) && !anyoneWho(toks, k) && !t.namedAgent(k) && !t.sourceAnaphor(k) ||
			!subjectAt(toks, t.sents[toks[k].sent], k) && !crowdHolds(toks, k) && next(toks, k) != "who" && !thereIsAn(toks, k) && !sourceClaiming(toks, k) && !hadDoing(toks, k)) { // "a vendor's support engineer, who told us to ..."
			continue
		} else if (perceived || people[toks[k].stem] || crowdAt(toks, k) || anyoneWho(toks, k)) && (!directive(toks, k) || quantifiers[toks[k].low]) {
			// "someone else doubles every timeout", "I've watched teams
			// walk client timeouts to 60s": their act, not the speaker's
			// proposal.
			v = k
		}
		// "A blog post I read a while back claimed ...": a source's stance
		// may come after a relative clause.
		reach := 6
		if sources[toks[k].stem] {
			reach = 9
		}
		for j := k + 1; v < 0 && j < len(toks) && j <= k+reach && toks[j].sent == toks[k].sent; j++ {
			// "wanted to", "suggested"; "a colleague's first move was to"
			if stanceVerbs[toks[j].stem] || (toks[j].flags&fViewNoun != 0) && j <= k+3 || putsDownTo(toks, j) {
				v = j
			}
		}
		if v < 0 {
			continue
		}
		s := t.sents[toks[k].sent]
		if !perceived && !crowdHolds(toks, k) && speaksBefore(toks, s.first, k) || t.endorsed(k) {
			continue
		}
		by := k
		if k > s.first && viewAdjectives[toks[k-1].low] {
			// "The obvious suspect is the search API": the noun may be
			// part of what is said, so the adjective reports it.
			by = k - 1
		}
		toks[by].flags |= fHypothetical
		t.suppose(k, t.viewEnd(s, v+1), by)
	}
}

// crowdAt reports whether k is a crowd that acts or holds a view: "most
// people", or a quantifier alone opening a clause with a modal, "Some
// would augment the timeout".
func crowdAt(toks []token, k int) bool {
	if crowd[toks[k].low] {
		return true
	}
	return quantifiers[toks[k].low] && (k == 0 || toks[k-1].clause != toks[k].clause) && supposing[next(toks, k)]
}

// crowdHolds reports whether the crowd at k is followed by what it
// thinks, which stays its view under the speaker's "I think": "I think
// people sometimes picture it as the traffic going direct".
func crowdHolds(toks []token, k int) bool {
	if !crowd[toks[k].low] {
		return false
	}
	j := k + 1
	if j < len(toks) && habitual[toks[j].low] {
		j++
	}
	return j < len(toks) && toks[j].clause == toks[k].clause && crowdVerbs[toks[j].stem] && toks[j].low != "do" && toks[j].low != "want" && toks[j].low != "try"
}

// habitual adverbs say how often a crowd holds its view.
var habitual = set("sometimes", "often", "usually", "generally", "commonly", "typically", "always", "tend", "mostly", "still")

// putsDownTo reports whether k opens an attribution of a cause: "put it
// down to the auth service", "chalked it up to Redis", "pinned it on the
// database", "attributed it to ...".
func putsDownTo(toks []token, k int) bool {
	switch toks[k].stem {
	case "put", "chalk", "pin", "attribut":
	default:
		return false
	}
	j := k + 1
	if j < len(toks) && toks[j].flags&fAnaphor != 0 {
		j++
	}
	if j+1 < len(toks) && (toks[j].low == "down" || toks[j].low == "up") && toks[j+1].low == "to" {
		return true
	}
	return j < len(toks) && (toks[j].low == "on" && toks[k].stem == "pin" || toks[j].low == "to" && toks[k].stem == "attribut")
}

// sourceClaiming reports whether the source at k is followed by a stance
// participle that reports what it says, wherever it stands: "LGTM except
// the paragraph claiming the downstream is slow".
func sourceClaiming(toks []token, k int) bool {
	if !sources[toks[k].stem] {
		return false
	}
	for j := k + 1; j < len(toks) && j <= k+3 && toks[j].clause == toks[k].clause; j++ {
		if strings.HasSuffix(toks[j].low, "ing") && stanceVerbs[toks[j].stem] || opinionsHeld[toks[j].low] {
			return true // "A highly upvoted Stack Overflow answer recommends ..."
		}
	}
	return false
}

// hadDoing reports whether the agent at k is shown at its act by "had"
// or "has": "The GitHub thread had people raising their connect
// timeouts to 30s".
func hadDoing(toks []token, k int) bool {
	return k > 0 && k+1 < len(toks) && (toks[k-1].low == "had" || toks[k-1].low == "has") &&
		toks[k+1].clause == toks[k].clause && strings.HasSuffix(toks[k+1].low, "ing")
}

// thereIsAn reports whether the agent at k is introduced by "there is
// a" or "there is this": "There's a blog post going around claiming the
// fix is ...", "There's this idea floating around that ...".
func thereIsAn(toks []token, k int) bool {
	for j := k - 1; j >= 1 && j >= k-4 && toks[j].clause == toks[k].clause; j-- {
		if (toks[j].low == "a" || toks[j].low == "an" || toks[j].low == "this") && (toks[j-1].low == "is" || toks[j-1].low == "was") &&
			j >= 2 && toks[j-2].low == "there" {
			return true
		}
	}
	return false
}

// perceivedAt reports whether a perception stands at most three words
// before k in its clause: "I've heard people claim", "I read on some blog
// that ...".
func perceivedAt(toks []token, k int) bool {
	for j := k - 1; j >= 0 && j >= k-3 && toks[j].clause == toks[k].clause; j-- {
		if perceptions[toks[j].low] {
			return true
		}
	}
	return false
}

// doubtLinks join a doubt to what it is about: "convinced by", "skeptical
// of".
var doubtLinks = set("of", "about", "that", "by", "on", "convinced", "sure", "persuaded", "sold")

// notConvinced reports whether k opens a doubt that reaches past its
// clause: "not convinced by", "not convinced that", "not sure that".
func notConvinced(toks []token, k int) bool {
	if toks[k].low != "not" && toks[k].low != "skeptical" && toks[k].low != "sceptical" || k+2 >= len(toks) ||
		toks[k+2].sent != toks[k].sent {
		return false
	}
	if toks[k].low == "skeptical" || toks[k].low == "sceptical" {
		return true // "I'm skeptical of the idea I've seen floating around that ..."
	}
	switch toks[k+1].low {
	case "convinced", "persuaded", "sold":
		return toks[k+2].low == "by" || toks[k+2].low == "that" || toks[k+2].low == "of" || toks[k+2].low == "on"
	case "sure":
		return toks[k+2].low == "that"
	case "buying":
		// "I'm not buying the theory going around that ..."
		return toks[k+2].low == "that" || toks[k+2].low == "it" ||
			(toks[k+2].low == "the" || toks[k+2].low == "this" || toks[k+2].low == "any") && k+3 < len(toks) && (toks[k+3].flags&fViewNoun != 0)
	}
	return false
}

// predicateView reports whether the view noun at k is the predicate of
// its clause with a view adjective: "X is the usual reflex", "X is the
// common answer".
func predicateView(toks []token, k int) bool {
	return (toks[k].flags&fViewNoun != 0) && k >= 3 && viewAdjectives[toks[k-1].low] &&
		(toks[k-2].low == "the" || toks[k-2].low == "a") && copulas[toks[k-3].low] &&
		toks[k-3].clause == toks[k].clause && (k < 4 || toks[k-4].low != "there")
}

// heardSaid reports whether a perception at k reports a saying with no
// one to say it: "heard it said", "seen it claimed".
func heardSaid(toks []token, k int) bool {
	if !perceptions[toks[k].low] || k+1 >= len(toks) || toks[k+1].sent != toks[k].sent {
		return false
	}
	if stanceVerbs[toks[k+1].stem] && strings.HasSuffix(toks[k+1].low, "ed") {
		return true // "as I've heard claimed"
	}
	if toks[k+1].low == "that" && (hearsay(toks, k) || toks[k].low == "heard" || toks[k].low == "reading" && k > 0 && toks[k-1].low == "keep") {
		// "i keep reading that containers start in yaml order"
		// "I've also heard that traffic bypasses the sidecar": told, not held.
		return true // "You'll sometimes read that traffic bypasses the proxy"
	}
	return k+2 < len(toks) && toks[k+1].low == "it" && stanceVerbs[toks[k+2].stem] && toks[k+2].sent == toks[k].sent
}

// hearsay reports whether the perception at k has someone other than the
// speaker perceive: "you'll sometimes read that", "people hear that".
func hearsay(toks []token, k int) bool {
	for j := k - 1; j >= 0 && j >= k-4 && toks[j].clause == toks[k].clause; j-- {
		switch toks[j].low {
		case "you", "people", "one", "folks", "everyone":
			return true
		case "i", "we":
			return false
		}
	}
	return false
}

// viewEnd returns where a reported view that goes on at token from ends:
// at the end of sentence s, or at a clause that contrasts ("but") or where
// the speaker speaks ("I talked them out of it").
func (t *text) viewEnd(s sentence, from int) int {
	toks := t.toks
	end := from
	for ; end < s.last; end++ {
		// "Tom's theory, when we hit this, was that ...": a scene-setting
		// clause is not the speaker taking over.
		if toks[end].clause != toks[end-1].clause && ((toks[end].flags&fContrast != 0) || speaksAt(toks, end) && !subordinators[toks[end].low]) {
			break
		}
		// "(shared cluster, platform team says no), the fallback is ...":
		// a view in brackets ends with them.
		if strings.IndexByte(t.src[toks[end-1].end:toks[end].start], ')') >= 0 {
			break
		}
	}
	return end
}

// viewNouns name a view that a commonView attributes to nobody in
// particular: "a common belief", "the usual assumption".
var viewNouns = stems("belief", "assumption", "view", "idea", "theory", "expectation", "intuition",
	"understanding", "impression", "reflex", "reaction", "wisdom", "knowledge", "advice", "story",
	"narrative", "explanation", "answer", "diagnosis", "suspicion", "take", "misunderstanding",
	"move", "suggestion", "proposal", "plan", "instinct", "conclusion", "verdict",
	"recommendation", "response", "fix", "misconception", "myth", "mistake", "hypothesis", "hunch",
	"guess", "claim", "notion", "premise", "reply", "suspect", "candidate", "interpretation", "misreading",
	"misinterpretation", "fallacy", "rumour", "rumor", "legend")

// viewAdjectives make a view noun everybody's: "a common belief".
var viewAdjectives = set("common", "popular", "widespread", "usual", "typical", "conventional",
	"standard", "frequent", "naive", "received", "folk", "prevailing", "classic", "generic",
	"default", "natural", "obvious", "intuitive", "instinctive")

// commonView reports whether the word at k is a view noun held by nobody
// in particular, opening its clause: "A common belief is that capture
// starts once Envoy is healthy", "The conventional wisdom says ...". Like
// another agent's view, it is reported, not held.
func (t *text) commonView(k int) bool {
	toks := t.toks
	if toks[k].low == "thing" && k > 1 && (viewAdjectives[toks[k-1].low] || toks[k-1].low == "tempting") &&
		toks[k-2].low == "the" && next(toks, k) == "is" {
		// "The tempting thing is to say the payments API is slow."
		return subjectAt(toks, t.sents[toks[k].sent], k-2)
	}
	if t.oneOfThem(k) {
		return true // "Two theories came up. One was that the shipping service couldn't cope."
	}
	if toks[k].flags&fViewNoun == 0 && !(toks[k].low == "model" && k > 0 && toks[k-1].low == "mental") || k == 0 {
		return false
	}
	a := k - 1 // where the noun phrase starts, before its determiner
	if toks[k].low == "model" {
		a-- // "One common mental model is that ..."
	}
	switch {
	case (toks[a].low == "a" || toks[a].low == "an" || toks[a].low == "one" || toks[a].low == "another" || toks[a].low == "this") && floated[next(toks, k)]:
		a++ // "A theory raised in the incident channel was that ...": somebody's
	case toks[a].low == "the" && reflexes[toks[k].stem] && reflexIsTo(toks, k):
		a++ // "Naturally the instinct is to set the timeout to 30s": the reflex, not the plan
	case viewAdjectives[toks[a].low]:
		for a > 0 && degreeAdverbs[toks[a-1].low] && toks[a-1].clause == toks[k].clause {
			a-- // "There's a fairly common belief that ..."
		}
	case (toks[a].low == "the" || toks[a].low == "one" || toks[a].low == "a" || toks[a].low == "another") &&
		theoryNouns[toks[k].stem] && thatFollows(toks, k):
		a++ // "The theory on the incident ticket was that the payments DB wasn't ready", "One theory was that"
	case falseViews[toks[k].stem] && (toks[a].low == "a" || toks[a].low == "the"):
		a++ // "There's a misconception that ...": wrong by its name
	case falseViews[toks[k].stem] && a > 0 && (toks[a-1].low == "a" || toks[a-1].low == "the") && toks[a].clause == toks[k].clause:
		// "There's a persistent myth that ...": an adjective between.
	default:
		return false
	}
	if j := a - 1; j >= 1 && (toks[j].low == "a" || toks[j].low == "an" || toks[j].low == "the" || toks[j].low == "this") && toks[j-1].low == "is" &&
		j >= 2 && toks[j-2].low == "there" {
		return true // "There's a common belief that ..."
	}
	return subjectAt(toks, t.sents[toks[k].sent], a)
}

// oneOfThem reports whether the word at k opens its sentence as one of
// the views the sentence before counts: "Two theories came up there. One
// was that ...", "The other was that ...".
func (t *text) oneOfThem(k int) bool {
	toks := t.toks
	switch toks[k].low {
	case "one", "another", "other", "first", "second":
	default:
		return false
	}
	si := int(toks[k].sent)
	s := t.sents[si]
	if si == 0 || k > s.first+1 || k+2 >= s.last || toks[k+1].low != "was" && toks[k+1].low != "is" || toks[k+2].low != "that" {
		return false
	}
	if k == s.first+1 && toks[s.first].low != "the" {
		return false
	}
	p := t.sents[si-1]
	for j := p.first; j < p.last; j++ {
		if (toks[j].flags&fViewNoun != 0) && toks[j].low != toks[j].stem && strings.HasSuffix(toks[j].low, "s") {
			return true
		}
	}
	return false
}

// degreeAdverbs may stand before a view adjective: "a fairly common
// belief".
var degreeAdverbs = set("fairly", "very", "pretty", "quite", "really", "surprisingly", "widely", "rather", "super", "so")

// reflexIsTo reports whether the reflex noun at k goes on "is to" or "was
// to", maybe after a short relative clause naming whose it is: "the
// instinct a lot of people have is to crank the timeouts up".
func reflexIsTo(toks []token, k int) bool {
	j := k + 1
	for h := j; h < len(toks) && h <= k+6 && toks[h].clause == toks[k].clause; h++ {
		if w := toks[h].low; w == "have" || w == "has" || w == "had" {
			j = h + 1
			break
		}
	}
	if j == k+1 && j < len(toks) && (toks[j].low == "on" || toks[j].low == "in" || toks[j].low == "among" || toks[j].low == "of") {
		// "The reflex on most teams is to ...": whose reflex it is.
		for h := j + 1; h+1 < len(toks) && h <= j+4 && toks[h].clause == toks[k].clause; h++ {
			if toks[h].low == "is" || toks[h].low == "was" {
				j = h
				break
			}
		}
	}
	return j+1 < len(toks) && (toks[j].low == "is" || toks[j].low == "was") && toks[j+1].low == "to"
}

// reflexes are view nouns that, with "the", name everybody's first move:
// "the instinct is to ...", "the temptation was to ...".
var reflexes = stems("instinct", "reflex", "temptation", "urge", "impulse")

// floated are the participles after "a theory" that make it somebody
// else's: "a theory raised in the channel", "one idea floated at standup".
var floated = set("raised", "floated", "proposed", "offered", "suggested", "mentioned", "circulating",
	"voiced", "aired", "put", "pitched", "floating", "going")

// falseViews are view nouns that call the view wrong by their name, with
// no adjective needed: "There's a misconception that ...".
var falseViews = stems("misconception", "myth", "misunderstanding", "mistake", "misreading", "misinterpretation",
	"fallacy",
	// "There's a rumour on our team that ...": unverified by its name
	"rumour", "rumor", "legend")

// passiveBlame are the stance verbs whose passive reports somebody
// else's view of the subject: "the backend team got blamed".
var passiveBlame = stems("blame", "suspect", "accuse", "finger", "point", "scapegoat")

// blameFell reports whether the "blame" at k is a noun that lands on
// someone with no one named to hold it: "the blame fell on the inventory
// service", "the ledger took the blame".
func blameFell(toks []token, k int) bool {
	if toks[k].low != "blame" || toks[k-1].low != "the" {
		return false
	}
	switch next(toks, k) {
	case "fell", "falls", "went", "goes", "landed", "lands":
		return true
	}
	if k < 2 {
		return false
	}
	switch toks[k-2].low {
	case "took", "takes", "got", "gets", "get", "take", "taking", "getting":
		return true
	}
	return false
}

// passiveAux make a past participle after them passive.
var passiveAux = set("got", "get", "gets", "getting", "was", "were", "is", "are", "been", "being")

// passiveViews marks what a passive stance verb reports ("Backend teams
// got blamed for it more than once and it was never them", "the database
// was suspected at first") as a hypothesis, from the start of its clause
// to the end of the sentence or a contrast, unless the speaker endorses it
// ("and rightly so"). Somebody blamed them; the speaker did not say so.
func (t *text) passiveViews() {
	toks := t.toks
	for k := 1; k < len(toks); k++ {
		if toks[k].flags&fViewer == 0 || !passiveBlame[toks[k].stem] || toks[k-1].sent != toks[k].sent || t.endorsed(k) {
			continue
		}
		if (!passiveAux[toks[k-1].low] || !strings.HasSuffix(toks[k].low, "ed")) && !blameFell(toks, k) {
			continue
		}
		s := t.sents[toks[k].sent]
		a := k
		for a > s.first && toks[a-1].clause == toks[k].clause {
			a--
		}
		// The auxiliary stands for the unnamed agent; the participle may
		// be part of the item's own hit.
		toks[k-1].flags |= fHypothetical
		t.suppose(a, t.viewEnd(s, k+1), k-1)
	}
}

// impersonalVerbs, after "it is", report a view held by no one named:
// "It is sometimes assumed that traffic bypasses the proxy".
var impersonalVerbs = set("assumed", "believed", "thought", "said", "claimed", "suggested", "argued",
	"held", "rumoured", "rumored", "supposed", "alleged", "presumed")

// impersonalAdverbs may stand between "it is" and one of impersonalVerbs.
var impersonalAdverbs = set("sometimes", "often", "commonly", "widely", "generally", "frequently", "usually",
	"occasionally", "still", "also", "popularly", "typically", "naively", "wrongly", "mistakenly", "falsely")

// impersonalViews marks what an impersonal passive reports ("It is often
// assumed that traffic bypasses the proxy until it is ready; it does
// not.") as a hypothesis, from the verb to the end of the sentence or a
// contrast, unless the speaker endorses it ("..., and rightly so").
func (t *text) impersonalViews() {
	toks := t.toks
	for k := 0; k+2 < len(toks); k++ {
		if toks[k].low != "it" || (k > 0 && toks[k-1].clause == toks[k].clause) {
			continue
		}
		if w := toks[k+1].low; w != "is" && w != "was" && w != "has" || toks[k+1].clause != toks[k].clause {
			continue
		}
		v := k + 2
		if toks[k+1].low == "has" && toks[v].low == "been" {
			v++ // "It has been claimed that ..."
		}
		for v < len(toks) && v < k+5 && impersonalAdverbs[toks[v].low] {
			v++
		}
		if v >= len(toks) || !impersonalVerbs[toks[v].low] || toks[v].clause != toks[k].clause || t.endorsed(v) {
			continue
		}
		if toks[v].low == "supposed" && next(toks, v) != "that" {
			continue // "it's supposed to wait for the proxy" says how it should work
		}
		toks[v].flags |= fHypothetical
		t.suppose(k, t.viewEnd(t.sents[toks[k].sent], v+1), v)
	}
}

// corrections take back what the speaker has just said: "My gut says
// bump the timeout... no, scratch that".
var corrections = mustIndex("scratch that", "strike that", "never mind", "nevermind",
	"on second thought*", "on reflection", "take that back", "i take it back",
	"scratch what i said", "forget what i said", "ignore what i said", "disregard what i said",
	"scratch what i wrote", "ignore what i wrote", "disregard what i wrote", "ignore my",
	"scratch my", "disregard my", "forget my", "scrap the", "scratch the", "cross out", "edit no", "update no",
	"strike out", "drop the", "actually no", "no wait", "wait no", "no hang on", "hang on no", "hmm no",
	"i have that backwards", "i had that backwards", "i got that backwards", "i have it backwards",
	"i had it backwards", "i got it backwards", "just kidding", "only kidding", "jk", "ignore that",
	"disregard that", "nvm", "removed that", "dropped that", "withdrew that", "retracted that")

// correctionLeads may open a sentence before a correction that takes back
// the sentence before: "Actually, let me take that back."
var correctionLeads = set("actually", "ok", "okay", "let", "me", "i", "would", "will", "like", "to", "want",
	"hmm", "hm", "well", "wait", "oh", "um", "uh", "edit", "update", "am",
	// "Thinking it through, though, I'm taking that back"
	"thinking", "it", "through", "having", "thought", "about", "now", "again")

// selfCorrections rejects what a correction takes back: everything before
// it in its sentence, or the sentence before when it opens one.
func (t *text) selfCorrections() {
	toks := t.toks
	w, cands := corrections.phraseWalker(t, nil)
	for k := range toks {
		if cands.none(toks[k].word) || !corrections.matchesAt(t, w, cands, k) {
			continue
		}
		s := t.sents[toks[k].sent]
		if a := correctionTopic(toks, k); a > 0 {
			// "scratch what I said earlier about the db being slow",
			// "ignore my first paragraph's timeout bump": the topic is
			// taken back here and wherever the answer said it before.
			b := a
			for b < s.last && toks[b].clause == toks[a].clause {
				b++
			}
			if li := t.listedTopic(a, b, int(toks[k].sent)); li >= 0 {
				// "cross out that third bullet": the item it names
				a, b = t.sents[li].first, t.sents[li].last
			} else if lo, hi := t.placedTopic(a, b, int(toks[k].sent)); lo >= 0 {
				// "ignore that first line": the part named by its place
				a, b = t.sents[lo].first, t.sents[hi].last
			} else if li := t.labelledTopic(a, b, int(toks[k].sent)); li >= 0 {
				// "ignore my "quick mitigation" above": the sentence it heads
				a, b = t.sents[li].first, t.sents[li].last
			} else if b-a <= 2 && (toks[a-1].low == "that" || toks[a-1].low == "this") && itemNouns[toks[a].stem] {
				a = -1 // "removed that recommendation": what was just said
			}
			if a >= 0 {
				t.reject(a, b, k)
				t.withdrawn = append(t.withdrawn, span{a, b})
				continue
			}
		}
		a := t.afterSpeaker(s)
		for a < k && (toks[a].flags&fConjunction != 0 || correctionLeads[toks[a].low] || isDigits(toks[a].low)) {
			a++ // "[10:09] actually scratch that", "Actually, let me take that back."
		}
		if a < k {
			t.reject(s.first, k, k)
		} else if si := int(toks[k].sent); si > 0 {
			// "sam 4:05 PM / scratch that": a message takes back the one
			// before it.
			p := t.sents[si-1]
			t.reject(t.sents[t.messageStart(si-1)].first, p.last, k)
		}
	}
}

// limitations make a hypothesis of a clause that says what something
// only does and then what it does not: "container order only controls
// launch sequence, not readiness", "a longer timeout only delays it, not
// fixes it". The speaker names the limit, not the belief.
func (t *text) limitations() {
	toks := t.toks
	for k := 1; k+1 < len(toks); k++ {
		if toks[k].low != "not" || toks[k].clause == toks[k-1].clause || toks[k].sent != toks[k-1].sent {
			continue
		}
		a := k - 1
		for a > 0 && toks[a-1].clause == toks[k-1].clause {
			a--
		}
		limited := false
		for j := a; j < k; j++ {
			if toks[j].low == "only" || toks[j].low == "merely" ||
				// "The database being overloaded would explain timeouts, not instant refusals"
				toks[j].stem == "explain" && j > a && (toks[j-1].low == "would" || toks[j-1].low == "could" || toks[j-1].low == "might") {
				toks[j].flags |= fHypothetical
				t.suppose(a, k, j)
				limited = true
				break
			}
		}
		if !limited && startedNotReady(toks, a, k) {
			// "Being first in the list gets you started first, not ready
			// first": what a start order gives, against what it does not.
			toks[k].flags |= fHypothetical
			t.suppose(a, k, k)
		}
	}
}

// startedNotReady reports whether the clause toks[a:k] says something
// starts and the "not" clause at k denies that it is ready.
func startedNotReady(toks []token, a, k int) bool {
	started := false
	for j := a; j < k; j++ {
		started = started || toks[j].stem == "start" || toks[j].stem == "launch" || toks[j].stem == "boot"
	}
	for j := k + 1; started && j < len(toks) && j <= k+4 && toks[j].clause == toks[k].clause; j++ {
		if w := toks[j].low; w == "ready" || w == "readiness" || w == "healthy" {
			return true
		}
	}
	return false
}

// hypothesisLabels make a hypothesis of a sentence labelled as one: "H1:
// billing-api overloaded by new pods.", "Hypothesis 2: the timeout is too
// short." A table of hypotheses is weighed later, not asserted.
func (t *text) hypothesisLabels() {
	toks := t.toks
	for _, s := range t.sents {
		k := s.first
		w := toks[k].low
		switch {
		case len(w) == 2 && w[0] == 'h' && w[1] >= '1' && w[1] <= '9':
		case (w == "hypothesis" || w == "theory") && k+1 < s.last && isDigits(toks[k+1].low):
			k++
		default:
			continue
		}
		if k+1 < s.last && t.colonAfter(k) {
			toks[k].flags |= fHypothetical
			t.suppose(k+1, s.last, k)
		}
	}
}

// beforeAnyone makes a hypothesis of what "before anyone" or "before
// someone" anticipates: "Before anyone opens a ticket with the
// Elasticsearch team: pull the ES logs."
func (t *text) beforeAnyone() {
	toks := t.toks
	for k := 0; k+1 < len(toks); k++ {
		if toks[k].low != "before" {
			continue
		}
		switch toks[k+1].low {
		case "anyone", "anybody", "someone", "somebody", "everyone":
		default:
			continue
		}
		end := k + 2
		for end < len(toks) && toks[end].clause == toks[k].clause {
			end++
		}
		toks[k].flags |= fHypothetical
		t.suppose(k+1, end, k)
	}
}

// sarcasms mock what their sentence proposes: "Sure, crank every
// timeout to 30s and hope for the best, great plan."
var sarcasms = mustIndex("great plan", "brilliant plan", "genius plan", "what could go wrong",
	// "The database is overloaded, said nobody who looked at its dashboards."
	"said nobody", "said no one", "says nobody", "says no one",
	// "Cue the usual finger-pointing at the Redis team": a stock scene
	// announced, not a view taken.
	"cue the",
	// "Sure, you could set a 30-second timeout and call it fixed, right up
	// until the next thing starts slowly"
	"right up until", "up until the day",
	// "Raise the timeout, they said. It'll be fine, they said."
	"fine they said", "they said it would be fine",

	"what could possibly go wrong", "hope for the best", "nothing says", "good luck with that",
	// "I hear a lot that traffic flows around the proxy until it's ready"
	"i hear a lot", "i hear that", "you hear a lot", "you often hear", "i keep hearing", "i often hear",
	// "Because Postgres has decided to be overloaded for precisely the
	// first three seconds of every pod, and it's polite enough not to
	// log a line about it."
	"has decided to be", "polite enough", "considerate enough", "kind enough to",
	"because that always works", "that always works", "yeah right", "works every time",
	"what a plan", "sounds great on paper", "and call that", "and call it resilience", "worked great the last",
	"if the goal is to hide", "euro for every", "dollar for every", "penny for every", "nickel for every",
	"pound for every", "quid for every", "buck for every", "allegedly", "supposedly",
	// Not mockery but as far from an assertion: "One could attribute the
	// errors to the callee, were it not for ..."
	"were it not for", "if it were not for", "if it was not for",
	// Hearsay: "According to a blog post I found, ...", "I've been told ..."
	"according to", "i have been told", "we have been told", "i was told that", "we were told that",
	"i was told by", "we were told by", "i was told to", "we were told to",
	// "I read somewhere that Istio lets traffic bypass Envoy until ..."
	"read somewhere", "saw somewhere", "heard somewhere", "i once read that", "i have read that",
	// A question told back is asked, not answered: "You asked whether
	// raising the timeouts would help."
	"you asked whether", "you asked if", "you ask whether", "you ask if", "you are asking whether",
	"you are asking if", "asked me whether", "asked me if", "the question is whether", "the question was whether",
	// The interviewer's hint: "If you're hinting that it's the catalog API ..."
	"if you are hinting", "if you are suggesting", "if you are implying", "if you are thinking",
	"you hinted", "you implied", "you suggested", "you are hinting", "you are implying",
	// "You mentioned the team assumed traffic skips the proxy until it's
	// ready."
	"you mentioned", "you mention", "you said that", "you say that", "you are saying", "you were saying",
	// "Man könnte meinen, ..." (one might think)
	"man könnte meinen", "on pourrait croire")

// theoryNouns name a view that "The ... was that" reports.
var theoryNouns = stems("theory", "hypothesis", "assumption", "suspicion", "belief", "claim")

// thatFollows reports whether "was that" or "is that" follows the noun at
// k within its clause, a few words on: "the theory on the ticket was
// that ...".
func thatFollows(toks []token, k int) bool {
	for j := k + 1; j+1 < len(toks) && j <= k+6 && toks[j].clause == toks[k].clause; j++ {
		if (toks[j].low == "was" || toks[j].low == "is") && toks[j+1].low == "that" {
			return true
		}
	}
	return false
}

// supposals open a sentence that supposes rather than asserts.
var supposals = set("suppose", "supposing", "imagine", "assume", "assuming")

// hypothesisHeads, before a colon at the start of a sentence, label what
// follows as a view under test: "Claim: ...", "Hypothesis: ...".
var hypothesisHeads = set("claim", "hypothesis", "theory", "myth", "assumption", "belief", "misconception")

// verdictHeads, before a colon at the start of a sentence, judge what
// follows: "Rejected: longer client timeouts."
var verdictHeads = set("discarded", "dismissed", "dropped", "wrong", "nope", "debunked", "avoid")

// putForward makes a hypothesis of a sentence that puts a view forward
// to be tested rather than asserts it: "Suppose spec order decided who
// boots first.", "Claim: traffic is passed through unproxied until ...",
// "The hypothesis that traffic bypasses the proxy implies ...".
func (t *text) putForward() {
	toks := t.toks
	for _, s := range t.sents {
		if w := toks[s.first].low; supposals[w] || hypothesisHeads[w] && t.colonAfter(s.first) ||
			viewOpening(toks, s) > 0 && !t.endorsed(s.first+1) || invertedCondition(toks, s) {
			toks[s.first].flags |= fHypothetical
			t.suppose(s.first, s.last, s.first)
		}
		if w := toks[s.first].low; (cellVerdictWords[w] || verdictHeads[w]) && t.colonAfter(s.first) {
			// "Rejected: longer client timeouts.", "Dismissed: the DB.": a
			// red flag judged; the evidence after it still states facts.
			toks[s.first].flags |= fHypothetical
			t.suppose(s.first+1, s.last, s.first)
		}
	}
}

// invertedCondition reports whether sentence s is a counterfactual with
// its condition inverted: "Were outbound packets exempt from redirection
// until the sidecar became ready, the first connections would succeed."
func invertedCondition(toks []token, s sentence) bool {
	if w := toks[s.first].low; w != "were" && w != "had" || s.last-s.first < 4 {
		return false
	}
	for j := s.first + 2; j < s.last; j++ {
		if toks[j].low == "would" && toks[j].clause != toks[s.first].clause {
			return true
		}
	}
	return false
}

// crossedOut treats a sentence marked as not meant like a line struck
// through: "..., that'll definitely fix a race between two containers. /s"
// and "- ❌ downstream overload" say nothing of their own.
func (t *text) crossedOut() {
	// Marks are rare: look for them once before looking per sentence.
	// Each mark's UTF-8 opens with 0xE2 or 0xF0; most answers have neither.
	if !strings.Contains(t.src, " /s") &&
		!((strings.IndexByte(t.src, 0xE2) >= 0 || strings.IndexByte(t.src, 0xF0) >= 0) && strings.ContainsAny(t.src, "❌✗✘🚫⛔👎≠🙃🙄")) {
		return
	}
	toks := t.toks
	for _, s := range t.sents {
		end := strings.TrimRight(t.src[s.start:min(len(t.src), s.end+4)], " .\n")
		lead := s.line // the marks before the sentence's first word on its line
		if s.first > 0 && int(toks[s.first-1].end) > lead {
			lead = int(toks[s.first-1].end)
		}
		if strings.HasSuffix(end, " /s") || strings.HasSuffix(end, "🙃") || strings.HasSuffix(end, "🙄") ||
			strings.ContainsAny(t.src[lead:toks[s.first].start], "❌✗✘🚫⛔👎") || strings.ContainsAny(end, "❌✗✘≠") {
			for k := s.first; k < s.last; k++ {
				toks[k].flags |= fQuoted
			}
		}
	}
}

// analogies reject a clause that likens an act to another act: "Cranking
// up the client timeout would be like turning up the radio to drown out
// the engine noise". A candidate who proposes a fix names it; one who
// likens it to something else is mocking it.
func (t *text) analogies() {
	if !t.has("like") {
		return
	}
	toks := t.toks
	for k := 1; k+1 < len(toks); k++ {
		if toks[k].low != "like" || toks[k+1].clause != toks[k].clause || !strings.HasSuffix(toks[k+1].low, "ing") {
			continue
		}
		b := k - 1
		if b > 0 && (toks[b].low == "just" || toks[b].low == "rather") {
			b-- // "is just like", "is rather like"
		}
		if w := toks[b].low; w != "be" && w != "is" && w != "was" || toks[b].clause != toks[k].clause {
			continue
		}
		s := t.sents[toks[k].sent]
		if a := clauseStart(toks, s, k); a < b && strings.HasSuffix(toks[a].low, "ing") {
			// The rest of the sentence carries the analogy on: "...: the
			// refusal arrives either way, you're just prepared to be
			// rejected more patiently."
			t.reject(a, s.last, k)
		}
	}
}

// wishes make a hypothesis of what a wish hopes for about how things
// work: "It would be nice if the redirect only switched on once Envoy was
// healthy", "I wish the kubelet waited", "if only traffic skipped the
// proxy". A wish for what we do proposes it: "it would be nice if we
// raised the timeout too".
func (t *text) wishes() {
	if !t.has("wish", "only", "nice", "great", "lovely", "ideal", "convenient", "handy", "neat") {
		return
	}
	toks := t.toks
	for k := 1; k+1 < len(toks); k++ {
		w := toks[k].low
		wish := w == "wish" && (toks[k-1].low == "i" || toks[k-1].low == "we") ||
			w == "only" && toks[k-1].low == "if" ||
			w == "if" && k >= 2 && pleasant[toks[k-1].low] && (toks[k-2].low == "be" || toks[k-2].low == "is")
		if !wish || toks[k+1].flags&fNewSubject != 0 && toks[k+1].low != "it" && toks[k+1].low != "they" {
			continue
		}
		toks[k].flags |= fHypothetical
		t.suppose(k+1, t.sents[toks[k].sent].last, k)
	}
}

// withinAView makes a hypothesis of what a sentence works out inside a
// view it names, to the end of the sentence: "Under that picture startup
// would be harmless; you'd get a few calls outside the mesh", "If that
// were true, the first calls would go straight to the database".
func (t *text) withinAView() {
	toks := t.toks
	for _, s := range t.sents {
		k := s.first
		for k < s.last && toks[k].flags&fConjunction != 0 {
			k++
		}
		if k+2 >= s.last {
			continue
		}
		w, d, n := toks[k].low, toks[k+1].low, toks[k+2]
		within := (w == "under" || w == "in") && (d == "that" || d == "this" || d == "such" || d == "their" || d == "your") &&
			(viewNouns[n.stem] || pictures[n.low])
		within = within || w == "if" && (d == "that" || d == "this" || d == "it") && (n.low == "were" || n.low == "was") &&
			k+3 < s.last && (toks[k+3].low == "true" || toks[k+3].low == "the" || toks[k+3].low == "so" || toks[k+3].low == "right")
		within = within || w == "if" && counterfactual(toks, k, s.last)
		if !within {
			continue
		}
		toks[k].flags |= fHypothetical
		t.suppose(k+1, s.last, k)
	}
}

// counterfactual reports whether the "if" at k opens a condition on how
// things work told in the past, with a "would" after it: "If the iptables
// redirect only kicked in once the sidecar was ready, the app would reach
// the brokers directly". A condition on what we do proposes it: "if we
// raised the timeout, the errors would stop".
func counterfactual(toks []token, k, last int) bool {
	if k+1 >= last || toks[k+1].flags&fNewSubject != 0 || people[toks[k+1].stem] {
		return false
	}
	past, c := false, toks[k].clause
	j := k + 1
	for ; j < last && toks[j].clause == c; j++ {
		switch toks[j-1].low {
		case "is", "are", "be", "been", "being", "get", "gets":
			continue // "if the envoy container is listed first": a participle
		}
		if w := toks[j].low; w == "were" || strings.HasSuffix(w, "ed") || irregularPast[w] {
			past = true
		}
	}
	for ; past && j < last && j <= k+30; j++ {
		if (toks[j].low == "would" || toks[j].low == "wouldn") && !persons[toks[j-1].low] {
			return true // not "..., I'd bump the client timeout"
		}
	}
	return false
}

// pictures name a way of seeing how things work: "under that picture".
var pictures = set("picture", "model", "scenario", "world", "reading", "version", "logic", "account")

// has reports whether any of words occurs in the answer, so that a pass
// that looks for a rare word can skip the answer at once.
func (t *text) has(words ...string) bool {
	for _, w := range words {
		if _, ok := t.seen[w]; ok {
			return true
		}
	}
	return false
}

// pleasant words before "if" make a wish: "it would be nice if".
var pleasant = set("nice", "great", "lovely", "ideal", "convenient", "handy", "neat")

// sarcasm makes a hypothesis of a sentence that mocks what it proposes,
// and of the sentence before when the mockery stands alone after it:
// "Just double the timeout. What could possibly go wrong?"
func (t *text) sarcasm() {
	toks := t.toks
	for k := range toks {
		// 'A previous team "solved" this by setting 30s timeouts': a
		// success in scare quotes mocks what it names.
		if toks[k].flags&fQuoted != 0 && scareQuoted[toks[k].low] && (k == 0 || toks[k-1].flags&fQuoted == 0) &&
			(k+1 == len(toks) || toks[k+1].flags&fQuoted == 0) {
			s := t.sents[toks[k].sent]
			taken := false
			for j := k + 1; j < s.last && !taken; j++ {
				taken = doThatToo(toks, j) // 'it "worked" ...; I'd keep that' takes it up all the same
			}
			if taken {
				continue
			}
			toks[k].flags |= fHypothetical
			t.suppose(s.first, s.last, k)
		}
	}
	w, cands := sarcasms.phraseWalker(t, nil)
	for k := range toks {
		if cands.none(toks[k].word) || !sarcasms.matchesAt(t, w, cands, k) {
			continue
		}
		si := int(toks[k].sent)
		s := t.sents[si]
		toks[k].flags |= fHypothetical
		t.suppose(s.first, s.last, k)
		if si > 0 && (k-s.first <= 1 && s.last-s.first <= 6 || toks[k].low == "fine") {
			p := t.sents[si-1] // "Raise the timeout, they said. It'll be fine, they said."
			t.suppose(p.first, p.last, k)
		}
	}
	// "Yeah, because a longer timeout totally fixes a refused
	// connection.", "Oh sure, let's just ...": a sentence that opens
	// with mock agreement.
	for _, s := range t.sents {
		k := t.afterSpeaker(s)
		if k+1 >= s.last {
			continue
		}
		w, n := toks[k].low, toks[k+1].low
		if (w == "yeah" || w == "sure" || w == "right" || w == "yes") && n == "because" || (w == "oh" || w == "ah") && (n == "sure" || n == "yeah" || n == "right" || n == "yes") {
			toks[k].flags |= fHypothetical
			t.suppose(s.first, s.last, k)
		}
		// "Right. Because Postgres has decided to be overloaded ...": the
		// mock agreement on its own, then the mocked reason.
		if si := int(toks[k].sent); w == "because" && si > 0 && t.sents[si-1].last-t.sents[si-1].first == 1 {
			if p := toks[t.sents[si-1].first].low; p == "right" || p == "sure" || p == "yeah" || p == "riiight" {
				toks[k].flags |= fHypothetical
				t.suppose(s.first, s.last, k)
			}
		}
	}
	// "Sure, you could crank every client timeout up to 60 seconds and
	// hope.": a plan that ends in hope is mocked; "... and hope the proxy
	// is up by then" is not.
	for _, s := range t.sents {
		if l := s.last - 1; l-1 > s.first && toks[l-1].low == "and" && (toks[l].low == "hope" || toks[l].low == "pray") {
			toks[l].flags |= fHypothetical
			t.suppose(s.first, l, l)
		}
	}
	// "Raise the timeout. Problem solved. Not.": a lone "Not." takes back
	// the sentence before, and the one before that when it is a short
	// verdict.
	for si := 1; si < len(t.sents); si++ {
		s := t.sents[si]
		if s.last-s.first != 1 || toks[s.first].low != "not" {
			continue
		}
		p := t.sents[si-1]
		toks[s.first].flags |= fHypothetical
		t.suppose(p.first, p.last, s.first)
		if si > 1 && p.last-p.first <= 3 {
			t.suppose(t.sents[si-2].first, t.sents[si-2].last, s.first)
		}
	}
}

// scareQuoted are the words of success that, alone in quotation marks,
// mock what they claim: "solved", "fix", "worked".
var scareQuoted = set("solved", "fixed", "fix", "solution", "worked", "works", "helped", "cured")

// ordinals name a list item by its place.
var ordinals = map[string]int{"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5,
	"sixth": 6, "1st": 1, "2nd": 2, "3rd": 3, "4th": 4, "5th": 5}

// itemNouns name an item of a list.
var itemNouns = stems("bullet", "point", "item", "option", "step", "suggestion", "idea", "fix",
	"recommendation", "advice", "proposal", "part", "bit", "line", "change", "tweak", "bump", "experiment")

// listedTopic returns the sentence of the list item that the topic
// toks[a:b] of a correction in sentence si names by its place ("that third
// bullet", "the last point"), in the last list before si; or -1.
func (t *text) listedTopic(a, b, si int) int {
	toks := t.toks
	n, noun := 0, false
	for j := a; j < b; j++ {
		if o, ok := ordinals[toks[j].low]; ok {
			n = o
		} else if toks[j].low == "last" {
			n = -1
		}
		noun = noun || itemNouns[toks[j].stem]
	}
	if n == 0 || !noun {
		return -1
	}
	end := si - 1
	for end >= 0 && !t.listItem(end) {
		end--
	}
	if end < 0 {
		return -1
	}
	start := end
	for start > 0 && t.listItem(start-1) {
		start--
	}
	switch {
	case n < 0:
		return end
	case start+n-1 <= end:
		return start + n - 1
	}
	return -1
}

// placedTopic returns the first and last sentence of the part before si
// that the topic toks[a:b] of a correction names by its place ("ignore
// that first line", "scratch the previous paragraph"), or -1, -1.
func (t *text) placedTopic(a, b, si int) (int, int) {
	toks := t.toks
	if b-a != 2 || si == 0 {
		return -1, -1
	}
	var lo, hi int
	switch toks[a].low {
	case "first", "opening":
		lo, hi = 0, 0
	case "previous", "last", "above":
		lo, hi = si-1, si-1
	default:
		return -1, -1
	}
	switch toks[a+1].low {
	case "line", "sentence":
	case "paragraph":
		// A paragraph ends at a blank line.
		for hi+1 < si && !strings.Contains(t.src[t.sents[hi].end:t.sents[hi+1].start], "\n\n") {
			hi++
		}
		for lo > 0 && !strings.Contains(t.src[t.sents[lo-1].end:t.sents[lo].start], "\n\n") {
			lo--
		}
	default:
		return -1, -1
	}
	return lo, hi
}

// labelledTopic returns the sentence before si whose head, the words
// before its colon, opens the topic toks[a:b] of a correction ("ignore my
// "quick mitigation" above" takes back "Quick mitigation: raise the
// connect timeout"); or -1.
func (t *text) labelledTopic(a, b, si int) int {
	toks := t.toks
	for p := si - 1; p >= 0; p-- {
		s := t.sents[p]
		h := s.first
		for h < s.last && h-s.first < 6 && !t.colonAfter(h) {
			h++
		}
		if h == s.last || h-s.first >= 6 || h-s.first+1 > b-a {
			continue
		}
		same := true
		for j := s.first; j <= h; j++ {
			same = same && toks[j].low == toks[a+j-s.first].low
		}
		if same {
			return p
		}
	}
	return -1
}

// topicOpeners, after a correction, open its topic.
var topicOpeners = set("my", "the", "that", "out")

// topicFillers after "scratch that" name no topic: "Scratch that too."
var topicFillers = set("too", "also", "again", "either", "as", "then", "now", "please", "entirely", "completely")

// correctionTopic returns where the topic of the correction at k starts:
// after "about" ("scratch what I said earlier about ...") or after one of
// topicOpeners ("ignore my first paragraph's timeout bump", "scrap the
// timeout idea", "cross out that third bullet"); or -1.
func correctionTopic(toks []token, k int) int {
	if toks[k].low == "take" || toks[k].low == "taking" || toks[k].low == "i" {
		return -1 // "take that back", "I'm taking that back": the "that" is the phrase's own
	}
	if k+2 < len(toks) && topicOpeners[toks[k+1].low] && toks[k+2].clause == toks[k].clause && !topicFillers[toks[k+2].low] {
		return k + 2 // "ignore my ...", "scrap the timeout idea", "cross out that bullet"
	}
	for j := k + 1; j+1 < len(toks) && j <= k+8 && toks[j].clause == toks[k].clause; j++ {
		if toks[j].low == "about" {
			return j + 1
		}
	}
	return -1
}

// standards makes a hypothesis of a standard of comparison: what "too
// fast for an overloaded service", "faster than a slow database would
// be" or "unlike a struggling backend" measure against is not said to be
// so. The standard is indefinite ("a", "an", "any") and runs to the end
// of its clause.
func (t *text) standards() {
	toks := t.toks
	for k := 0; k+1 < len(toks); k++ {
		w := toks[k].low
		if w != "for" && w != "than" && w != "unlike" || toks[k+1].sent != toks[k].sent {
			continue
		}
		switch toks[k+1].low {
		case "a", "an", "any":
		default:
			continue
		}
		if w == "for" && !tooBefore(toks, k) {
			continue // "for a few seconds", "for a while"
		}
		end := k + 1
		for end < len(toks) && toks[end].clause == toks[k].clause {
			end++
		}
		toks[k].flags |= fHypothetical
		t.suppose(k+1, end, k)
	}
}

// tooBefore reports whether a "too" stands at most three words before k
// in its clause: "far too fast for an overloaded service".
func tooBefore(toks []token, k int) bool {
	for j := k - 1; j >= 0 && j >= k-3 && toks[j].clause == toks[k].clause; j-- {
		if toks[j].low == "too" {
			return true
		}
	}
	return false
}

// concessives open a clause that concedes something futile: "you can set
// the timeout to an hour and it will still be refused", "even with a
// longer timeout the first call still fails".
var concessives = set("even", "you")

// futile words say that a concession changes nothing.
var futile = set("still", "anyway", "regardless", "same",
	// "One could raise the connect timeout, but one would merely wait longer"
	"merely")

// triedVerbs open an imperative that a story then shows failing: "Raise
// that to 30 s and the calls still fail". Each is one of settingVerbs or
// multiplyingVerbs, whose flag is looked at first.
var triedVerbs = stems("raise", "bump", "increase", "double", "triple", "set", "give", "crank", "extend", "make")

// andStill reports whether a clause opened by "and" after k, in the
// sentence ending at last, says it "still" fails.
func andStill(toks []token, k, last int) bool {
	for j := k + 1; j+1 < last; j++ {
		if toks[j].low == "and" {
			for h := j + 1; h < last && h <= j+6; h++ {
				if toks[h].low == "still" {
					return true
				}
			}
		}
	}
	return false
}

// concessions makes a hypothesis of a concession that a later "still" in
// its sentence declares futile: from "you can" / "one could" / "even" to the clause
// of the "still". "You can set the connect timeout to an hour and it'll
// still be refused instantly." "Even a 60s timeout would still fail."
func (t *text) concessions() {
	toks := t.toks
	for si, s := range t.sents {
		if c := grantedBut(toks, s); c > s.first {
			// "Granted, on paper it looks like the Postgres box is choking,
			// but the timing gives it away": an appearance granted, then
			// denied.
			toks[c].flags |= fHypothetical
			t.suppose(s.first, c, c)
			continue
		}
		if c := sureExcept(toks, s); c > s.first {
			// "Sure, stretching the connect timeout to 30s sounds like a
			// cheap fix, except the refusal comes back in under a
			// millisecond": granted, then taken back.
			toks[c].flags |= fHypothetical
			t.suppose(s.first, c, c)
			continue
		}
		if c := emphaticBut(toks, s); c > s.first {
			// "The kubelet does start the containers in list order, but it
			// only waits for each to be started, not ready": a fact
			// granted to deny what it is taken to mean.
			toks[c].flags |= fHypothetical
			t.suppose(s.first, c, c)
			continue
		}
		if c := conceded(toks, s); c > s.first {
			// "A longer timeout might make the dashboard quieter, but
			// there is nothing to wait for."
			toks[c].flags |= fHypothetical
			t.suppose(s.first, c, c)
		}
		open := -1
		for k := s.first; k < s.last; k++ {
			w := toks[k].low
			switch {
			case open < 0 && w == "even" && k+1 < s.last:
				open = k
			case open < 0 && (w == "you" || w == "one") && k+1 < s.last && (toks[k+1].low == "can" || toks[k+1].low == "could"):
				open = k
			case open < 0 && toks[k].flags&fQuantityCue != 0 && triedVerbs[toks[k].stem] &&
				(k == s.first || strings.IndexByte(t.src[toks[k-1].end:toks[k].start], '.') >= 0) &&
				andStill(toks, k, s.last):
				open = k // "Raise that to 30 s and the calls still fail in 0.3-2 ms"
			case open >= 0 && futile[w]:
				end := k
				for end > open && toks[end-1].clause == toks[k].clause {
					end--
				}
				if end == open {
					end = k // one clause: "even a 60s timeout would still fail"
				}
				toks[k].flags |= fHypothetical
				t.suppose(open, end, k)
				open = -1
			}
		}
		if open >= 0 && si+1 < len(t.sents) {
			// "Yes, you could raise the timeout. You'd still get refused."
			n := t.sents[si+1]
			for k := n.first; k < n.last && k <= n.first+3; k++ {
				if futile[toks[k].low] {
					toks[k].flags |= fHypothetical
					t.suppose(open, s.last, k)
					break
				}
			}
		}
	}
}

// emphaticBut returns the "but" of a sentence whose first clause grants
// with an emphatic "does" ("Kubernetes does start them in order") and
// whose "but" clause limits or denies ("only", "not"), or -1.
func emphaticBut(toks []token, s sentence) int {
	if c := butNoWait(toks, s); c > s.first {
		return c // "the kubelet starts them in sequence but never waits"
	}
	e := -1
	for j := s.first + 1; j < s.last && j <= s.first+6 && toks[j].clause == toks[s.first].clause; j++ {
		if w := toks[j].low; (w == "does" || w == "do" || w == "did") && j+1 < s.last && toks[j+1].clause == toks[j].clause &&
			toks[j+1].low != "not" && toks[j+1].flags&fAnaphor == 0 && toks[j+1].low == toks[j+1].stem {
			e = j
			break
		}
	}
	if e < 0 {
		return -1
	}
	for c := e + 2; c < s.last; c++ {
		if toks[c].low != "but" || toks[c].clause == toks[c-1].clause {
			continue
		}
		for j := c + 1; j < s.last && j <= c+20; j++ {
			if toks[j].low == "only" || toks[j].low == "not" {
				return c
			}
		}
		return -1
	}
	return -1
}

// butNoWait returns the "but" of sentence s when the clause after it
// says that nothing waits ("but never waits", "but doesn't wait for
// it"), which limits whatever order the sentence granted; or -1.
func butNoWait(toks []token, s sentence) int {
	for c := s.first + 2; c < s.last; c++ {
		if toks[c].low != "but" || toks[c].clause == toks[c-1].clause {
			continue
		}
		for j := c + 1; j+1 < s.last && j <= c+4 && toks[j].clause == toks[c].clause; j++ {
			if (toks[j].low == "not" || toks[j].low == "never" || toks[j].low == "without") &&
				(waitVerbs[toks[j+1].stem] || j+2 < s.last && waitVerbs[toks[j+2].stem]) {
				return c
			}
		}
	}
	return -1
}

// waitVerbs, denied after a "but", say that starting in order is not
// waiting: "but never waits", "but doesn't block on one being ready".
var waitVerbs = stems("wait", "block", "pause", "hold")

// grantedBut returns the "but" of a sentence that opens by granting an
// appearance ("Granted, ...", "Admittedly ...", "I suppose ...", "On
// paper ...", "At first glance ...", "On the face of it ...") and then
// contrasts it, or -1.
func grantedBut(toks []token, s sentence) int {
	k := s.first
	if k+2 >= s.last {
		return -1
	}
	if toks[k].low == "i" && (toks[k+1].low == "will" || toks[k+1].low == "would") && k+3 < s.last {
		k++ // "I'll admit ..."
	}
	switch w := toks[k].low; {
	case w == "granted" || w == "admittedly":
	case w == "i" && (toks[k+1].low == "suppose" || toks[k+1].low == "admit" || toks[k+1].low == "grant" || toks[k+1].low == "concede"):
		// "I suppose the DB could be slow to accept connections, but ..."
	case w == "on" && (toks[k+1].low == "paper" || toks[k+1].low == "the" && (toks[k+2].low == "face" || toks[k+2].low == "surface")):
	case w == "at" && toks[k+1].low == "first" && (toks[k+2].low == "glance" || toks[k+2].low == "sight"):
	default:
		return -1
	}
	for j := k + 1; j < s.last; j++ {
		if (toks[j].low == "but" || toks[j].low == "however" || toks[j].low == "yet") && toks[j].clause != toks[j-1].clause {
			return j
		}
	}
	return -1
}

// sureExcept returns the "except", or the "but" before a denial, that
// takes back what a sentence opening "Sure," grants, or -1. "Sure, raise
// the timeout, but also fix the order" keeps it.
func sureExcept(toks []token, s sentence) int {
	k := s.first
	if k+2 >= s.last || toks[k].low != "sure" && toks[k].low != "yes" && toks[k].low != "yeah" ||
		toks[k+1].clause == toks[k].clause {
		return -1
	}
	for j := k + 2; j < s.last; j++ {
		if toks[j].clause == toks[j-1].clause {
			continue
		}
		switch toks[j].low {
		case "except":
			return j
		case "but":
			if next(toks, j) == "also" {
				return -1
			}
			for d := j + 1; d < s.last; d++ {
				if toks[d].flags&(fNegator|fRejection) != 0 {
					return j
				}
			}
			return -1
		}
	}
	return -1
}

// conceded returns the contrast that denies what a modal before it
// grants in sentence s ("X might help a little, but there is nothing to
// wait for"), or -1: the clause after "but" negates or rejects.
func conceded(toks []token, s sentence) int {
	modal := false
	for k := s.first; k < s.last; k++ {
		switch toks[k].low {
		case "might", "may", "could": // a possibility granted
			modal = true
			continue
		case "but":
		default:
			continue
		}
		if !modal || toks[k].clause == toks[k-1].clause {
			continue
		}
		for j := k + 1; j < s.last && toks[j].clause == toks[k].clause; j++ {
			if toks[j].flags&(fNegator|fRejection) != 0 {
				return k
			}
			if toks[j].flags&fHider != 0 && !slices.ContainsFunc(toks[s.first:k], func(x token) bool { return keepers[x.stem] }) {
				return k // "could crank every timeout to 30s, but that just hides the race"; not "... as a stopgap, but it only masks it"
			}
		}
		return -1
	}
	return -1
}

// viewOfAgent reports whether the word at k is a view noun that opens
// its clause and is said to be another agent's: "First reaction from the
// team was that ledger couldn't keep up", "The suggestion of our DBA was
// ...".
func (t *text) viewOfAgent(k int) bool {
	toks := t.toks
	if toks[k].flags&fViewNoun == 0 && !firstRead(toks, k) && toks[k].low != "reading" {
		return false // "Mark's reading of the spec is that ..."
	}
	p := k - 1
	if p > 0 && viewModifiers[toks[p].low] {
		p-- // "our on-call's first theory"
	}
	if p >= 0 && (toks[p].low == "their" || toks[p].low == "his" || toks[p].low == "her") {
		return true // "Their first reply blamed our Postgres"
	}
	if p >= 0 && toks[p].low == "your" && proposals[toks[k].stem] {
		return true // "regarding your suggestion to extend the connection timeout"
	}
	if givenImpression(toks, k) {
		return true // "Some older docs and blog posts give the impression that ..."
	}
	if p >= 0 && toks[p].low != "my" && toks[p].low != "our" && toks[p].sent == toks[k].sent {
		// "Our on-call's theory was", "the vendor's advice": someone
		// else's view, by the possessive.
		if prev := t.src[toks[p].start:toks[p].end]; strings.HasSuffix(prev, "'s") || strings.HasSuffix(prev, "’s") {
			return true
		}
	}
	s := t.sents[toks[k].sent]
	for j := k - 1; j >= s.first && toks[j].clause == toks[k].clause; j-- {
		switch toks[j].low {
		case "the", "a", "an", "first", "initial", "usual", "immediate", "whole":
			continue
		}
		return false
	}
	for j := k + 1; j < s.last && j <= k+4 && toks[j].clause == toks[k].clause; j++ {
		switch w := toks[j].low; {
		case w == "from" || w == "of" || w == "by" || w == "the" || w == "a" || w == "my" || w == "our":
		case isAgent(toks, j) || crowd[w]:
			return true
		default:
			return false
		}
	}
	return false
}

// givenImpression reports whether the view noun at k is one that a
// source or agent before it in its clause gives: "Some older docs give
// the impression that traffic flows unproxied".
func givenImpression(toks []token, k int) bool {
	if k < 3 || toks[k-1].low != "the" && toks[k-1].low != "an" {
		return false
	}
	switch toks[k-2].low {
	case "give", "gives", "gave", "giving", "leave", "leaves", "left", "create", "creates", "created":
	default:
		return false
	}
	for j := k - 3; j >= 0 && j >= k-9 && toks[j].clause == toks[k].clause; j-- {
		if sources[toks[j].stem] || isAgent(toks, j) {
			return true
		}
	}
	return false
}

// firstRead reports whether the word at k is the noun of "first read",
// a first impression: "Priya's first read was that ...".
func firstRead(toks []token, k int) bool {
	return toks[k].low == "read" && k > 0 && toks[k-1].low == "first"
}

// proposals, after "your", name the addressee's view rather than advice
// to the reader: "your suggestion", not "your best fix".
var proposals = stems("suggestion", "proposal", "theory", "claim", "hypothesis", "assumption", "request", "idea")

// viewModifiers may stand between a possessive and its view noun.
var viewModifiers = set("first", "initial", "original", "working", "main", "own", "latest", "favourite",
	"favorite", "usual")

// leadingPrepositions open a phrase that may come before a clause's
// subject: "In the incident channel someone proposed ...".
var leadingPrepositions = set("in", "on", "at", "during", "after", "before", "over", "since", "within",
	"yesterday", "today", "earlier", "later", "then")

// clauseStart returns the first token of the clause of k in sentence s.
func clauseStart(toks []token, s sentence, k int) int {
	c := k
	for c > s.first && toks[c-1].clause == toks[k].clause {
		c--
	}
	return c
}

// clauseLast returns the last token of the clause of k.
func clauseLast(toks []token, k int) int {
	e := k
	for e+1 < len(toks) && toks[e+1].clause == toks[k].clause {
		e++
	}
	return e
}

// subjectAt reports whether the agent at k opens its clause, give or take
// determiners, possessives and a qualifier: "Someone", "a colleague", "our
// SRE lead", "one of my teammates".
func subjectAt(toks []token, s sentence, k int) bool {
	if c := clauseStart(toks, s, k); k-c <= 6 && leadingPrepositions[toks[c].low] {
		return true // "In the incident channel someone proposed ..."
	}
	for j := k - 1; j >= s.first && j >= k-4 && toks[j].clause == toks[k].clause && !pronounAgents[toks[k].low]; j-- {
		// "Our Consul account engineer told us ...": a determiner that
		// opens the clause, then the agent's modifiers.
		if w := toks[j].low; w == "that" || w == "which" || w == "who" || w == "of" || w == "to" {
			break
		}
		if w := toks[j].low; w == "our" || w == "my" || w == "their" || w == "the" || w == "a" || w == "an" {
			if j == s.first || toks[j-1].clause != toks[j].clause || clauseWords[toks[j-1].low] {
				return true
			}
			break
		}
	}
	for j := k - 1; j >= s.first && j >= k-4; j-- {
		if toks[j].clause != toks[k].clause {
			return true
		}
		if toks[j].low == "our" || toks[j].low == "my" || toks[j].low == "their" {
			return true // "When we hit this at work our SRE's proposal was ..."
		}
		if (toks[j].low == "is" || toks[j].low == "are") && j > 0 && toks[j-1].low == "there" {
			continue // "There's a popular blog post claiming ..."
		}
		switch toks[j].low {
		case "a", "an", "the", "my", "our", "one", "of", "some", "another", "other", "last",
			"previous", "old", "former", "new", "current", "two", "few", "couple", "things", "thing", "first", "what",
			"for", "during", "over", "week", "weeks", "day", "days", "month", "months", "year", "while",
			"lot", "lots", "plenty", "half", "whole", "heard", "seen", "hear", "see", "there", "popular", "famous", "common",
			"widely", "senior",
			"junior", "lead", "sre", "platform", "ops", "network", "db", "database", "dba", "on", "call",
			"but", "and", "so", "then", "also", "even", "actually",
			// "Naturally the instinct is to ...", "Usually the reflex is ..."
			"naturally", "obviously", "predictably", "typically", "usually", "inevitably", "invariably", "now", "often", "sometimes":
			continue
		}
		if j == k-1 && (j == s.first || toks[j-1].clause != toks[j].clause ||
			(toks[j-1].low == "the" || toks[j-1].low == "our" || toks[j-1].low == "a" || toks[j-1].low == "an") && (j-1 == s.first || toks[j-2].clause != toks[j].clause ||
				clauseWords[toks[j-2].low])) {
			return true // "app team was sure ...", "The inventory team was convinced ..."
		}
		return false
	}
	return k-4 <= s.first || toks[k-4].clause != toks[k].clause
}

// pronounAgents are agents that take no determiner.
var pronounAgents = set("he", "she", "they", "someone", "somebody")

// subordinators open a clause that sets the scene rather than speaks:
// "When we hit this, a colleague wanted ...".
var subordinators = set("when", "while", "after", "once", "if", "since", "before", "whenever")

// speaksBefore reports whether the speaker proposes something in the first
// person in toks[a:b], outside a scene-setting clause: "I'd raise the
// timeout, as a colleague suggested" does; "When we hit this, a colleague
// wanted a longer timeout" does not.
func speaksBefore(toks []token, a, b int) bool {
	for j := a; j < b; {
		c := j
		for c < b && toks[c].clause == toks[j].clause {
			c++
		}
		if !subordinators[toks[j].low] && speaks(toks, j, c) && !narrates(toks, j, c) {
			return true
		}
		j = c
	}
	return false
}

// narrates reports whether the speaker in clause toks[a:b] tells what
// happened rather than proposes: "We opened a case with our mesh vendor
// and the support engineer suggested ..." reports the suggestion.
func narrates(toks []token, a, b int) bool {
	for j := a; j+1 < b; j++ {
		if w := toks[j].low; w == "i" || w == "we" {
			n := toks[j+1].low
			return strings.HasSuffix(n, "ed") || irregularPast[n] || recollections[n] || n == "would" && everyTimePast(toks, a) ||
				n == "had" // "we had same issue with Redis, my team lead was sure ..."
		}
	}
	return false
}

// recollections, after "I", recall a source rather than propose: "I
// remember a blog post saying you should raise the connect timeout".
var recollections = set("remember", "recall", "vaguely", "once", "read", "heard", "saw",
	// "I know there's a common belief that ...": aware of it, not holding it
	"know")

// everyTimePast reports whether the clauses of the sentence before a
// open with "every time" or "whenever" and tell of the past, which makes
// a "would" after them a habit, not a proposal: "Every time the checkout
// service rolled, we'd get a burst of errors".
func everyTimePast(toks []token, a int) bool {
	f := a
	for f > 0 && toks[f-1].sent == toks[a].sent {
		f--
	}
	if f == a || toks[f].low != "whenever" && (toks[f].low != "every" && toks[f].low != "each" || next(toks, f) != "time") {
		return false
	}
	for j := f + 1; j < a; j++ {
		if strings.HasSuffix(toks[j].low, "ed") || irregularPast[toks[j].low] {
			return true
		}
	}
	return false
}

// speaksAt reports whether the clause starting at k has the speaker as its
// subject: "I talked them out of it", "we fixed the order".
func speaksAt(toks []token, k int) bool {
	reach := 2
	if toks[k].low == "then" {
		reach = 5 // "..., then as a fallback I'd raise the connect timeout"
	}
	for j := k; j < len(toks) && toks[j].clause == toks[k].clause && j <= k+reach; j++ {
		switch toks[j].low {
		case "i", "we":
			return true
		case "let":
			return next(toks, j) == "us"
		}
	}
	return false
}

// endorsed reports whether the speaker endorses the view of the agent at
// k: an endorsement word, not negated, in its sentence or in the first
// clause of the next one.
func (t *text) endorsed(k int) bool {
	toks := t.toks
	s := t.sents[toks[k].sent]
	last := s.last
	if si := int(toks[k].sent) + 1; si < len(t.sents) {
		n := t.sents[si]
		for last = n.first; last < n.last && toks[last].clause == toks[n.first].clause; last++ {
		}
		if last-n.first <= 4 && last < n.last {
			// "Looking at the timing, I think he's right": a short opener
			// before the endorsing clause.
			for c := toks[last].clause; last < n.last && toks[last].clause == c; last++ {
			}
		}
		if f := n.first; f+1 < n.last && (toks[f].low == "we" || toks[f].low == "i") && toks[f+1].low == "did" &&
			(f+2 == n.last || toks[f+2].low != "not") && !slices.ContainsFunc(toks[f:n.last], func(x token) bool { return x.rej >= 0 }) {
			// Not "I did once myself and regretted it".
			return true // "The vendor told us to raise the timeouts. We did, ..."
		}
	}
	for j := s.first; j < last; j++ {
		// A word in scare quotes does not endorse: "It only "worked" because ...".
		if toks[j].low == "same" && sameThings[next(toks, j)] {
			continue // "we had the same issue with Redis" shares a story, not the view
		}
		if ((endorsements[toks[j].stem] || endorsingForms[toks[j].low]) && endorser(toks, j) || doThatToo(toks, j)) &&
			toks[j].neg < 0 && toks[j].rej < 0 && toks[j].flags&fQuoted == 0 {
			return true
		}
	}
	return false
}

// doThatToo reports whether the word at j ends the speaker's taking up
// of what was proposed: "and honestly I'd do that too", "I'd do that as
// well", "That's what I'd do", "I'd do both", "..., and we did".
func doThatToo(toks []token, j int) bool {
	switch toks[j].low {
	case "too":
		// "I'd do that too", "honestly I'd check that too"
		return j >= 2 && toks[j-1].flags&fAnaphor != 0 && (toks[j-2].low == "do" || toks[j-2].low == "check" || toks[j-2].low == "try")
	case "well":
		// "I'd do that as well"
		return j >= 3 && toks[j-1].low == "as" && toks[j-2].flags&fAnaphor != 0 && toks[j-3].low == "do"
	case "same":
		// "Honestly I'd probably do the same", "I'd do the same as a
		// short-term patch"
		return j >= 2 && toks[j-1].low == "the" && toks[j-2].low == "do" && j+1 < len(toks) &&
			(toks[j+1].clause != toks[j].clause || toks[j+1].sent != toks[j].sent || toks[j+1].low == "as" || toks[j+1].low == "for")
	case "sense":
		// "That made sense to me", "makes sense", "..., which makes sense";
		// not "Which makes sense: nothing else changed."
		if j < 2 || toks[j-1].low != "made" && toks[j-1].low != "makes" {
			return false
		}
		if w := toks[j-2].low; w != "that" && w != "it" && (w != "which" || j < 3 || toks[j-3].sent != toks[j-2].sent) {
			return false
		}
		e := j + 1
		if e+1 < len(toks) && toks[e].low == "to" && toks[e+1].low == "me" {
			e += 2
		}
		return e >= len(toks) || toks[e].clause != toks[j].clause
	case "in":
		// "I left it in as a stopgap"
		return j >= 2 && toks[j-1].flags&fAnaphor != 0 && toks[j-2].low == "left"
	case "try":
		// "that's what I'd try first", not "what I'd try is ..."
		return whatIWould(toks, j, "first")
	case "do":
		// "that's what I'd do", "that's what I'd do too"; "I'd do both"
		if j >= 3 && iWould(toks, j) && toks[j-3].low == "what" {
			return whatIWould(toks, j, "too", "myself", "again") // not "what I'd do instead is ..."
		}
		return iWould(toks, j) && next(toks, j) == "both"
	case "be":
		// "Could be, honestly, we do run close to max_connections": a
		// hedged yes to the view before.
		return j >= 1 && (toks[j-1].low == "could" || toks[j-1].low == "might") && (j == 1 || toks[j-2].sent != toks[j].sent) &&
			(j+1 >= len(toks) || toks[j+1].clause != toks[j].clause)
	case "fine", "acceptable", "ok", "okay":
		// "Our team lead wants to raise the timeout and I think that's
		// fine as a short-term patch"; not "the database is fine".
		return j >= 2 && toks[j-1].low == "is" && (toks[j-2].low == "that" || toks[j-2].low == "which")
	case "me":
		// "and that's fine by me as a quick fix"
		return j >= 2 && toks[j-1].low == "by" && (toks[j-2].low == "fine" || toks[j-2].low == "ok" || toks[j-2].low == "okay" || toks[j-2].low == "good")
	case "with":
		// "I'm fine with that as a stopgap", "and I'd go with that",
		// "..., which I'm fine with"
		return j >= 1 && (toks[j-1].low == "fine" || toks[j-1].low == "ok" || toks[j-1].low == "okay" || toks[j-1].low == "happy" ||
			toks[j-1].low == "go" && j >= 2 && toks[j-2].low == "would") &&
			(j+1 < len(toks) && toks[j+1].flags&fAnaphor != 0 ||
				j >= 4 && toks[j-4].low == "which" && (j+1 >= len(toks) || toks[j+1].clause != toks[j].clause))
	case "keep":
		// "it did make it less frequent, so I'd keep that"
		return iWould(toks, j) && j+1 < len(toks) && toks[j+1].flags&fAnaphor != 0
	case "did":
		// "..., and we did" (not "we did not"); "Our platform team
		// recommended bumping the timeout, which we did, and ..."; "A
		// Stack Overflow answer said to ...; we did that and it seemed to
		// help"
		e := j + 1
		if e < len(toks) && toks[e].clause == toks[j].clause && toks[e].flags&fAnaphor != 0 {
			e++
		}
		return j >= 2 && (toks[j-1].low == "we" || toks[j-1].low == "i") &&
			(toks[j-2].low == "and" || toks[j-2].low == "which" || toks[j-2].low == "so" || isWhatWe(toks, j-2) ||
				e > j+1 && toks[j-2].clause != toks[j-1].clause) &&
			(e >= len(toks) || toks[e].clause != toks[j].clause || toks[e].low == "and")
	case "shipped", "deployed", "merged":
		// "and honestly that is what we shipped", "which we merged"
		return j >= 2 && (toks[j-1].low == "we" || toks[j-1].low == "i") &&
			(toks[j-2].low == "which" || isWhatWe(toks, j-2)) &&
			(j+1 >= len(toks) || toks[j+1].clause != toks[j].clause)
	}
	return false
}

// isWhatWe reports whether the "what" at k is the complement of "is" or
// "was" ("that is what we did"), not a heading ("What we did: ...").
func isWhatWe(toks []token, k int) bool {
	return toks[k].low == "what" && k > 0 && toks[k-1].sent == toks[k].sent && (toks[k-1].low == "is" || toks[k-1].low == "was" || toks[k-1].low == "exactly")
}

// iWould reports whether "I would" stands right before the word at j.
func iWould(toks []token, j int) bool {
	return j >= 2 && toks[j-1].low == "would" && toks[j-2].low == "i"
}

// whatIWould reports whether the verb at j closes "what I'd <verb>" at
// the end of its sentence, give or take one of tails after it: "that's
// what I'd try first".
func whatIWould(toks []token, j int, tails ...string) bool {
	if j < 3 || !iWould(toks, j) || toks[j-3].low != "what" {
		return false
	}
	e := j + 1
	if e < len(toks) && toks[e].sent == toks[j].sent && slices.Contains(tails, toks[e].low) {
		e++
	}
	return e >= len(toks) || toks[e].sent != toks[j].sent
}

// endorsers stand shortly before an endorsement that speaks for someone:
// "I agree", "they were right", "that's right", "it worked"; not "getting
// the order right".
var endorsers = set("i", "we", "he", "she", "they", "that", "this", "it", "which", "you", "both", "and", "quite",
	"seems", "sounds", "looks")

// endorser reports whether one of endorsers stands at most three words
// before the endorsement at j in its clause.
func endorser(toks []token, j int) bool {
	for i := j - 1; i >= 0 && i >= j-3 && toks[i].clause == toks[j].clause; i-- {
		if endorsers[toks[i].low] {
			return true
		}
	}
	return false
}

// ellipticalWords may make up an elliptical denial with a strong "no".
var ellipticalWords = set("it", "that", "this", "they", "which", "is", "are", "was", "were", "do",
	"does", "did", "will", "would", "can", "could", "should", "has", "have", "had", "really",
	"though", "the", "case", "so", "quite", "thanks", "even", "i", "we", "please", "their", "our",
	// "..., so probably not."
	"probably", "likely")

// concludes reports whether the elliptical denial at k opens with "so"
// and ends sentence s: "..., so probably not.", "..., so no."
func concludes(toks []token, k int, s sentence) bool {
	if toks[k].low != "so" || k+1 >= s.last {
		return false
	}
	// "so probably not", "so no"; not a purpose ("so startup isn't so
	// brittle") nor a verdict on something named before it ("so that
	// can't be it" may judge a claim the sentence reports).
	switch toks[k+1].low {
	case "no", "not", "nope", "nah", "probably", "likely", "i":
	default:
		return false
	}
	return clauseLast(toks, k) >= s.last-1
}

// ellipticalNo reports whether the clause starting at k is only a denial
// of the one before it: "Some think the database is the culprit; it
// isn't." "Raising timeouts: no." "Bump the timeout, not really." A
// verdict fragment is one too: "Bigger timeouts: useless here."
func ellipticalNo(toks []token, k int) bool {
	if verdictFragment(toks, k) || notEvenThat(toks, k) || dismissalOrder(toks, k) {
		return true
	}
	if toks[k].low == "meh" && k > 0 && toks[k-1].sent == toks[k].sent && (k+1 >= len(toks) || toks[k+1].clause != toks[k].clause) {
		return true // "Cranking timeouts up - meh, I'd rather just retry"
	}
	no, filler, verdict := false, false, false
	j := k
	if toks[k].low == "but" && k+1 < len(toks) && toks[k+1].clause == toks[k].clause &&
		(toks[k+1].flags&fAnaphor != 0 || toks[k+1].low == "no" || toks[k+1].low == "nope" || toks[k+1].low == "nah") {
		j++ // "..., but it isn't", "..., but no": the "but" is no filler
	}
	for ; j < len(toks) && toks[j].clause == toks[k].clause; j++ {
		if j > k && toks[k].low == "but" && toks[k+1].flags&fAnaphor != 0 && j+1 < len(toks) && toks[j+1].sent == toks[k].sent && toks[j+1].clause != toks[k].clause {
			return false // "but it's not, um, ready yet" goes on; "but nah, the refusal's instant" does not
		}
		switch f := toks[j].flags; {
		case f&fStrongNo != 0:
			no = true
		case f&fNoAnswer != 0 || (toks[j].flags&fElliptical != 0):
		case f&fRejection != 0 || f&fVerdict != 0:
			verdict = true // "nah, that's backwards", "-- not their problem": a no with its verdict
		case (toks[j].flags&fFragment != 0):
			filler = true
		default:
			return false
		}
	}
	return no && (verdict || !filler)
}

// dismissalOrder reports whether the clause at k only tells the reader to
// give up what came before: "resist it", "Ignore them.", "think again",
// "reconsider".
func dismissalOrder(toks []token, k int) bool {
	if toks[k].low == "please" && k+1 < len(toks) && toks[k+1].clause == toks[k].clause {
		k++ // "please drop it"
	}
	e := clauseLast(toks, k)
	w := toks[k].low
	switch {
	case e == k:
		return w == "reconsider" || w == "revert" && toks[k-1].low == "please" // "Please revert, it fixes nothing"
	case e == k+1:
		return (dismissVerbs[w] || w == "ignore") && (toks[e].flags&fAnaphor != 0 || toks[e].low == "them") ||
			w == "think" && toks[e].low == "again"
	}
	return false
}

// ruledOutFragment reports whether the clause at k is only a verdict
// that rules out what came before it, after a colon or as a sentence:
// "Hypothesis A (downstream slow): ruled out." "Disproven." A table's
// status cell is read by tableVerdicts.
func (t *text) ruledOutFragment(k int) bool {
	toks := t.toks
	if k > 0 && toks[k-1].sent == toks[k].sent && !t.colonAfter(k-1) && !t.arrowBefore(k) {
		return false
	}
	var w [3]string
	n := 0
	for j := k; j < len(toks) && toks[j].clause == toks[k].clause; j++ {
		if n == 0 && (toks[j].flags&fFragment != 0) {
			continue
		}
		if n == len(w) {
			return false
		}
		w[n] = toks[j].low
		n++
	}
	switch n {
	case 1:
		return ruledOutWords[w[0]]
	case 2:
		return w[0] == "ruled" && w[1] == "out" || w[0] == "not" && w[1] == "chosen"
	case 3:
		return w[0] == "will" && w[1] == "not" && w[2] == "do" // "Won't Do."
	}
	return false
}

// arrowBefore reports whether an arrow or a spaced "=" stands between the
// word at k and the one before it: "redirect not active until Envoy ready -> ruled out".
func (t *text) arrowBefore(k int) bool {
	between := t.src[t.toks[k-1].end:t.toks[k].start]
	// A spaced "=" equates ("More timeout = more waiting"); "key=true" sets.
	return strings.Contains(between, "->") || strings.Contains(between, "→") || strings.Contains(between, "=>") ||
		strings.Contains(between, " = ")
}

// listTail reports whether the clause at a opens by closing a list: "and
// so on", "and so forth", "etc".
func listTail(toks []token, a int) bool {
	switch toks[a].low {
	case "etc", "etcetera":
		return true
	case "so":
		return a > 0 && toks[a-1].low == "and" && (next(toks, a) == "on" || next(toks, a) == "forth")
	}
	return false
}

// listEndsAt reports whether a list ends at k with "and so on" or
// "etc": "More patience in the client, longer timeouts and so on, is
// treating the symptom" judges the list with a verb after the comma.
func listEndsAt(toks []token, k int) bool {
	switch toks[k].low {
	case "etc", "etcetera":
		return true
	case "on", "forth":
		return k >= 2 && toks[k-1].low == "so" && toks[k-2].low == "and"
	}
	return false
}

// consequence returns where the clause at a, or one of the two before it,
// follows an arrow or an "=" in its sentence, or -1: "Timeout bigger ->
// same error, just later" judges the timeout by what it leads to.
func (t *text) consequence(s sentence, a int) int {
	toks := t.toks
	for n := 0; n < 3 && a > s.first; n++ {
		if t.arrowBefore(a) {
			return a
		}
		for a--; a > s.first && toks[a-1].clause == toks[a].clause; a-- {
		}
	}
	return -1
}

// ruledOutWords are one-word verdicts that rule out what came before.
var ruledOutWords = set("excluded", "eliminated", "disproven", "disproved", "debunked", "refuted", "rejected",
	"declined", "withdrawn", "superseded", "abandoned")

// notEvenThat reports whether the clause at k ends in "not even that":
// "Longer timeouts would be my last resort, and honestly not even that."
func notEvenThat(toks []token, k int) bool {
	e := clauseLast(toks, k)
	return e-k >= 2 && toks[e].flags&fAnaphor != 0 && toks[e-1].low == "even" && toks[e-2].low == "not"
}

// fragmentWords may stand with a rejection phrase in a verdict fragment:
// "a distraction", "pure band-aid", "useless here", "a crutch at best".
var fragmentWords = set("a", "an", "the", "equally", "likewise", "similarly", "would", "pure", "purely", "just", "only", "here", "there", "in",
	"this", "that", "it", "is", "are", "was", "case", "total", "totally", "complete", "completely",
	"classic", "at", "best", "really", "quite", "utterly", "honestly", "frankly", "imo", "imho",
	"basically", "simply", "mostly", "all", "such", "big", "huge", "another", "kind", "of", "sort",
	"bit", "again", "too", "also", "so", "and", "but", "yeah", "well", "seriously", "anyway",
	"probably", "likely", "mere", "merely", "mostly", "entirely", "both", "these", "those", "situation",
	"seems", "sounds", "very", "highly", "lol", "haha", "lmao", "tbh", "mate", "thinking")

// verdictFragment reports whether the clause starting at k is a verdict
// with no subject of its own, which passes judgement on the clause or
// sentence before it: "Raising the timeout - a crutch." "Longer timeouts.
// Pointless." "Bigger timeouts? Useless here." It is made only of a
// rejection phrase and words such as "a", "pure", "here", "at best".
func verdictFragment(toks []token, k int) bool {
	rej := false
	for j := k; j < len(toks) && toks[j].clause == toks[k].clause; j++ {
		switch {
		case toks[j].flags&fRejection != 0:
			rej = true
		case rej && fragmentReasons[toks[j].low]:
			return true // "pointless for an instant refusal": the verdict and its reason
		case (toks[j].flags&fFragment != 0) || isDigits(toks[j].low):
		default:
			return false
		}
	}
	return rej
}

// fragmentReasons may give the reason after a verdict fragment: "bigger
// timeouts - pointless for an instant refusal", "useless when nothing
// listens".
var fragmentReasons = set("for", "when", "because", "since", "given", "as", "if", "with")

// yesUntil reports whether toks[k:last] opens a new clause with "until"
// (after "right" or "up"), a yes that names when it stops being true, or
// with "if you enjoy ...", a yes that mocks.
func yesUntil(toks []token, k, last int) bool {
	if k >= last || toks[k].clause == toks[k-1].clause {
		return false
	}
	if k+2 < last && toks[k].low == "if" && toks[k+1].low == "you" && relishes[toks[k+2].stem] {
		return true // "Sure, if you enjoy waiting for errors."
	}
	for k < last && (toks[k].low == "right" || toks[k].low == "up") {
		k++
	}
	return k < last && (toks[k].low == "until" || toks[k].low == "till")
}

// relishes, in "Sure, if you enjoy ...", make a yes ironic.
var relishes = stems("enjoy", "like", "love", "fancy", "relish")

// notBother reports whether the clause at k only declines to bother:
// "Wouldn't bother", "I wouldn't bother with it".
func notBother(toks []token, k int) bool {
	seenNot := false
	for j := k; j < len(toks) && toks[j].clause == toks[k].clause && j < k+6; j++ {
		switch w := toks[j].low; {
		case w == "not":
			seenNot = true
		case w == "bother":
			return seenNot
		case w != "i" && w != "we" && w != "would" && w != "will" && w != "do" && w != "honestly" && w != "really":
			return false
		}
	}
	return false
}

// deniesBack reports whether sentence n opens with an anaphor whose
// clause denies or rejects: "It wouldn't help.", "That changes nothing."
func deniesBack(toks []token, n sentence) bool {
	k := n.first
	if k >= n.last || toks[k].flags&fAnaphor == 0 {
		return false
	}
	for j := k + 1; j < n.last && toks[j].clause == toks[k].clause; j++ {
		if toks[j].low == "not" || toks[j].low == "never" || toks[j].flags&(fRejection|fHider) != 0 {
			return true
		}
	}
	return false
}

// rejectsAtOnce reports whether the first clause of an answer at k holds
// a rejection phrase: the reply judges what was asked.
func rejectsAtOnce(toks []token, k int) bool {
	for j := k; j < len(toks) && toks[j].clause == toks[k].clause; j++ {
		if toks[j].flags&fRejection != 0 {
			return true
		}
	}
	return false
}

// judgesAnaphor reports whether the clause at k opens with an anaphor
// ("that", "it", "this") and rejects or hides: "that would just make the
// failure slower", "it only hides the race".
func judgesAnaphor(toks []token, k int) bool {
	for k+1 < len(toks) && asides[toks[k].low] && toks[k+1].clause == toks[k].clause {
		k++ // "Honestly that would ..."
	}
	if toks[k].flags&fAnaphor == 0 {
		return false
	}
	for j := k + 1; j < len(toks) && toks[j].clause == toks[k].clause; j++ {
		if toks[j].flags&(fRejection|fHider) != 0 {
			return true
		}
	}
	return false
}

// Kinds of reply to a question.
const (
	answerNone = iota
	answerNo
	answerYes
)

// answer tells whether sentence s opens with a bare negative ("No.", "Not
// really", "Bad idea") or affirmative ("Yes", "Maybe", "Probably") reply.
func answer(t *text, s sentence) int {
	toks := t.toks
	k0 := t.afterSpeaker(s)
	if t.thumbsDown(s, k0) || k0 > s.first && verdictReply(toks, k0) || ratherNot(toks, k0, s.last) {
		return answerNo // "tom: just bump it?" "dan: won't help", "jens: :-1: ..."
	}
	if toks[k0].low == "meh" && k0+1 >= s.last || ifOnly(toks, k0) {
		return answerNo // "Bigger timeout? Meh.", "Traffic skips Envoy until it's ready? If only."
	}
	// "Longer timeout? Eh, I don't think so.": a hesitation before the
	// answer is not the answer.
	for j := k0; j < s.last && hesitations[toks[j].low]; j++ {
		if j+1 < s.last && toks[j+1].clause != toks[k0].clause {
			k0 = j + 1
			if k0+1 < s.last && toks[k0].low == "and" {
				k0++ // "Checked, and no"
			}
			break
		}
	}
	// "I think so, at least short term": a yes.
	if k0+2 < s.last && toks[k0].low == "i" && stanceOpeners[toks[k0+1].low] && toks[k0+2].low == "so" &&
		(k0+3 >= s.last || toks[k0+3].clause != toks[k0].clause) && !butDoubts(toks, s) {
		return answerYes
	}
	// "I'd say yes, as a stopgap", "I think not": the speaker's stance
	// before the answer is not the answer.
	if k0+2 < s.last && toks[k0].low == "i" {
		switch {
		case toks[k0+1].low == "would" && toks[k0+2].low == "say" && k0+3 < s.last:
			k0 += 3
		case stanceOpeners[toks[k0+1].low] && (toks[k0+2].flags&(fYes|fStrongNo) != 0):
			k0 += 2
		}
	}
	// "If you're stuck on an old mesh, yeah, as a fallback": the
	// condition comes before the answer.
	if toks[k0].low == "if" || toks[k0].low == "when" || toks[k0].low == "unless" {
		for j := k0 + 2; j < s.last && j <= k0+16; j++ {
			if strings.ContainsAny(t.src[toks[j-1].end:toks[j].start], ",;:") {
				if toks[j].flags&(fYes|fStrongNo) != 0 {
					k0 = j
				}
				break
			}
		}
	}
	// "On a refused connect there's nothing to wait for": the case comes
	// before the answer.
	if answerPrepositions[toks[k0].low] {
		for j := k0 + 1; j < s.last && j <= k0+8; j++ {
			if toks[j].clause != toks[k0].clause {
				if strings.ContainsAny(t.src[toks[j-1].end:toks[j].start], ",") {
					k0 = j
				}
				break
			}
		}
	}
	// "For now, yeah, I think so": when it holds comes before the answer.
	if k0+2 < s.last && (toks[k0].low == "for" && toks[k0+1].low == "now" || toks[k0].low == "short" && toks[k0+1].low == "term") &&
		toks[k0+2].clause != toks[k0].clause {
		k0 += 2
	}
	// "In my experience mostly yes", "In practice, no": where the answer
	// comes from is not the answer.
	if n := experienceOpener(toks, k0, s.last); n > 0 {
		k0 += n
	}
	// "A little, as a stopgap, yes": how much comes before the answer.
	if k0+2 < s.last && toks[k0].low == "a" && (toks[k0+1].low == "little" || toks[k0+1].low == "bit" || toks[k0+1].low == "tad") &&
		toks[k0+2].clause != toks[k0].clause {
		k0 += 2
	}
	// "As a stopgap, sure", "For a quick patch, yeah": the role comes
	// before the answer.
	if k0+2 < s.last && (toks[k0].low == "as" || toks[k0].low == "for") && (toks[k0+1].low == "a" || toks[k0+1].low == "an") && stopgaps[toks[k0+2].stem] {
		for j := k0 + 3; j < s.last; j++ {
			if toks[j].clause != toks[k0].clause {
				k0 = j
				break
			}
		}
		// "As a stopgap while the config change rolls out, yes": the
		// role's own "while" clause comes before the answer too.
		if w := toks[k0].low; (w == "while" || w == "until" || w == "till") && clauseLast(toks, k0)+1 < s.last {
			k0 = clauseLast(toks, k0) + 1
		}
	}
	s.first = k0
	if subjectless(toks, s.first, s.last) && verdictFollows(toks, s.first+2, toks[s.first].clause) {
		return answerNo // "Downstream slowness? Doesn't explain the instant failures."
	}
	if verdictFragment(toks, s.first) || doubts(toks, s) {
		return answerNo // "Bigger timeouts? Useless here." "Longer timeout? I'm not convinced"
	}
	if toks[s.first].flags&fYes != 0 && yesUntil(toks, s.first+1, s.last) {
		return answerNo // "Sure, right up until the day Envoy takes eleven."
	}
	if notBother(toks, s.first) {
		return answerNo // "Longer timeouts? Wouldn't bother, nothing is timing out."
	}
	if s.first+1 < s.last && toks[s.first].low == "only" && (toks[s.first+1].low == "if" || toks[s.first+1].low == "when") {
		return answerNo // "Traffic going direct until the sidecar is ready? Only if you excluded the port."
	}
	if rejectsAtOnce(toks, s.first) {
		return answerNo // "A longer timeout? I can't see how that would change anything ..."
	}
	if judgesAnaphor(toks, s.first) {
		return answerNo // "Raising timeouts? Honestly that would just make the failure slower."
	}
	if checkVerbs[toks[s.first].stem] || toks[s.first].low == "look" {
		return answerYes // "Is the upstream overloaded? Check its CPU." suspects it
	}
	if thereIsNothing(toks, s) {
		return answerNo // "Longer timeouts? There's nothing to wait for."
	}
	if answerPrepositions[toks[s.first].low] {
		// "Bigger timeouts? On a refused connect there's nothing to wait for."
		for j := s.first + 2; j+2 < s.last && j <= s.first+8; j++ {
			if thereIsNothing(toks, sentence{first: j, last: s.last}) {
				return answerNo
			}
		}
	}
	if itDoes(toks, s) {
		if butDoubts(toks, s) {
			return answerNo
		}
		return answerYes // "Does bumping the client timeout help? It does, somewhat"
	}
	no, yes, other := false, false, false
	for k := s.first; k < s.last && toks[k].clause == toks[s.first].clause; k++ {
		f := toks[k].flags
		switch {
		case toks[k].low == "for" && k+1 < s.last && toks[k+1].low == "now":
			k++ // "I'd say yes for now": when it holds, not which way
		case f&fStrongNo != 0:
			no = true
		case f&fYes != 0:
			yes = true
		case f&fNoAnswer == 0:
			other = true
		}
	}
	switch {
	case other:
		return answerNone
	case no:
		return answerNo
	case yes:
		if butDoubts(toks, s) || deniedAfterYes(toks, s) {
			return answerNo // "Maybe, but ... I doubt a timeout even comes into play."
		}
		return answerYes
	}
	return answerNone
}

// experienceOpener returns how many words at k open a reply by saying
// where it comes from ("in my experience", "from experience", "in
// practice"), or 0.
func experienceOpener(toks []token, k, last int) int {
	if k+2 >= last || toks[k].low != "in" && toks[k].low != "from" {
		return 0
	}
	n := 1
	if toks[k+n].low == "my" || toks[k+n].low == "our" {
		n++
	}
	if w := toks[k+n].low; w == "experience" || n == 1 && w == "practice" {
		return n + 1
	}
	return 0
}

// thereIsNothing reports whether sentence s opens by saying that
// something is absent, which answers a question with no: "There's
// nothing to wait for", "There is no slow request here".
func thereIsNothing(toks []token, s sentence) bool {
	k := s.first
	return k+2 < s.last && toks[k].low == "there" && (toks[k+1].low == "is" || toks[k+1].low == "was") &&
		(toks[k+2].low == "nothing" || toks[k+2].low == "no")
}

// itDoes reports whether the first clause of s is only a pronoun and an
// auxiliary that say yes to a question: "It does, somewhat", "It would."
func itDoes(toks []token, s sentence) bool {
	k := s.first
	if k+1 >= s.last || toks[k+1].clause != toks[k].clause || k+2 < s.last && toks[k+2].clause == toks[k].clause {
		return false
	}
	switch toks[k].low {
	case "it", "that", "they", "this":
	default:
		return false
	}
	switch toks[k+1].low {
	case "does", "do", "did", "would", "will", "can", "could", "might", "may", "helps", "help", "works", "work":
		return true
	}
	return false
}

// asksWhy reports whether question q opens with a question word that
// asks for a reason or a place: "Why would Stripe refuse ...?"
func (t *text) asksWhy(q int) bool {
	s := t.sents[q]
	k := t.afterSpeaker(s)
	for k < s.last && questionLeads[t.toks[k].low] {
		k++
	}
	return k < s.last && whWords[t.toks[k].low]
}

// whWords open a question that asks for something other than yes or no.
var whWords = set("why", "how", "what", "where", "when", "who", "which")

// itDoesNot reports whether the first clause of s is only a pronoun, an
// auxiliary and "not", which say no to a question: "It doesn't, there's
// no fallback path", "That won't."
func itDoesNot(toks []token, s sentence) bool {
	k := s.first
	if k+2 >= s.last || toks[k+2].low != "not" || toks[k+2].clause != toks[k].clause ||
		k+3 < s.last && toks[k+3].clause == toks[k].clause {
		return false
	}
	return itDoes(toks, sentence{first: k, last: k + 2})
}

// onlyHesitation reports whether sentence s is made of hesitations only:
// "Bumping timeouts? Meh. Pointless."
func (t *text) onlyHesitation(s sentence) bool {
	for k := s.first; k < s.last; k++ {
		if !hesitations[t.toks[k].low] {
			return false
		}
	}
	return s.first < s.last
}

// deniedAfterYes reports whether the clause after a "yeah" that opens
// sentence s denies with the question's own subject: "Kubernetes starts
// them top to bottom and waits? Yeah, it doesn't wait."
func deniedAfterYes(toks []token, s sentence) bool {
	k := s.first
	for k < s.last && toks[k].clause == toks[s.first].clause {
		k++
	}
	return k+2 < s.last && (toks[k].low == "it" || toks[k].low == "they" || toks[k].low == "that") &&
		toks[k+1].flags&fAuxiliary != 0 && toks[k+2].low == "not"
}

// butDoubts reports whether a "but" clause later in sentence s doubts or
// denies what the answer at its start granted.
func butDoubts(toks []token, s sentence) bool {
	for k := s.first + 1; k < s.last; k++ {
		if toks[k].low != "but" || toks[k].clause == toks[k-1].clause {
			continue
		}
		for j := k + 1; j < s.last; j++ {
			switch toks[j].low {
			case "doubt", "doubtful", "unlikely":
				return true
			case "not":
				if j+1 < s.last && doubtWords[toks[j+1].low] {
					return true // "Maybe, but I'm not convinced they'd help"
				}
			}
		}
		return false
	}
	return false
}

// afterthoughtDoubts rejects what a "but" clause then doubts: "Maybe the
// database is overloaded, but I don't think so", "Part of me wonders
// whether traffic goes direct, but I doubt that's how it works". The
// doubt takes back the clauses before it in its sentence, or the sentence
// before when it opens one.
func (t *text) afterthoughtDoubts() {
	toks := t.toks
	for k := 1; k < len(toks); k++ {
		if toks[k].clause == toks[k-1].clause && toks[k].sent == toks[k-1].sent {
			continue
		}
		j := k
		if s := t.sents[toks[k].sent]; k == s.first && s.speaker > 0 {
			j = t.afterSpeaker(s) // "Wei 14:58: I doubt that buys anything"
		}
		for j < len(toks) && toks[j].clause == toks[k].clause && j < k+3 {
			if w := toks[j].low; w == "but" || w == "though" || w == "although" || w == "honestly" || w == "tbh" || w == "so" {
				j++
			} else if w == "i" && next(toks, j) == "mean" {
				j += 2 // "I mean I'm not convinced that does anything"
			} else {
				break
			}
		}
		if !doubtsBack(toks, j) && !ruledOut(toks, j) {
			continue
		}
		s := t.sents[toks[k].sent]
		switch {
		case k > s.first:
			t.reject(s.first, k, k)
			if si := int(toks[k].sent); si > 0 && t.sents[si-1].question && s.speaker == 0 {
				// "Longer timeout? Dunno, an instant 503 doesn't look like
				// it, so I wouldn't bet on it." doubts the question too.
				p := t.sents[si-1]
				t.reject(p.first, p.last, k)
			}
		case toks[k].sent > 0 && s.speaker > 0:
			// A reply doubts the message it answers.
			t.reject(t.sents[t.repliedMessage(int(toks[k].sent))].first, s.first, j)
		case toks[k].sent > 0:
			p := t.sents[toks[k].sent-1]
			t.reject(p.first, p.last, k)
		}
	}
}

// ruledOut reports whether the clause at k rules out what was just said
// and nothing else: "..., so that's out", "that's ruled out by its logs".
func ruledOut(toks []token, k int) bool {
	if k+2 >= len(toks) || toks[k].low != "that" && toks[k].low != "this" || toks[k+1].low != "is" {
		return false
	}
	j := k + 2
	if toks[j].low == "ruled" && j+1 < len(toks) {
		j++
	}
	if toks[j].low != "out" || toks[j].clause != toks[k].clause {
		return false
	}
	j++
	for j < len(toks) && toks[j].clause == toks[k].clause && (toks[j].low == "too" || toks[j].low == "as" || toks[j].low == "well") {
		j++
	}
	// "that's ruled out by its logs" gives the evidence.
	return j >= len(toks) || toks[j].clause != toks[k].clause || toks[j].low == "by"
}

// doubtsBack reports whether the words at k doubt what was just said:
// "I don't think so", "I don't think that's it", "I doubt it", "I'm not
// sure that's right".
func doubtsBack(toks []token, k int) bool {
	for k < len(toks) && (toks[k].low == "honestly" || toks[k].low == "personally" || toks[k].low == "really") {
		k++
	}
	if k+2 >= len(toks) || toks[k].low != "i" && toks[k].low != "we" {
		return false
	}
	j := k + 1
	switch toks[j].low {
	case "doubt":
		j++
	case "would":
		// "I wouldn't bet on it"
		return k+5 < len(toks) && toks[j+1].low == "not" && toks[j+2].low == "bet" && toks[j+3].low == "on" &&
			(toks[j+4].flags&fAnaphor != 0) && (k+6 >= len(toks) || toks[k+6].clause != toks[k].clause)
	case "can", "could":
		// "I can't see that helping much", "I can't imagine it working"
		return k+5 < len(toks) && toks[j+1].low == "not" && fancies[toks[j+2].low] &&
			toks[j+3].flags&fAnaphor != 0 && uses[toks[j+4].stem] && toks[j+4].clause == toks[k].clause
	case "do", "am", "are":
		if toks[j+1].low != "not" {
			return false
		}
		j += 2
		if j < len(toks) && toks[j].low == "really" {
			j++
		}
		if j >= len(toks) || !doubtWords[toks[j].low] {
			return false
		}
		j++
		if j < len(toks) && (toks[j].low == "about" || toks[j].low == "of") {
			j++
		}
	default:
		return false
	}
	// What the doubt is about must be what was just said, not a new claim:
	// "but I don't think the proxy is ready" asserts.
	if j >= len(toks) || toks[j].sent != toks[k].sent || toks[j].clause != toks[k].clause {
		return true
	}
	end := func(i int) bool { return i >= len(toks) || toks[i].clause != toks[j].clause }
	switch toks[j].low {
	case "so", "either":
		return true
	case "we":
		// "I don't think we want this", "... we need that"
		return j+2 < len(toks) && (toks[j+1].low == "want" || toks[j+1].low == "need") && toks[j+2].flags&fAnaphor != 0 && end(j+3)
	case "it":
		// "I doubt it", "I don't think it is": not "I doubt it's the proxy".
		return end(j+1) || anaphorVerbs[toks[j+1].low] && (end(j+2) || doubtTails[toks[j+2].low])
	case "that", "this":
		// "I don't think that's it", "... that's how it works": not "I
		// doubt that the proxy is ready", which doubts something new,
		// nor "I don't think this is a race with the proxy".
		if end(j+1) || !anaphorVerbs[toks[j+1].low] {
			return end(j + 1)
		}
		if w := toks[j+1].low; w != "is" && w != "was" || end(j+2) || doubtTails[toks[j+2].low] || toks[j+2].low == "how" {
			return true
		}
		return j+3 < len(toks) && toks[j+2].low == "the" && blamedRoles[toks[j+3].low] && end(j+4)
	case "they", "those", "these":
		// "I doubt they'd buy anything", "I don't think they help"
		return j+1 < len(toks) && (anaphorVerbs[toks[j+1].low] || toks[j+1].low == "help" || toks[j+1].low == "matter")
	}
	return false
}

// fancies and uses make "I can't see that helping", "I can't imagine
// it working": a doubt that what was just said would do any good.
var fancies = set("see", "imagine", "picture", "envision")
var uses = stems("help", "work", "matter", "change", "fix", "solve", "buy", "do", "make", "improve", "save")

// anaphorVerbs follow a "that" or "it" that points back: "that's it",
// "that explains it", "it would".
var anaphorVerbs = set("is", "was", "would", "will", "explains", "matters", "works", "helps", "fits",
	"holds", "happens", "applies", "makes", "does", "did", "changes", "buys", "solves", "fixes")

// blamedRoles, after "I don't think that's the", doubt what was just
// said: "I don't think that's the problem".
var blamedRoles = set("problem", "issue", "cause", "case", "answer", "fix", "reason", "culprit", "explanation")

// doubtTails end "I doubt it's ...": "it's it", "it's right".
var doubtTails = set("it", "that", "right", "true", "likely", "relevant", "related", "enough", "real", "correct", "accurate",
	"valid", "plausible", "possible", "what", "sufficient", "realistic", "really", "actually", "quite", "entirely", "all")

// ratherNot reports whether the reply at k opens "I'd rather not" or
// "rather not".
func ratherNot(toks []token, k, last int) bool {
	if k < last && (toks[k].low == "i" || toks[k].low == "we") {
		k++
	}
	if k < last && toks[k].low == "would" {
		k++
	}
	return k+1 < last && toks[k].low == "rather" && toks[k+1].low == "not"
}

// doubtWords after a "not" in the first clause of an answer make it a
// negative one: "Longer timeout? I'm not convinced", "Not sure that helps."
var doubtWords = set("convinced", "sure", "persuaded", "buying", "buy", "think", "believe", "confident", "certain")

// doubts reports whether the first clause of s expresses doubt: "I'm not
// convinced", "I doubt it", "unlikely".
func doubts(toks []token, s sentence) bool {
	for k := s.first; k < s.last && toks[k].clause == toks[s.first].clause && k < s.first+4; k++ {
		switch w := toks[k].low; {
		case w == "doubt" || w == "unlikely" || w == "doubtful":
			return true
		case w == "not" && k+1 < s.last && doubtWords[toks[k+1].low]:
			return true
		}
	}
	return false
}

// questionOpeners open a sentence that asks rather than states: "Is the
// database slow?", "Should we raise the timeout?", "Why not ...?".
var questionOpeners = set("is", "are", "was", "were", "am", "do", "does", "did", "have", "has",
	"had", "can", "could", "should", "would", "will", "shall", "may", "might", "must", "what",
	"why", "how", "where", "when", "who", "which", "whose", "any", "anyone", "anything", "isn",
	"aren", "couldn", "shouldn", "wouldn", "doesn", "don")

// questionLeads may come before the word that opens a question: "So,
// should we ...?", "OK, is it ...?".
var questionLeads = set("so", "and", "but", "or", "then", "ok", "okay", "um", "uh", "hmm", "well",
	"now", "also", "right", "oh", "meanwhile")

// interrogative reports whether the question s asks, with the word order
// of a question ("Should we raise the timeout?", "Is the database
// slow?"), rather than states with a rising tone: "Probably the
// downstream is still starting, so it refuses at first?", "DB not
// ready?" and "Bigger timeouts?" put forward a tentative answer, which a
// rater holds against the candidate unless an answer says no.
func interrogative(t *text, s sentence) bool {
	toks := t.toks
	k := t.afterSpeaker(s) // "raj commented\nHave you tried ...?"
	if t.checklistItem(s) {
		return false // "Things I'd check: * is the backend overloaded?" suspects it
	}
	// "[interviewer: would a longer timeout help?]": the question follows
	// its head.
	for h := k; h+1 < s.last && toks[h].clause == toks[k].clause; h++ {
		if toks[h+1].clause != toks[h].clause && t.colonAfter(h) {
			k = h + 1
			break
		}
	}
	for k < s.last && questionLeads[toks[k].low] {
		k++
	}
	if k == s.last {
		return true
	}
	if questionOpeners[toks[k].low] {
		return true
	}
	// Anything else is a tentative answer: "DB not ready?", "Bigger
	// timeouts?" propose what they name unless an answer says no.
	return false
}

// checklistItem reports whether s is an item of a list under a head that
// checks ("Things I'd check:", "What I'd look at first:"): its questions
// are what the speaker suspects.
func (t *text) checklistItem(s sentence) bool {
	si := int(t.toks[s.first].sent)
	for si >= 0 && t.listItem(si) {
		si--
	}
	if si < 0 || si == int(t.toks[s.first].sent) {
		return false
	}
	h := t.sents[si]
	if !t.colonAfter(h.last - 1) {
		return false
	}
	for k := h.first; k < h.last; k++ {
		if checkVerbs[t.toks[k].stem] || t.toks[k].low == "look" || t.toks[k].stem == "investigate" {
			return true
		}
	}
	return false
}

// rejectClause rejects the clause of the token at trig, and the clauses it
// leans on (rule 4 above).
func (t *text) rejectClause(trig int) { t.rejectClauseUpTo(trig, -1) }

// rejectClauseUpTo rejects the clause of the token at trig up to token
// stop (excluded), or to its end when stop is -1, and the clauses it
// leans on.
func (t *text) rejectClauseUpTo(trig, stop int) {
	toks := t.toks
	if toks[trig].rej >= 0 {
		return // its clause, and those it leans on, are rejected already
	}
	s := t.sents[toks[trig].sent]
	a, b := trig, trig
	for a > s.first && toks[a-1].clause == toks[trig].clause {
		a--
	}
	for b < s.last && toks[b].clause == toks[trig].clause {
		b++
	}
	if stop >= 0 && stop < b {
		b = stop
	}
	if conditionalScope(toks, trig) {
		// "If retries alone aren't enough I'd fall back to a longer
		// timeout": the verdict judges the condition, not the plan.
		for j := trig + 1; j < b; j++ {
			// "..., I'd fall back to ...", "if that's not enough bump the
			// client timeouts"
			if mainClause(toks, j) {
				b = j
				break
			}
		}
	}
	t.reject(a, b, trig)
	if si := int(toks[trig].sent); si > 0 && a == s.first && trig == a && (rejectingOpeners[toks[a].low] ||
		toks[a].low == "not" && notAdopted[next(toks, a)]) {
		// "A. Increase client timeouts. Not adopted: ..."
		// "Increased the timeouts. Closed without merging."
		p := t.sents[si-1]
		t.reject(p.first, p.last, trig)
	}
	if si := int(toks[trig].sent); si > 0 && a == s.first && next(toks, trig) == "otherwise" && !t.sents[si-1].question {
		// "Postgres is slow to accept new connections. The evidence says
		// otherwise: ...": "otherwise" points back at the claim before.
		p := t.sents[si-1]
		t.reject(p.first, p.last, trig)
	}
	if si := int(toks[trig].sent); si > 0 && a > s.first && namesWhatWasSaid(toks, a, b) {
		// "Subsequent tracing showed ..., so that conclusion is withdrawn."
		p := t.sents[si-1]
		t.reject(p.first, p.last, trig)
	}
	if a > s.first && viewOpening(toks, s) > 0 && unpunctuated(toks, s.first, a) {
		// "The idea that traffic skips the proxy until it's ready is
		// just wrong" judges the idea, over the clauses inside it.
		t.reject(s.first, a, trig)
		return
	}
	if a > s.first && (listTail(toks, a) || listEndsAt(toks, a-1) && (toks[a].flags&fAuxiliary != 0 || copulas[toks[a].low])) {
		// "Longer timeouts, bigger retry budgets and so on only paper
		// over that": the verdict is on the whole list before it.
		t.reject(s.first, a, trig)
	}
	if c := t.consequence(s, a); c > s.first {
		t.reject(s.first, c, trig) // "More timeout = more waiting for nothing."
	}
	// "Traffic bypasses the proxy until it's ready - this is wrong": a
	// rejection that points back with "this" takes the "until" clause with
	// the clause it qualifies.
	pointsBack := toks[a].flags&fAnaphor != 0 || a+1 < b && toks[a].flags&fConjunction != 0 && toks[a+1].flags&fAnaphor != 0
	if pointsBack && a > s.first {
		// An interjection before the anaphor does not keep it from
		// pointing back: inside a sentence it turns on what came before
		// it ("add a longer connect timeout... wait, that makes no
		// sense"); opening one, the anaphor opens it ("Wait, that makes no
		// sense.").
		if c := clauseStart(toks, s, a-1); interjectedOpening(toks, c, a) {
			if c > s.first {
				t.reject(s.first, c, trig)
			} else {
				s.first = a
			}
		}
	}
	for leansBack(toks, a, b) || pointsBack && a > s.first && toks[a].low == "until" {
		if a == s.first {
			k := a
			for k < b && toks[k].flags&fConjunction != 0 {
				k++
			}
			k += viewpoint(toks, k, b) // "For me it's not the good answer"
			if k+2 < b && toks[k].low == "i" && stanceOpeners[toks[k+1].low] && (toks[k+2].low == "that" || toks[k+2].low == "this") {
				k += 2 // "I think that is the wrong approach."
			}
			if k+3 < b && toks[k].low == "i" && toks[k+1].low == "would" && stanceOpeners[toks[k+2].low] &&
				(toks[k+3].low == "that" || toks[k+3].low == "this") {
				k += 3 // "I'd find that hard to square with ..."
			}
			if k+2 < b && (toks[k].low == "turned" || toks[k].low == "turns") && toks[k+1].low == "out" {
				k += 2 // "Turned out it was completely innocent."
				if toks[k].low == "that" && k+1 < b {
					k++
				}
			}
			// "That way it doesn't matter when the proxy is ready" says what
			// the fix before buys, it does not judge it.
			if si := int(toks[trig].sent); si > 0 && (toks[k].flags&fAnaphor != 0 && !(k+1 < b && toks[k+1].low == "way") || subjectless(toks, k, b) ||
				// "No good." judges the sentence before; "no point touching
				// timeouts" names its own topic.
				k == trig && b-k <= 3 && (toks[k].low == "no" || toks[k].low == "not" || toks[k].low == "never") ||
				undoes(toks, k, b)) && !butGrants(toks, s, b) {
				// "2. Longer timeouts. No good, ..." judges the sentence before.
				p := t.sents[si-1]
				t.reject(p.first, p.last, trig)
				if h := t.listHead(si); h >= 0 {
					// "**4. Longer timeouts** / + trivial / - doesn't help
					// at all": a con judges the option its list is under,
					// as far as red flags go (a con of a right fix does not
					// unsay it).
					t.suppose(t.sents[h].first, t.sents[h].last, trig)
				}
			}
			return
		}
		if toks[a-1].rej >= 0 {
			return
		}
		b = a
		for a--; a > s.first && toks[a-1].clause == toks[b-1].clause; a-- {
		}
		t.reject(a, b, trig)
	}
}

// namesWhatWasSaid reports whether the clause toks[a:b] opens, after a
// conjunction, with "that" or "this" and a noun for an idea or a change:
// "so that conclusion is withdrawn", "and this fix got reverted".
func namesWhatWasSaid(toks []token, a, b int) bool {
	for a < b && toks[a].flags&fConjunction != 0 {
		a++
	}
	return a+1 < b && (toks[a].low == "that" || toks[a].low == "this") &&
		(itemNouns[toks[a+1].stem] || (toks[a+1].flags&fViewNoun != 0))
}

// viewOpening returns the index of the "that" when sentence s opens with
// a belief as its subject, "The idea that ...", "This notion that ...",
// or -1.
func viewOpening(toks []token, s sentence) int {
	k := s.first
	if k+2 >= s.last || toks[k].low != "the" && toks[k].low != "this" && toks[k].low != "that" {
		return -1
	}
	// "The mental model where ...", "The comforting theory that ... is
	// simply false", "The tidy mental model where ... is wrong": up to two
	// words may describe the view.
	for m := 0; m < 2 && k+3 < s.last && !beliefNouns[toks[k+1].stem] && toks[k+1].clause == toks[s.first].clause &&
		(beliefNouns[toks[k+2].stem] || m == 0 && k+4 < s.last && beliefNouns[toks[k+3].stem]); m++ {
		k++
	}
	if !beliefNouns[toks[k+1].stem] || toks[k+2].low != "that" && toks[k+2].low != "where" {
		return -1
	}
	return k + 2
}

// beliefNouns name what someone holds true, unlike a fix or a plan.
var beliefNouns = stems("belief", "assumption", "idea", "theory", "notion", "claim", "myth",
	"misconception", "impression", "premise", "hypothesis", "model", "picture", "intuition", "expectation",
	"understanding", "perception", "narrative", "hunch")

// unpunctuated reports whether no punctuation separates the words of
// toks[a:b].
func unpunctuated(toks []token, a, b int) bool {
	for j := a + 1; j < b; j++ {
		// A contraction's two words touch: "it's" is not punctuated.
		if gap := toks[j].start - toks[j-1].end; gap != 1 && gap != 0 {
			return false
		}
	}
	return true
}

// butGrants reports whether sentence s goes on after token b with a
// "but" that grants what its anaphor stands for: "It won't fix the root
// cause, but it should reduce the noise" concedes a limit of a mitigation
// the speaker still proposes.
func butGrants(toks []token, s sentence, b int) bool {
	if b+2 >= s.last || toks[b].low != "but" || toks[b+1].flags&fAnaphor == 0 {
		return false
	}
	for j := b + 1; j < s.last && toks[j].clause == toks[b].clause; j++ {
		if toks[j].flags&fNegator != 0 || toks[j].rej >= 0 {
			return false
		}
	}
	return true
}

// floatedViews reports whether the head toks[a:b] names views in the
// plural that were floated, heard or another agent's: "Three theories got
// floated", "Explanations I've heard", "Support came back with two ideas".
func floatedViews(toks []token, a, b int) bool {
	plural := false
	for j := a; j < b; j++ {
		w := toks[j].low
		if (toks[j].flags&fViewNoun != 0) && strings.HasSuffix(w, "s") && w != toks[j].stem {
			plural = true
		} else if plural && (floated[w] || w == "heard" || w == "suggested" || w == "proposed") {
			return true
		}
	}
	// "Support came back with two ideas:", "The vendor had three suggestions:"
	for j := a; plural && j < b; j++ {
		if isAgent(toks, j) && toks[j].flags&fViewNoun == 0 {
			return true
		}
	}
	return false
}

// listHead returns the sentence that heads the list whose item is
// sentence si, the nearest before it that is not a list item, or -1.
func (t *text) listHead(si int) int {
	if !t.listItem(si) {
		return -1
	}
	h := si - 1
	for h >= 0 && t.listItem(h) {
		h--
	}
	return h
}

// headWords may open a head that rejects with a negator: "What I would
// not do:", "Things that won't help:".
var headWords = set("what", "things", "thing", "stuff", "fixes", "options", "ideas", "answers",
	"approaches", "suggestions", "solutions", "workarounds", "alternatives",
	// "Two hypotheses I would rule out early. First, that ..."
	"hypotheses", "theories", "explanations", "suspects", "causes", "candidates")

// statingWords make a clause a statement rather than a label: in "the
// timeout is the wrong knob: fix the order" the colon introduces the
// correction, not more of what is wrong.
var statingWords = set("is", "are", "was", "were", "be", "been", "it", "this", "that", "i", "we",
	"you", "would", "will", "should", "could", "can")

// enumerators open the items of a counted head written as sentences:
// "One, ... Two, ..."
var enumerators = set("one", "two", "three", "four", "first", "second", "third", "fourth", "firstly",
	"secondly", "thirdly")

// headCounts may come before a head word: "Two things I would not do:".
// headQuantities may follow a head count: "a couple of", "a few more".
var headQuantities = set("couple", "few", "handful", "pair", "number", "of", "more", "other")

var headCounts = set("two", "three", "four", "one", "a", "few", "some", "the", "common", "usual", "typical")

// maxHead is the most words a rejecting head may have: "Things I've seen
// people try that don't work:".
const maxHead = 12

// rejectingHeads makes what a head ending in a colon introduces a
// hypothesis (red flags void, key points stand: the list of wrong fixes
// may explain why they fail) when the head itself rejects: "Two tempting wrong answers: the database is
// overloaded, and the timeout is too short." "Red herrings:" or "What I
// would not do:" before a list rejects its items. A head is a short
// clause that opens its sentence and ends with a colon, a label rather
// than a statement (no "is", no subject: "the timeout is the wrong knob:
// fix the order" introduces the correction); it rejects with a rejection
// phrase ("wrong", "red herrings", "common mistakes"), or with a negator
// when it opens with "what" or "things". What it introduces runs to the end
// of the sentence or, when the colon ends the line, over the list items
// that follow it.
func (t *text) rejectingHeads() {
	toks := t.toks
	for si, s := range t.sents {
		b := s.first
		for b < s.last && toks[b].clause == toks[s.first].clause {
			b++
		}
		heading := s.heading || t.lineHead(si)
		if heading {
			b = s.last // "### Common mistakes", "Considered and dismissed": the whole line is the head
		}
		for b < s.last && toks[b-1].flags&fRejection != 0 && toks[b].flags&fRejection != 0 {
			b++ // a rejection phrase across a clause break: "Considered and rejected:"
		}
		// "Discarded:" rejects with one word; other heads need two.
		count := 0 // "A couple of": words that count the head, not part of its length
		if headCounts[toks[s.first].low] {
			for count = 1; s.first+count < b && headQuantities[toks[s.first+count].low]; count++ {
			}
		}
		if b-s.first-count > maxHead || b-s.first < 2 && toks[s.first].flags&fRejection == 0 {
			continue
		}
		// "Initial theory (wrong):", "Proposal A (rejected):": a short
		// aside between the head and its colon.
		if !heading && b < s.last && !t.colonAfter(b-1) {
			c := b + 1
			for c < s.last && toks[c].clause == toks[b].clause {
				c++
			}
			if c-b <= 3 && t.colonAfter(c-1) {
				b = c
			}
		}
		// "Two things that are NOT the explanation, because I hear them
		// a lot:": a head may give its reason before the colon.
		for !heading && b < s.last && b-s.first < 2*maxHead && headReasons[toks[b].low] && !t.colonAfter(b-1) {
			c := b + 1
			for c < s.last && toks[c].clause == toks[b].clause {
				c++
			}
			b = c
		}
		lead := s.first // "Two things I would not do:" opens with "things"
		if count > 0 && s.first+count < b {
			lead += count // "A couple of fixes that don't hold up:" opens with "fixes"
		}

		// "Two things I'd steer people away from. One, ... Two, ...": a
		// counted head whose items are the sentences that follow, each
		// opening with its number.
		enumerated := !heading && headCounts[toks[s.first].low] && si+1 < len(t.sents) &&
			enumerators[toks[t.sents[si+1].first].low]
		if enumerated {
			b = s.last
		}
		if !heading && !enumerated && !t.colonAfter(b-1) {
			continue
		}
		if b < s.last && floatedViews(toks, s.first, b) {
			// "Three theories got floated: the DB is slow, the timeout is
			// too short, the sidecar isn't ready." "Explanations I've
			// heard: ...": what follows is other people's, not the
			// speaker's.
			toks[s.first].flags |= fHypothetical
			t.suppose(b, s.last, s.first)
			continue
		}
		if t.dismissedTopic(s, b) {
			// "As for stretching client timeouts: there's nothing to wait
			// for" judges the topic it names.
			toks[s.first].flags |= fHypothetical
			t.suppose(s.first, b, s.first)
			continue
		}
		if !heading && b-1 > s.first && (toks[s.first].low == "i" || toks[s.first].low == "we") && toks[b-1].flags&fAnaphor != 0 {
			// "I doubt it: the injector puts the proxy first ...": the
			// speaker judges what came before, and gives the reason
			// after the colon.
			continue
		}
		// "Ruled out:", "Not it:": a head of a word or two that negates
		// labels what follows as well as "Things that won't help:".
		rejects, label := false, headWords[toks[lead].low] || b-s.first <= 3
		for k := s.first; k < b; k++ {
			// A heading labels with a negator that opens it ("Ruled out",
			// "Not the cause") or follows a head word ("What I ruled
			// out"); "Sidecar not ready" states. "Without
			// native sidecars:" names a case, it rejects nothing.
			rejects = rejects || toks[k].flags&fRejection != 0 || cellVerdictWords[toks[k].low] ||
				label && (!heading || k == s.first || headWords[toks[lead].low]) && toks[k].low != "without" && toks[k].low != "if" && negatorLen(toks, k) > 0
			if statingWords[toks[k].low] && !label {
				rejects = false
				break
			}
		}
		if !rejects {
			continue
		}
		toks[s.first].flags |= fHypothetical
		if b < s.last {
			t.suppose(b, s.last, s.first)
			continue
		}
		if enumerated {
			for n := si + 1; n < len(t.sents) && enumerators[toks[t.sents[n].first].low]; n++ {
				t.suppose(t.sents[n].first, t.sents[n].last, s.first)
			}
			continue
		}
		for n := si + 1; n < len(t.sents) && t.listItem(n); n++ {
			t.suppose(t.sents[n].first, t.sents[n].last, s.first)
		}
	}
}

// trailingDenials rejects a sentence that a short relative clause at its
// end denies: "traffic skips the mesh until Envoy's ready, which it
// doesn't", "..., which is not the case".
func (t *text) trailingDenials() {
	toks := t.toks
	for _, s := range t.sents {
		for k := max(s.first+3, s.last-6); k < s.last; k++ {
			if toks[k].low != "which" || !strings.Contains(t.src[toks[k-1].end:toks[k].start], ",") {
				continue
			}
			if onlyDenial(toks, k+1, s.last) {
				t.reject(s.first, k, k)
			}
			break
		}
	}
}

// onlyDenial reports whether toks[a:b] is a bare denial: a negator and
// denialFillers ("it doesn't", "is not the case").
func onlyDenial(toks []token, a, b int) bool {
	denied := false
	for j := a; j < b; j++ {
		switch {
		case toks[j].low == "not" || toks[j].low == "never":
			denied = true
		case !denialFillers[toks[j].low]:
			return false
		}
	}
	return denied
}

// denialFillers may stand in a trailing denial besides its negator.
var denialFillers = set("it", "they", "that", "this", "he", "she", "does", "do", "did", "is", "are",
	"was", "were", "will", "would", "can", "could", "has", "have", "the", "case", "true", "so",
	"really", "actually", "at", "all", "of", "course", "obviously", "just", "simply", "happen", "work")

// triedInVain rejects what a sentence says was tried when the same
// sentence, or the start of the next, then says it failed: "We actually
// tried bumping the client timeout to 10s on one team, made zero
// difference", "We raised the timeout to 30s. Still failed instantly."
func (t *text) triedInVain() {
	toks := t.toks
	for si, s := range t.sents {
		k := t.afterSpeaker(s)
		for k < s.last && k < s.first+20 && !tried(toks, k) {
			k++
		}
		if k >= s.last || !tried(toks, k) {
			continue
		}
		for j := k + 1; j < s.last; j++ {
			if toks[j].clause != toks[k].clause && (toks[j].rej >= 0 || stillFailing(toks, j, s.last)) {
				t.reject(s.first, j, j)
				if k == s.first && k+1 < s.last && toks[k+1].flags&fAnaphor != 0 && si > 0 && t.sents[si-1].question {
					// "Upping the timeout? Tried that at a previous job,
					// didn't move the needle."
					p := t.sents[si-1]
					t.reject(p.first, p.last, j)
				}
				break
			}
		}
		if si+1 < len(t.sents) {
			if n := t.sents[si+1]; n.speaker == 0 && (stillFailing(toks, n.first, n.last) || t.thatChangeUndone(n) || noEffect(toks, n)) {
				t.reject(s.first, s.last, n.first)
			}
		}
	}
}

// noEffect reports whether sentence n says a change had no effect:
// "The count stayed put.", "The panel is a carbon copy of the one before."
func noEffect(toks []token, n sentence) bool {
	for k := n.first; k < n.last; k++ {
		if toks[k].flags&fRejection != 0 {
			switch toks[k].low {
			case "stayed", "carbon", "same", "unchanged", "no", "nothing", "zero":
				return true
			}
		}
	}
	return false
}

// thatChangeUndone reports whether sentence n has a rejected clause about
// "that change" or "this fix": "..., so that change got rolled back".
func (t *text) thatChangeUndone(n sentence) bool {
	toks := t.toks
	for k := n.first; k+1 < n.last; k++ {
		if (toks[k].low == "that" || toks[k].low == "this") && itemNouns[toks[k+1].stem] && toks[k+1].rej >= 0 {
			return true
		}
	}
	return false
}

// tried reports whether the word at k says that someone tried
// something: "tried", or a past setting verb after its subject ("we
// raised", "the on-call doubled").
func tried(toks []token, k int) bool {
	if toks[k].low == "tried" {
		return true
	}
	if strings.HasSuffix(toks[k].low, "ed") && k > 0 && toks[k-1].sent == toks[k].sent && triers[toks[k-1].low] && remedyVerbs[toks[k].stem] {
		return true // "We scaled Postgres up two sizes", "They moved the sidecar to the top"
	}
	if toks[k].low == "spent" {
		// "We spent a whole sprint raising client timeouts"
		for j := k + 1; j < len(toks) && j <= k+5 && toks[j].clause == toks[k].clause; j++ {
			if strings.HasSuffix(toks[j].low, "ing") && (settingVerbs[toks[j].stem] || multiplyingVerbs[toks[j].stem]) {
				return true
			}
		}
		return false
	}
	if toks[k].flags&fQuantityCue == 0 {
		return false // neither a setting nor a multiplying verb
	}
	if k == 0 || toks[k-1].sent != toks[k].sent {
		return false
	}
	// "We raised", "The previous on-call raised", not "to raise", "have
	// raised" or "got raised".
	switch toks[k-1].low {
	case "to", "have", "had", "has", "be", "been", "being", "was", "were", "is", "are", "get", "got", "a", "the", "if",
		"already", "just":
		return false
	}
	if toks[k-1].flags&fAuxiliary != 0 {
		return false
	}
	if toks[k].low == "set" || toks[k].low == "put" {
		// Past or present alike: only after a pronoun is it the past, not
		// an order ("Fix: set holdApplicationUntilProxyStarts").
		switch toks[k-1].low {
		case "we", "i", "they", "he", "she", "someone":
			return true
		}
		return false
	}
	return strings.HasSuffix(toks[k].low, "ed") && (settingVerbs[toks[k].stem] || multiplyingVerbs[toks[k].stem])
}

// errorNouns name the failures; persisting verbs say they went on.
var errorNouns, persisting = stems("error", "errors", "refusal", "refusals", "503s", "failure", "failures"),
	stems("kept", "keep", "continued", "persisted", "remained", "stayed")

// understoodViews makes a hypothesis of a view the speaker only
// understands: "I get why you'd blame Redis", "I can see why people would
// reach for a longer timeout".
func (t *text) understoodViews() {
	toks := t.toks
	for k := 2; k+2 < len(toks); k++ {
		if toks[k].low != "why" || !understandVerbs[toks[k-1].low] || !whyHolders[toks[k+1].low] ||
			toks[k+2].flags&fAuxiliary == 0 || toks[k+1].sent != toks[k].sent {
			continue
		}
		end := k + 2
		for end < len(toks) && toks[end].clause == toks[k+2].clause {
			end++
		}
		toks[k].flags |= fHypothetical
		t.suppose(k+1, end, k)
	}
}

// namedViews makes a hypothesis of a view named by its topic: "The
// bypass theory predicts successes", "that database hypothesis". Naming
// it says nothing of whether it holds; "my" or "our" theory is the
// speaker's own and stays.
func (t *text) namedViews() {
	toks := t.toks
	for k := 2; k < len(toks); k++ {
		if toks[k].flags&fViewer == 0 || !beliefNouns[toks[k].stem] && toks[k].low != "story" && toks[k].low != "explanation" {
			continue
		}
		a := k - 1
		for a > 0 && k-a < 4 && toks[a-1].clause == toks[k].clause && !viewDeterminers[toks[a].low] {
			a--
		}
		if a == k-1 || !viewDeterminers[toks[a].low] || toks[a].clause != toks[k].clause {
			continue
		}
		toks[k].flags |= fHypothetical
		t.suppose(a+1, k+1, k)
	}
}

// viewDeterminers open a view named by its topic that is not the
// speaker's.
var viewDeterminers = set("the", "this", "that", "your", "their", "his", "her")

// inTheory makes a hypothesis of what holds "in theory" when "in
// practice" follows in the same sentence or the next: "In theory you'd
// expect traffic to bypass a proxy that isn't ready; in practice the
// rules are already there."
func (t *text) inTheory() {
	toks := t.toks
	for k := 0; k+1 < len(toks); k++ {
		if toks[k].low != "in" || toks[k+1].low != "theory" && toks[k+1].low != "principle" {
			continue
		}
		si := int(toks[k].sent)
		for j := k + 2; j+1 < len(toks) && int(toks[j].sent) <= si+1; j++ {
			if toks[j].low == "in" && (toks[j+1].low == "practice" || toks[j+1].low == "reality") {
				toks[k].flags |= fHypothetical
				t.suppose(k, j, k)
				break
			}
		}
	}
}

// understandVerbs stand before the "why" of a view understood, not held.
var understandVerbs = set("get", "see", "understand", "appreciate", "know")

// whyHolders hold the view after "I get why".
var whyHolders = set("you", "people", "someone", "folks", "anyone", "one", "teams", "they", "ppl", "devs", "engineers")

// triers are the subjects before a past remedy verb that report a try.
var triers = set("we", "i", "they", "someone", "he", "she", "ops", "sre")

// remedyVerbs, in the past after one of triers, report a remedy tried.
var remedyVerbs = stems("scale", "add", "move", "restart", "reorder", "tune", "tweak", "adjust", "enable",
	"upgrade", "resize", "swap", "shuffle", "rearrange")

// stillFailing reports whether the clause at k opens by saying that the
// failure went on: "still failed instantly", "still saw the same 503s",
// "it still got refused".
func stillFailing(toks []token, k, last int) bool {
	for k < last && (toks[k].flags&fConjunction != 0 || toks[k].low == "it" || toks[k].low == "they" || toks[k].low == "we") {
		k++
	}
	if k+2 < last && toks[k].low == "the" && errorNouns[toks[k+1].stem] && persisting[toks[k+2].stem] {
		return true // "The refusals kept coming."
	}
	if k >= last || toks[k].low != "still" && toks[k].low != "same" {
		return false // "still failed instantly", "same instant failures"
	}
	for j := k + 1; j < last && j <= k+4 && toks[j].clause == toks[k].clause; j++ {
		switch toks[j].stem {
		case "fail", "failur", "refus", "same", "broke", "broken", "error", "503", "died":
			return true
		}
	}
	return false
}

// wrongAbove makes hypotheses of the list items right above a short head
// that calls them wrong by pointing back: "What I said: - Postgres was
// hitting max_connections - raise the connect timeout / Why that was
// wrong: ...". Red flags in them are voided; key points stand.
func (t *text) wrongAbove() {
	toks := t.toks
	for si, s := range t.sents {
		if si == 0 || s.last-s.first > 6 || t.listItem(si) || !t.listItem(si-1) ||
			!t.colonAfter(s.last-1) && !t.lineHead(si) {
			continue
		}
		anaphor, wrong := false, false
		for k := s.first; k < s.last; k++ {
			anaphor = anaphor || toks[k].flags&fAnaphor != 0
			wrong = wrong || toks[k].flags&fRejection != 0
		}
		if !anaphor || !wrong {
			continue
		}
		toks[s.first].flags |= fHypothetical
		for n := si - 1; n >= 0 && t.listItem(n); n-- {
			t.suppose(t.sents[n].first, t.sents[n].last, s.first)
		}
	}
}

// tableVerdicts makes a hypothesis of a table row with a cell that is a
// bare verdict against it: "| Callee overloaded | Unlikely | every other
// pod uses it |", "| DNS not ready | No | ... |", "| ... | False: the
// redirect is in place from pod init |". Red flags in the row are void;
// key points in its evidence cells stand.
func (t *text) tableVerdicts() {
	toks := t.toks
	for _, s := range t.sents {
		if !strings.HasPrefix(strings.TrimLeft(t.src[s.line:], " \t"), "|") {
			continue
		}
		kept := false
		for k := s.first; k < s.last; k++ {
			kept = kept || keepers[toks[k].stem]
		}
		if kept {
			continue // "| Longer timeouts | doesn't fix the cause, fine as a stopgap |"
		}
		for k := s.first; k < s.last; k++ {
			if k > s.first && toks[k].clause == toks[k-1].clause {
				continue
			}
			if ellipticalNo(toks, k) || verdictFragment(toks, k) || t.ruledOutFragment(k) || cellVerdict(toks, k) {
				// The row's hypothesis is rejected; its evidence cells
				// still state facts, so key points stand.
				toks[k].flags |= fHypothetical
				t.suppose(s.first, s.last, k)
				break
			}
		}
		// "| Longer client timeouts | One-line change | Refusal is
		// immediate, the timeout never comes into play |": a later cell
		// that judges the option by name judges the row.
		line := t.src[s.line:]
		bar := strings.IndexByte(line, '|')
		cell := strings.IndexByte(line[bar+1:], '|')
		if cell < 0 {
			continue
		}
		after := int32(s.line + bar + 1 + cell)
		for k := s.first; k < s.last; k++ {
			if r := toks[k].rej; toks[k].start > after && r >= 0 && toks[r].sent == toks[k].sent && toks[r].start > after {
				toks[r].flags |= fHypothetical
				t.suppose(s.first, s.last, int(r))
				break
			}
		}
	}
}

// cellVerdictWords open a table cell that judges its row: "False: the
// redirect is in place from pod init", "Unrelated: no failover happened".
var cellVerdictWords = set("false", "unrelated", "disproved", "disproven", "refuted", "rejected",
	"incorrect", "debunked", "excluded", "irrelevant")

// cellVerdict reports whether the clause at k opens with a verdict word
// standing alone before its reason or time, or is "ruled out": "False:
// ...", "disproved 09:30", "| ruled out |".
func cellVerdict(toks []token, k int) bool {
	alone := func(j int) bool {
		return j >= len(toks) || toks[j].clause != toks[k].clause || isDigits(toks[j].low)
	}
	if toks[k].low == "ruled" && next(toks, k) == "out" {
		return alone(k + 2)
	}
	return cellVerdictWords[toks[k].low] && alone(k+1)
}

// lineHead reports whether sentence si is a short line with no closing
// punctuation over the list items below it: "What I ruled out", "Dead
// ends".
func (t *text) lineHead(si int) bool {
	s := t.sents[si]
	if si+1 >= len(t.sents) || s.last-s.first > maxHead || t.listItem(si) || !t.listItem(si+1) {
		return false
	}
	if c := t.src[s.end-1]; c == '.' || c == '!' || c == '?' || c == ':' {
		return false // a colon makes it a head of the usual kind
	}
	rest := t.src[s.end:t.sents[si+1].start]
	return strings.ContainsRune(rest, '\n')
}

// headReasons open a clause that explains a head before its colon.
var headReasons = set("because", "since", "as", "which", "that")

// colonAfter reports whether a colon follows token k before the next
// word of its sentence: the end of a head such as "Red herrings:".
func (t *text) colonAfter(k int) bool {
	end := t.sents[t.toks[k].sent].end
	if k+1 < len(t.toks) && t.toks[k+1].sent == t.toks[k].sent {
		end = int(t.toks[k+1].start)
	}
	// "a lot: (1) ...", "Red herrings: "bump the timeout"": what opens
	// the next word does not hide the colon.
	return strings.HasSuffix(strings.TrimRight(t.src[t.toks[k].end:end], " \t\r\n([\"“‘'"), ":")
}

// dismissedTopic reports whether the head toks[s.first:b] names a topic
// ("As for X:", "Regarding X:") that the clause after the colon dismisses
// with a negation or a rejection.
func (t *text) dismissedTopic(s sentence, b int) bool {
	toks := t.toks
	w := toks[s.first].low
	if !(w == "as" && next(toks, s.first) == "for" || w == "regarding" || w == "re" || w == "about") || b >= s.last {
		return false
	}
	for k := b; k < s.last && toks[k].clause == toks[b].clause; k++ {
		if toks[k].flags&(fNegator|fRejection) != 0 {
			return true
		}
	}
	return false
}

// listItem reports whether sentence si opens a line with a list marker.
func (t *text) listItem(si int) bool {
	return startsListItem(strings.TrimLeft(t.src[t.sents[si].line:], " \t"))
}

// indent returns how far the line that sentence si starts on is indented.
func (t *text) indent(si int) int {
	l, n := t.sents[si].line, 0
	for l+n < len(t.src) && (t.src[l+n] == ' ' || t.src[l+n] == '\t') {
		n++
	}
	return n
}

// parentItem returns the first sentence of the nearest line before
// sentence si's line that is indented less, or -1: the option a nested
// "- con" or "=> verdict" line is about.
func (t *text) parentItem(si int) int {
	in := t.indent(si)
	if t.sents[si].line != t.sents[si].start && si > 0 && t.sents[si-1].line == t.sents[si].line {
		return -1 // not the first sentence on its line
	}
	if in == 0 {
		// "Longer client timeouts / + trivial to ship / - ... / -> skip":
		// pros and cons under an option, not indented.
		if !t.proCon(si) {
			return -1
		}
		for h := si - 1; h >= 0; h-- {
			if strings.Contains(t.src[t.sents[h].end:t.sents[h+1].start], "\n\n") {
				return -1 // a blank line ends the option
			}
			if t.sents[h].line == t.sents[si].line || t.proCon(h) {
				continue
			}
			for h > 0 && t.sents[h-1].line == t.sents[h].line {
				h--
			}
			return h
		}
		return -1
	}
	for h := si - 1; h >= 0; h-- {
		if t.sents[h].line == t.sents[si].line || t.indent(h) >= in {
			continue
		}
		for h > 0 && t.sents[h-1].line == t.sents[h].line {
			h--
		}
		return h
	}
	return -1
}

// proCon reports whether sentence si's line opens with a pro, a con or a
// verdict arrow: "+ trivial", "- slower", "-> skip".
func (t *text) proCon(si int) bool {
	line := strings.TrimLeft(t.src[t.sents[si].line:], " \t")
	return strings.HasPrefix(line, "+ ") || strings.HasPrefix(line, "- ") || strings.HasPrefix(line, "->") || strings.HasPrefix(line, "=>")
}

// subItemVerdicts make a hypothesis of an option whose nested lines judge
// it as not working: "1. Increase the driver's connectTimeoutMS / -
// refused connections return instantly, so a longer connect budget
// changes nothing / => verdict: drop it". A con that only weighs the
// option ("- hides real outages later") leaves it standing, and so does
// any nested line that keeps it ("=> fine as a stopgap").
func (t *text) subItemVerdicts() {
	toks := t.toks
	judged := -1
	for si := range t.sents {
		p := t.parentItem(si)
		if p < 0 || p == judged {
			continue
		}
		line := strings.TrimLeft(t.src[t.sents[si].line:], " \t")
		if !strings.HasPrefix(line, "-") && !strings.HasPrefix(line, "=>") && !strings.HasPrefix(line, "->") &&
			!strings.HasPrefix(line, "verdict") && !strings.HasPrefix(line, "Verdict") {
			continue
		}
		s := t.sents[si]
		against := false
		for k := s.first; k < s.last; k++ {
			if r := toks[k].rej; r >= 0 && toks[r].sent == toks[k].sent && toks[r].flags&fRejection != 0 || dropsIt(toks, k, s.last) {
				against = true
				break
			}
		}
		if !against || t.keptUnder(p) {
			continue
		}
		judged = p
		ps := t.sents[p]
		last := ps.last
		for h := p + 1; h < si && t.sents[h].line == ps.line; h++ {
			last = t.sents[h].last
		}
		toks[s.first].flags |= fHypothetical
		t.suppose(ps.first, last, s.first)
	}
}

// keepers, on a line nested under an option, keep it.
var keepers = stems("stopgap", "workaround", "mitigation", "fallback", "bandaid", "temporary", "interim", "keep")

// optionsByNumber make a hypothesis of a numbered option that a
// rejection later names by its number: "1. Longer client timeouts ...
// Option 1 is off the table."
func (t *text) optionsByNumber() {
	if !t.has("option") {
		return
	}
	toks := t.toks
	for k := 0; k+1 < len(toks); k++ {
		if toks[k].low != "option" || toks[k].rej < 0 || toks[toks[k].rej].sent != toks[k].sent {
			continue
		}
		label := toks[k+1].low
		if len(label) > 2 || toks[k+1].clause != toks[k].clause {
			continue
		}
		for si := 0; si < int(toks[k].sent); si++ {
			line := strings.TrimLeft(t.src[t.sents[si].line:], " \t")
			if t.sents[si].line == t.sents[si].start || si == 0 || t.sents[si-1].line != t.sents[si].line {
				if len(line) > len(label) && strings.EqualFold(line[:len(label)], label) && (line[len(label)] == '.' || line[len(label)] == ')') {
					s := t.sents[si]
					toks[k].flags |= fHypothetical
					t.suppose(s.first, s.last, k)
				}
			}
		}
	}
}

// rowsByName make a hypothesis of the table rows that a rejection later
// names by a word of their first cell: "| Longer client timeouts | ... |
// ... The timeout row I'd cross off entirely."
func (t *text) rowsByName() {
	if !t.has("row", "rows") {
		return
	}
	toks := t.toks
	for k := 1; k < len(toks); k++ {
		if toks[k].low != "row" && toks[k].low != "rows" || toks[k].rej < 0 || toks[toks[k].rej].sent != toks[k].sent ||
			toks[k-1].clause != toks[k].clause {
			continue
		}
		name := toks[k-1].stem
		for si := 0; si < int(toks[k].sent); si++ {
			s := t.sents[si]
			line := t.src[s.line:]
			if !strings.HasPrefix(strings.TrimLeft(line, " \t"), "|") {
				continue
			}
			cell := strings.Index(line[1+strings.Index(line, "|"):], "|")
			for j := s.first; j < s.last; j++ {
				if cell >= 0 && int(toks[j].start) > s.line+strings.Index(line, "|")+1+cell {
					break // past the first cell
				}
				if toks[j].stem == name {
					toks[k].flags |= fHypothetical
					t.suppose(s.first, s.last, k)
					break
				}
			}
		}
	}
}

// footnotes make a hypothesis of a sentence whose footnote takes it
// back: "- a longer connect timeout in the HTTP client [1] ... [1] Listed
// only for completeness. A refused connection fails instantly, so a
// longer timeout does nothing for this symptom."
func (t *text) footnotes() {
	// Footnote marks are rare: look for their bytes once before looking
	// per sentence ("¹²³" open with 0xC2, "†" with 0xE2).
	if strings.IndexByte(t.src, '[') < 0 && (strings.IndexByte(t.src, 0xC2) < 0 && strings.IndexByte(t.src, 0xE2) < 0 ||
		!strings.ContainsAny(t.src, "¹²³†")) {
		return
	}
	toks := t.toks
	for fi, f := range t.sents {
		line := strings.TrimLeft(t.src[f.line:], " \t")
		end := strings.IndexByte(line, ']')
		if r, w := utf8.DecodeRuneInString(line); strings.ContainsRune("¹²³†", r) {
			end = w - 1 // "¹ Which changes nothing here."
		} else if !strings.HasPrefix(line, "[") || end < 2 || end > 4 {
			continue
		}
		if f.start > f.line+len(t.src[f.line:])-len(line)+end+2 {
			continue // the footnote's text must open its line
		}
		mark := line[:end+1]
		// The footnote runs to the next footnote or blank line.
		last := fi
		for last+1 < len(t.sents) && !strings.Contains(t.src[t.sents[last].end:t.sents[last+1].start], "\n\n") &&
			!strings.HasPrefix(strings.TrimLeft(t.src[t.sents[last+1].line:], " \t"), "[") {
			last++
		}
		against := strings.Contains(strings.ToLower(t.src[f.start:t.sents[last].end]), "for completeness")
		for k := f.first; k < t.sents[last].last && !against; k++ {
			if r := toks[k].rej; r >= 0 && int(toks[r].sent) >= fi && int(toks[r].sent) <= last {
				against = true
			}
		}
		if !against {
			continue
		}
		for si := 0; si < fi; si++ {
			s := t.sents[si]
			if strings.Contains(t.src[s.start:min(s.end+len(mark)+1, len(t.src))], mark) {
				toks[f.first].flags |= fHypothetical
				t.suppose(s.first, s.last, f.first)
			}
		}
	}
}

// dropsIt reports whether the clause at k tells the reader to drop what
// it points back at: "drop it", "skip it", "scrap it".
func dropsIt(toks []token, k, last int) bool {
	if k > 0 && toks[k-1].clause == toks[k].clause {
		return false
	}
	if k+1 == last && (dismissVerbs[toks[k].low] || toks[k].low == "skip" || toks[k].low == "no" || toks[k].low == "reject") {
		return true // "-> skip"
	}
	return k+1 < last && (dismissVerbs[toks[k].low] || toks[k].low == "skip") && toks[k+1].flags&fAnaphor != 0
}

// keptUnder reports whether a line nested under option p, up to the next
// line at p's level, keeps the option: "=> fine as a stopgap", "keep it".
func (t *text) keptUnder(p int) bool {
	in := t.indent(p)
	for si := p + 1; si < len(t.sents); si++ {
		if t.sents[si].line != t.sents[p].line && t.indent(si) <= in {
			break
		}
		for k := t.sents[si].first; k < t.sents[si].last; k++ {
			if keepers[t.toks[k].stem] || t.toks[k].low == "do" && next(t.toks, k) == "this" {
				return true
			}
		}
	}
	return false
}

// subjectless reports whether the clause toks[k:b] opens with an
// auxiliary and a negation and has no subject of its own, so it judges the
// sentence before: "First, increase timeouts. Does not help." "Won't
// work."
func subjectless(toks []token, k, b int) bool {
	return k+1 < b && toks[k].flags&fAuxiliary != 0 && (toks[k+1].low == "not" || toks[k+1].low == "never")
}

// leansBack reports whether the clause toks[a:b] opens with an extender
// that refers back rather than a causal connective.
func leansBack(toks []token, a, b int) bool {
	start := a
	for a < b && (toks[a].flags&fConjunction != 0 || asides[toks[a].low]) {
		a++ // "and honestly that's just papering over it"
	}
	a += viewpoint(toks, a, b) // "For me it's not the good answer"
	// "..., I think it is useless": the speaker's stance before the
	// extender does not stop it leaning back.
	if a+2 < b && toks[a].low == "i" && stanceOpeners[toks[a+1].low] {
		a += 2
	} else if a+3 < b && toks[a].low == "i" && toks[a+1].low == "would" && (toks[a+2].low == "say" || stanceOpeners[toks[a+2].low]) {
		a += 3 // "I'd say that's ...", "I'd find that hard to square with ..."
	} else if a+2 < b && (toks[a].low == "turned" || toks[a].low == "turns") && toks[a+1].low == "out" {
		a += 2 // "Turned out it was completely innocent."
		if toks[a].low == "that" && a+1 < b {
			a++
		}
	} else if undoes(toks, a, b) {
		return true // "They raised the timeout; I reverted it."
	}
	if a > 0 && (toks[a-1].low == "and" || toks[a-1].low == "then") && b-a <= 3 && !speaks(toks, a, b) &&
		toks[a].flags&fExtender == 0 {
		return true // "slap a longer timeout on it and move on, but that's ...": a short continuation
	}
	if coordinatedSubject(toks, a) {
		return true // "Longer timeouts and retries don't address the cause"
	}
	if a+2 < b && toks[a].low == "you" && toks[a+1].low == "would" && toks[a+2].low == "be" {
		return true // "You could blame the database, and you'd be wrong."
	}
	switch toks[a].low {
	case "feels", "seems", "looks", "sounds", "appears":
		return true // "Bumping timeouts, which the wiki recommends, feels like a band-aid"
	case "buys", "changes", "fixes", "solves", "helps", "achieves", "gains", "gets", "gives":
		// "Doubling the HTTP client timeout, which was the other idea in
		// that thread, buys nothing": the verb goes back to the subject
		// before the relative clause.
		return start > 0 && relativeBefore(toks, start)
	}
	if appositive(toks, a, b) && (a == start || toks[start].low == "and" && rejects(toks, a, b)) {
		// "Raising timeouts, the reflex fix, only masks it", "..., and
		// the wrong one here"; not "because the proxy finishes booting".
		return true
	}
	if a > 0 && a < b && toks[a-1].low == "and" && (strings.HasSuffix(toks[a].low, "ed") || irregularPast[toks[a].low]) {
		return true // "A longer timeout was evaluated and found to be ineffective": one subject
	}
	if a+1 < b && withdrawing[toks[a].low] && toks[a+1].flags&fAnaphor != 0 {
		return true // "floated a longer timeout, then withdrew it"
	}
	if b-a <= 4 && toks[a].low == "as" && a+1 < b && (toks[a+1].flags&fNewSubject != 0 || toks[a+1].low == "mentioned" ||
		toks[a+1].low == "noted" || stanceVerbs[toks[b-1].stem]) {
		return true // "A longer timeout, as I said, is not the way", "..., as Sam wants, would be wrong": an aside
	}
	if a == b || toks[a].flags&fExtender == 0 {
		return false
	}
	if toks[a].flags&fNegator != 0 {
		return true // "Neither explains it" denies; "That explains why" does not
	}
	for k := a + 1; k < b && k <= a+2; k++ {
		if toks[k].flags&fCausal != 0 {
			return false
		}
	}
	return true
}

// interjectedOpening reports whether toks[a:b] is only an interjection
// that opens a sentence: "Wait,", "Hmm, actually,", "Oh wait,".
func interjectedOpening(toks []token, a, b int) bool {
	if b-a > 3 {
		return false
	}
	if n := viewpoint(toks, a, b); n > 0 && a+n == b {
		return true // "Raise the timeout? To me, that's not the right answer."
	}
	for j := a; j < b; j++ {
		switch toks[j].low {
		case "wait", "hmm", "hm", "actually", "oh", "no", "hold", "on", "ah", "ok", "okay":
		default:
			return false
		}
	}
	return true
}

// viewpoint returns how many words at k, before b, say whose judgement
// follows ("for me", "to me", "in my view", "personally"), or 0.
func viewpoint(toks []token, k, b int) int {
	switch {
	case k+1 < b && (toks[k].low == "for" || toks[k].low == "to") && (toks[k+1].low == "me" || toks[k+1].low == "us"):
		return 2
	case k+2 < b && toks[k].low == "in" && (toks[k+1].low == "my" || toks[k+1].low == "our") &&
		(toks[k+2].low == "view" || toks[k+2].low == "opinion" || toks[k+2].low == "eyes"):
		return 3
	case k < b && (toks[k].low == "imo" || toks[k].low == "imho" || toks[k].low == "personally" || toks[k].low == "frankly"):
		return 1
	case k+1 < b && (toks[k].low == "looking" && toks[k+1].low == "back" ||
		(toks[k].low == "in" || toks[k].low == "with") && (toks[k+1].low == "hindsight" || toks[k+1].low == "retrospect")):
		return 2 // "looking back, that was papering over it"
	}
	return 0
}

// relativeBefore reports whether the clause just before the one at a is
// a relative aside: ", which was the other idea in that thread,".
func relativeBefore(toks []token, a int) bool {
	j := a - 1
	for j > 0 && toks[j-1].clause == toks[a-1].clause {
		j--
	}
	return toks[j].low == "which" || toks[j].low == "who"
}

// coordinatedSubject reports whether the clause opening at a, after its
// "and" or "or", shares its subject with a short clause that opens the
// sentence and has no verb of its own: "Longer timeouts and retries don't
// address the cause" judges both.
func coordinatedSubject(toks []token, a int) bool {
	if a == 0 || toks[a-1].low != "and" && toks[a-1].low != "or" {
		return false
	}
	c := a - 1 // the conjunction, which opens the clause
	if c == 0 || toks[c-1].clause == toks[c].clause || toks[c-1].end+1 != toks[c].start {
		return false
	}
	first := c - 1
	for first > 0 && toks[first-1].clause == toks[c-1].clause {
		first--
	}
	if first > 0 && toks[first-1].sent == toks[c].sent || c-first > 3 {
		return false
	}
	for k := first; k < c; k++ {
		if toks[k].flags&(fAuxiliary|fNegator|fNewSubject|fAnaphor) != 0 || settingVerbs[toks[k].stem] {
			return false
		}
	}
	return true
}

// aside reports whether the clause toks[a:b] is a parenthetical aside:
// "with respect", "frankly", "let's say", "if you ask me".
func aside(toks []token, a, b int) bool {
	if b-a > 4 {
		return false
	}
	w, n := toks[a].low, next(toks, a)
	return b-a == 1 && asides[w] || w == "with" && n == "respect" || w == "let" && n == "us" ||
		w == "if" && n == "you" || w == "to" && n == "be" || w == "i" && n == "would" || w == "as" && n == "i"
}

// rejects reports whether a word of toks[a:b] is part of a rejection.
func rejects(toks []token, a, b int) bool {
	for j := a; j < b; j++ {
		if toks[j].flags&fRejection != 0 {
			return true
		}
	}
	return false
}

// appositive reports whether the clause toks[a:b] is a short noun phrase
// set off by commas that renames the one before: "the reflex fix".
func appositive(toks []token, a, b int) bool {
	if b-a > 4 || a == 0 || toks[a-1].sent != toks[a].sent {
		return false
	}
	switch toks[a].low {
	case "the", "a", "an", "our", "my", "your":
	default:
		return false
	}
	for j := a + 1; j < b; j++ {
		if toks[j].flags&(fExtender|fAuxiliary|fNegator|fNewSubject) != 0 || strings.HasSuffix(toks[j].low, "ed") {
			return false
		}
	}
	return true
}

// asides may stand between a conjunction and the extender of a clause
// that leans back.
var asides = set("honestly", "frankly", "really", "basically", "actually", "um", "uh", "like", "here")

// notAdopted follow a "not" that opens a decision on the option before:
// "Not adopted: ...".
var notAdopted = set("adopted", "chosen", "pursued", "taken", "accepted", "recommended", "merged", "approved")

// rejectingOpeners, opening a sentence as its rejection phrase, judge the
// sentence before: "Increased the timeouts. Closed without merging."
var rejectingOpeners = set("closed", "reverted", "withdrawn", "dropped", "abandoned", "scrapped", "rejected", "vetoed",
	// "Raising the timeout came up in standup. Nobody liked it."
	"nobody")

// withdrawing verbs take back the anaphor after them: "withdrew it".
var withdrawing = set("withdrew", "retracted", "dropped", "abandoned", "scrapped", "reverted")

// undoing, after "I" or "we", undo what the clause before did.
var undoing = set("reverted", "undid", "rolled", "backed", "ripped", "dropped", "passed", "declined", "shelved", "scrapped",
	"removed", "deleted", "pulled", "struck", "threw", "binned", "tossed", "blocked", "vetoed", "rejected", "closed",
	// "My money was on the auth service, and I lost that bet."
	"lost",
	// "Earlier I said the cache might be slow. I'm withdrawing that."
	"withdrawing", "retracting")

// approving verbs, after "I didn't", undo a proposal: "A PR raised the
// client timeout to 30s. I didn't approve it."
var approving = set("approve", "merge", "accept", "sign", "ship", "land")

// undoes reports whether the clause toks[k:b] opens with the speaker
// undoing what the clause before did: "I reverted it", "we've since
// removed it".
func undoes(toks []token, k, b int) bool {
	if k >= b || toks[k].low != "i" && toks[k].low != "we" {
		return false
	}
	for k++; k < b && (toks[k].low == "have" || toks[k].low == "had" || toks[k].low == "since" ||
		toks[k].low == "then" || toks[k].low == "later" || toks[k].low == "quickly" || toks[k].low == "am" || toks[k].low == "are"); k++ {
	}
	if k+1 < b && (toks[k].low == "pushed" || toks[k].low == "push") && toks[k+1].low == "back" {
		return true // "The diff bumped the client timeout to 30s ... I pushed back on both."
	}
	if k+1 < b && recommending[toks[k].low] {
		j := k + 1
		if j+1 < b && strings.HasSuffix(toks[j].low, "ly") {
			j++ // "I'd gently pass on it"
		}
		if undoingOrders[toks[j].low] {
			return true // "There is an open PR that raises the timeout; I recommend closing it"
		}
	}
	if k+2 < b && (toks[k].low == "did" || toks[k].low == "would" || toks[k].low == "will") && toks[k+1].low == "not" && approving[toks[k+2].low] {
		return true
	}
	return k < b && undoing[toks[k].low]
}

// recommending and undoingOrders make the speaker's advice to undo what
// was just named: "I recommend closing it", "we'd revert it".
var recommending = set("recommend", "suggest", "propose", "would", "will", "vote", "should")

var undoingOrders = set("closing", "close", "reverting", "revert", "rejecting", "reject", "dropping", "drop",
	"declining", "decline", "abandoning", "abandon", "pass")

// stanceOpeners, after "I", open a clause with the speaker's stance.
var stanceOpeners = set("think", "believe", "feel", "guess", "reckon", "find", "suspect")

// suppose marks toks[a:b] as a hypothesis of the token at by, which
// voids red flags and no key point, unless a negator already covers them.
func (t *text) suppose(a, b, by int) {
	for k := a; k < b; k++ {
		if t.toks[k].neg < 0 {
			t.toks[k].neg = int32(by)
		}
	}
}

// reject marks toks[a:b] as rejected by the token at by, unless something
// nearer already rejected them.
func (t *text) reject(a, b, by int) {
	for k := a; k < b; k++ {
		if t.toks[k].rej < 0 {
			t.toks[k].rej = int32(by)
		}
	}
}
