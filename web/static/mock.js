// Rehearse mock interviews: live sync between the interviewer's page and
// the candidate's. Both pages work without this file, by reloading; with
// it, events arrive over Server-Sent Events and typing is saved as it
// happens. No framework, no build step.
"use strict";

(function () {
  const root = document.querySelector("[data-mock]");
  if (!root) return;
  const role = root.dataset.mock;
  const base = root.dataset.base;
  const api = "/api" + base;
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;

  // ---- The clock ---------------------------------------------------------

  // A clock element carries the time on it when the page (or the last
  // event) was made, and whether it runs; the page counts on from there.
  function clock(el) {
    if (!el) return { set() {} };
    const text = el.querySelector("[data-clock-text]");
    const fill = el.querySelector("[data-clock-fill]");
    let running = el.dataset.running === "true";
    let elapsed = Number(el.dataset.elapsedMs) || 0;
    let limit = Number(el.dataset.limitMs) || 0;
    let since = performance.now();
    const fmt = (ms) => {
      const s = Math.max(0, Math.floor(ms / 1000));
      return Math.floor(s / 60) + ":" + String(s % 60).padStart(2, "0");
    };
    const now = () => elapsed + (running ? performance.now() - since : 0);
    const tick = () => {
      const ms = now();
      const over = limit > 0 && ms > limit;
      text.textContent = fmt(ms) + " of " + fmt(limit) + (running ? "" : ", stopped") + (over ? ", over time" : "");
      if (fill && limit > 0) fill.style.width = Math.min(100, (ms / limit) * 100) + "%";
      el.classList.toggle("over", over);
      el.classList.toggle("running", running);
    };
    tick();
    setInterval(tick, reduceMotion ? 1000 : 250);
    return {
      set(c) {
        running = c.running;
        elapsed = c.elapsed_ms;
        limit = c.limit_ms;
        since = performance.now();
        tick();
      },
    };
  }

  // ---- The event stream --------------------------------------------------

  // connect opens the page's event stream after the last event the page
  // reflects. EventSource reconnects by itself and sends Last-Event-ID,
  // so the server replays what was missed.
  function connect(handlers) {
    const status = document.querySelector("[data-connection]");
    const say = (msg) => { if (status) status.textContent = msg; };
    const es = new EventSource(base + "/events?after=" + encodeURIComponent(root.dataset.lastSeq || "0"));
    es.onopen = () => say("");
    es.onerror = () => say(es.readyState === EventSource.CLOSED ? "Live updates stopped; reload the page." : "Reconnecting…");
    for (const [name, fn] of Object.entries(handlers)) {
      es.addEventListener(name, (ev) => {
        if (ev.lastEventId) root.dataset.lastSeq = ev.lastEventId;
        fn(JSON.parse(ev.data));
      });
    }
    window.addEventListener("pagehide", () => es.close());
    return es;
  }

  // send calls the JSON API and returns the decoded answer, or throws an
  // Error with the server's message.
  async function send(method, path, body) {
    const res = await fetch(api + path, {
      method,
      headers: { "Content-Type": "application/json", "Accept": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "same-origin",
    });
    let data = null;
    try { data = await res.json(); } catch (e) { /* no body */ }
    if (!res.ok) throw new Error((data && data.error) || "the server answered " + res.status);
    return data;
  }

  // saver sends the latest value after a pause in typing, one request at a
  // time, and says how it went.
  function saver(delay, save, status) {
    let timer = null;
    let inFlight = null;
    let dirty = false;
    const say = (msg, bad) => {
      if (!status) return;
      status.textContent = msg;
      status.classList.toggle("failed", !!bad);
    };
    // flush sends what is not saved yet, waiting for a request in flight
    // first; it resolves to whether everything typed is saved.
    async function flush() {
      clearTimeout(timer);
      timer = null;
      for (;;) {
        if (inFlight) { await inFlight; continue; }
        if (!dirty) return true;
        dirty = false;
        say("Saving…");
        inFlight = save().then(
          () => { say("Saved."); return true; },
          (err) => { dirty = true; say("Not saved: " + err.message, true); return false; },
        );
        const ok = await inFlight;
        inFlight = null;
        if (!ok) return false;
      }
    }
    return {
      changed() {
        dirty = true;
        clearTimeout(timer);
        timer = setTimeout(flush, delay);
      },
      flush,
      pending: () => dirty || !!inFlight,
    };
  }

  // ---- The candidate's page ----------------------------------------------

  function candidate() {
    const state = root.dataset.state;
    const clk = clock(root.querySelector("[data-mock-clock]"));
    const form = root.querySelector("[data-answer-form]");
    const box = form && form.querySelector("textarea");
    const position = form && form.querySelector("[data-position]");
    const status = form && form.querySelector("[data-save-status]");
    const list = root.querySelector("[data-followup-list]");
    const followups = root.querySelector("[data-followups]");
    const progress = root.querySelector("[data-progress]");
    const question = root.querySelector("[data-question]");
    let refused = false;

    const typing = form ? saver(250, async () => {
      await send("PUT", "/answer", { position: Number(position.value), text: box.value });
    }, status) : null;

    if (form) {
      box.addEventListener("input", () => typing.changed());
      form.addEventListener("submit", async (ev) => {
        ev.preventDefault();
        typing.changed();
        await typing.flush();
      });
      window.addEventListener("beforeunload", (ev) => {
        if (typing.pending() && !refused) { ev.preventDefault(); }
      });
    }

    const reload = async () => {
      if (typing) await typing.flush();
      location.reload();
    };

    connect({
      question(d) {
        if (state !== "live" || !form) { reload(); return; }
        if (Number(position.value) === d.position) return;
        // Save what was typed for the last question first, then move.
        typing.flush().then(() => {
          position.value = String(d.position);
          box.value = "";
          question.innerHTML = d.html; // the question's text, from the content bank
          list.replaceChildren();
          followups.hidden = true;
          if (progress) progress.textContent = "Question " + d.number + " of " + d.total;
          clk.set(d.clock);
          if (status) status.textContent = "";
          box.focus();
        });
      },
      followup(d) {
        if (!form || Number(position.value) !== d.position) return;
        const li = document.createElement("li");
        li.textContent = d.question;
        list.append(li);
        followups.hidden = false;
        if (!reduceMotion) li.classList.add("arrived");
      },
      clock(d) {
        if (form && Number(position.value) === d.position) clk.set(d.clock);
      },
      ended() {
        refused = true;
        reload();
      },
      shared() {
        if (state === "ended") location.reload();
      },
    });
  }

  // ---- The interviewer's page --------------------------------------------

  function interviewer() {
    const viewing = Number(root.dataset.viewing);
    const clk = clock(root.querySelector("[data-mock-clock]"));
    const live = root.querySelector("[data-live-text]");
    const empty = root.querySelector("[data-live-empty]");
    const card = root.querySelector("[data-scorecard]");
    const cardStatus = card && card.querySelector("[data-scorecard-status]");
    // The boxes follow the answer hints until the interviewer ticks or
    // unticks one: from then on the ticks are theirs, also after a reload.
    const ticksField = card && card.querySelector("[data-ticks-field]");
    let ticksChosen = !!card && card.dataset.ticks === "chosen";
    let everSaved = !!card && card.dataset.saved === "true";

    const scorecard = card ? saver(800, async () => {
      const fd = new FormData(card);
      await send("PUT", "/questions/" + fd.get("position") + "/scorecard", {
        covered: fd.getAll("covered"),
        said: fd.getAll("said"),
        ticks_chosen: ticksChosen,
        level: fd.get("level") || "",
        comment: fd.get("comment") || "",
        notes: fd.get("notes") || "",
      });
      everSaved = true;
    }, cardStatus) : null;

    if (card) {
      const edited = (ev) => {
        if (ev.target.type === "checkbox") {
          ticksChosen = true;
          if (ticksField) ticksField.value = "chosen";
        }
        scorecard.changed();
      };
      card.addEventListener("input", edited);
      card.addEventListener("change", edited);
      card.addEventListener("submit", async (ev) => {
        const by = ev.submitter;
        const control = by && by.dataset.control;
        if (control === "clock" || control === "followup") {
          ev.preventDefault();
          try {
            if (control === "clock") {
              await send("POST", "/clock", { running: by.value === "start" });
            } else {
              await send("POST", "/followups", { position: Number(root.dataset.current), index: Number(by.value) });
            }
          } catch (err) {
            if (cardStatus) cardStatus.textContent = "Not done: " + err.message;
          }
          return;
        }
        if (control === "end" && !window.confirm("End the interview? The candidate's answers become final.")) {
          ev.preventDefault();
          return;
        }
        if (!by || !by.hasAttribute("formaction")) {
          // The scorecard's own button: save without leaving the page.
          ev.preventDefault();
          scorecard.changed();
          scorecard.flush();
        }
        // The other controls post the form, which saves the scorecard too,
        // and come back to the page.
      });
    }

    // The candidate's text and the hints' suggestions for it.
    function draft(d) {
      if (d.position !== viewing || !live) return;
      live.textContent = d.text;
      if (empty) empty.hidden = d.text !== "";
      if (!card) return;
      const ticked = new Set([...d.covered, ...d.said]);
      const suggested = new Set([...ticked, ...d.omitted]);
      let moved = false;
      card.querySelectorAll("[data-rubric]").forEach((row) => {
        const id = row.dataset.rubric;
        const on = suggested.has(id);
        row.classList.toggle("suggested", on);
        const ev = row.querySelector("[data-evidence]");
        if (ev) {
          ev.hidden = !on;
          if (d.evidence[id]) ev.textContent = "Suggested by: “" + d.evidence[id] + "”";
          else if (on && row.dataset.omission === "true") ev.textContent = "Suggested: the answer does not cover this.";
          else ev.textContent = "";
        }
        const box = row.querySelector("input[type=checkbox]");
        if (!ticksChosen && box.checked !== ticked.has(id)) {
          box.checked = ticked.has(id);
          moved = true;
        }
      });
      // Keep the saved ticks what the page shows.
      if (moved && everSaved) scorecard.changed();
    }

    function followup(d) {
      if (d.position !== viewing) return;
      const li = root.querySelector('[data-followup="' + d.index + '"]');
      if (!li) return;
      li.classList.add("revealed");
      const shown = li.querySelector("[data-shown]");
      if (shown) shown.hidden = false;
      const button = li.querySelector("[data-control=followup]");
      if (button) button.hidden = true;
    }

    function clockEvent(d) {
      clk.set(d.clock);
      const button = root.querySelector("button[data-control=clock]");
      if (button) {
        button.value = d.clock.running ? "pause" : "start";
        button.textContent = d.clock.running ? "Pause the clock" : "Start the clock";
      }
    }

    // A form that posts leaves the page by itself: events that arrive
    // meanwhile must not start a second navigation.
    let leaving = false;
    window.addEventListener("submit", (ev) => { if (!ev.defaultPrevented) leaving = true; });

    const reload = async () => {
      if (leaving) return;
      if (scorecard) await scorecard.flush();
      if (!leaving) location.href = base;
    };

    connect({
      draft,
      followup,
      clock: clockEvent,
      question(d) {
        // A new question on screen: the rubric changes with it.
        if (root.dataset.state !== "live" || d.position !== Number(root.dataset.current)) reload();
      },
      ended() {
        if (root.dataset.state !== "ended") reload();
      },
      shared() {},
    });

    // Copy the candidate's link.
    document.querySelectorAll("[data-copy]").forEach((button) => {
      const input = document.getElementById(button.dataset.copy);
      if (!input || !navigator.clipboard) return;
      button.hidden = false;
      button.addEventListener("click", async () => {
        try {
          await navigator.clipboard.writeText(input.value);
          button.textContent = "Copied";
        } catch (e) {
          input.select();
        }
      });
    });
  }

  // The one-off notices (?created=1, ?saved=1) should not come back when
  // the page is reloaded or bookmarked.
  const here = new URL(location.href);
  if (here.searchParams.has("created") || here.searchParams.has("saved")) {
    here.searchParams.delete("created");
    here.searchParams.delete("saved");
    history.replaceState(null, "", here.pathname + here.search + here.hash);
  }

  if (role === "candidate") candidate();
  else if (role === "interviewer") interviewer();
})();
