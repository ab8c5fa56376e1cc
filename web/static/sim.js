// Rehearse simulator: re-runs the scenario through POST /api/sim when a
// control changes, and plays the timeline. The server lays the timeline out;
// without this file the panel is a form that reloads /sim.
"use strict";

const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");

function formatMS(ms) {
  if (ms < 1000) return Math.round(ms) + " ms";
  if (ms < 60000) return (ms / 1000).toFixed(2).replace(/\.?0+$/, "") + " s";
  const m = Math.floor(ms / 60000);
  return m + "m" + String(Math.floor((ms % 60000) / 1000)).padStart(2, "0") + "s";
}

// scenarioFromForm turns the panel's controls into the JSON scenario the
// API takes, over the preset named in the query string.
function scenarioFromForm(form) {
  const doc = { fixes: [] };
  for (const el of form.elements) {
    if (!el.name || el.name === "preset") continue;
    if (el.name === "fix") {
      if (el.checked) doc.fixes.push(el.value);
    } else if (el.type === "range") {
      doc[el.name] = Number(el.value);
    } else if (el.name === "startup_probe" || el.name === "app_init_call") {
      doc[el.name] = el.value === "true";
    } else if (el.tagName === "SELECT") {
      doc[el.name] = el.value;
    }
  }
  return doc;
}

// Player moves a playhead over one rendered result.
class Player {
  constructor(result) {
    this.svg = result.querySelector("[data-timeline]");
    this.box = result.querySelector("[data-player]");
    if (!this.svg || !this.box) return;
    this.end = Number(this.svg.dataset.end);
    this.x0 = Number(this.svg.dataset.x0);
    this.width = Number(this.svg.dataset.plotWidth);
    this.marks = Array.from(this.svg.querySelectorAll("[data-at]"));
    this.spans = Array.from(this.svg.querySelectorAll("rect[data-from]")).map((r) => ({
      el: r, from: Number(r.dataset.from), to: Number(r.dataset.to), w: Number(r.getAttribute("width")),
    }));
    this.times = Array.from(new Set(this.marks.map((m) => Number(m.dataset.at)))).sort((a, b) => a - b);
    this.rows = Array.from(result.querySelectorAll("[data-pod-rows] tr[data-at]"));
    this.kubectl = result.querySelector("[data-kubectl]");
    this.header = this.kubectl ? this.kubectl.textContent.split("\n")[0] : "";
    this.playhead = this.svg.querySelector("[data-playhead]");
    this.scrub = this.box.querySelector("[data-scrub]");
    this.nowOut = this.box.querySelector("[data-now]");
    this.button = this.box.querySelector("[data-play]");
    this.speed = this.box.querySelector("[data-speed]");
    this.box.hidden = false;
    this.svg.classList.add("animated");
    this.scrub.addEventListener("input", () => { this.pause(); this.show(Number(this.scrub.value)); });
    this.button.addEventListener("click", () => (this.timer ? this.pause() : this.play()));
    this.show(this.end);
  }

  show(t) {
    this.now = Math.max(0, Math.min(t, this.end));
    const x = this.x0 + (this.now / this.end) * this.width;
    this.playhead.setAttribute("x1", x);
    this.playhead.setAttribute("x2", x);
    this.scrub.value = String(Math.round(this.now));
    this.nowOut.value = formatMS(this.now);
    for (const m of this.marks) m.classList.toggle("future", Number(m.dataset.at) > this.now);
    for (const s of this.spans) {
      const full = s.to > s.from ? (Math.min(this.now, s.to) - s.from) / (s.to - s.from) : 1;
      s.el.setAttribute("width", Math.max(0, s.w * Math.max(0, Math.min(1, full))));
    }
    let row = null;
    for (const r of this.rows) {
      const current = Number(r.dataset.at) <= this.now;
      if (current) row = r;
      r.classList.remove("current");
    }
    if (row) row.classList.add("current");
    if (this.kubectl) this.kubectl.textContent = this.header + "\n" + (row ? row.dataset.row : "");
  }

  play() {
    if (this.now >= this.end) this.show(0);
    this.button.textContent = "Pause";
    this.button.setAttribute("aria-pressed", "true");
    if (reducedMotion.matches) {
      // No sweeping motion: step from one event to the next.
      this.timer = setInterval(() => {
        const next = this.times.find((t) => t > this.now);
        if (next === undefined) { this.show(this.end); this.pause(); } else this.show(next);
      }, 800);
      return;
    }
    let last = performance.now();
    const frame = (now) => {
      const speed = Number(this.speed.value) || 1;
      this.show(this.now + (now - last) * speed);
      last = now;
      if (this.now >= this.end) { this.pause(); return; }
      this.timer = requestAnimationFrame(frame);
    };
    this.timer = requestAnimationFrame(frame);
  }

  pause() {
    if (this.timer) {
      cancelAnimationFrame(this.timer);
      clearInterval(this.timer);
    }
    this.timer = null;
    this.button.textContent = "Play";
    this.button.setAttribute("aria-pressed", "false");
  }
}

function setupPanel(panel) {
  const form = panel.querySelector("[data-sim-form]");
  const result = panel.querySelector("[data-sim-result]");
  let player = new Player(result);
  let pending = null;
  let controller = null;
  const onSimPage = panel.hasAttribute("data-sim-page");

  const outputs = () => {
    for (const range of form.querySelectorAll("input[type=range]")) {
      const out = form.querySelector(`output[for="${range.id}"]`);
      if (out) out.value = formatMS(Number(range.value));
    }
  };

  const rerun = async () => {
    if (controller) controller.abort();
    controller = new AbortController();
    const preset = form.elements.preset.value;
    panel.setAttribute("aria-busy", "true");
    try {
      const res = await fetch("/api/sim?preset=" + encodeURIComponent(preset), {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "text/html" },
        body: JSON.stringify(scenarioFromForm(form)),
        signal: controller.signal,
      });
      if (!res.ok) {
        const err = await res.json().catch(() => ({ error: res.statusText }));
        throw new Error(err.error);
      }
      if (player) player.pause();
      result.innerHTML = await res.text();
      player = new Player(result);
      panel.querySelector(".sim-error")?.remove();
      if (onSimPage) {
        const query = new URLSearchParams(new FormData(form));
        history.replaceState(null, "", "/sim?" + query.toString());
        document.getElementById("compare")?.classList.add("stale");
      }
    } catch (e) {
      if (e.name === "AbortError") return;
      let p = panel.querySelector(".sim-error");
      if (!p) {
        p = document.createElement("p");
        p.className = "error sim-error";
        p.setAttribute("role", "alert");
        form.after(p);
      }
      p.textContent = "The simulator refused that: " + e.message;
    } finally {
      panel.removeAttribute("aria-busy");
    }
  };

  form.addEventListener("input", () => {
    outputs();
    clearTimeout(pending);
    pending = setTimeout(rerun, 120);
  });
  form.addEventListener("submit", (ev) => {
    // The /sim page reloads to refresh the many-pods comparison; a
    // question page re-runs in place.
    if (onSimPage) return;
    ev.preventDefault();
    rerun();
  });
}

document.addEventListener("DOMContentLoaded", () => {
  document.querySelectorAll("[data-sim]").forEach(setupPanel);
  // Picking another scenario shows it at once.
  document.querySelectorAll("[data-preset-picker] select").forEach((select) => {
    select.addEventListener("change", () => select.form.submit());
  });
});
