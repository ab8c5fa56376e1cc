// Rehearse: small enhancements. Every page works without this file.
"use strict";

// The practice clock: counts from when the page opened, marks the basics
// and solid-answer targets, and sends the browser's count with the answer.
function startTimer(root) {
  const form = root.closest("form");
  const basics = Number(root.dataset.basics) || 20;
  const solid = Number(root.dataset.solid) || 50;
  const clock = root.querySelector(".clock");
  const out = root.querySelector("[data-clock]");
  const fill = root.querySelector("[data-fill]");
  // The basics and the solid answer are two ways to answer, not two parts:
  // each mark is a target measured from the start.
  const total = Math.max(basics, solid);
  const scale = total * 1.2;
  root.querySelector("[data-mark-basics]").style.left = (basics / scale * 100) + "%";
  root.querySelector("[data-mark-solid]").style.left = (solid / scale * 100) + "%";
  clock.hidden = false;

  let start = Date.now();
  const seconds = () => Math.floor((Date.now() - start) / 1000);
  const tick = () => {
    const s = seconds();
    out.value = Math.floor(s / 60) + ":" + String(s % 60).padStart(2, "0");
    fill.style.width = Math.min(100, s / scale * 100) + "%";
    fill.classList.toggle("over", s > total);
    root.classList.toggle("passed-basics", s >= basics);
    root.classList.toggle("passed-solid", s >= solid);
  };
  tick();
  setInterval(tick, 1000);
  root.querySelector("[data-restart]").addEventListener("click", () => { start = Date.now(); tick(); });
  form.addEventListener("submit", () => {
    form.querySelector("[data-seconds]").value = String(seconds());
  });
}

// On the review, focusing or hovering a suggestion highlights the sentence
// of the answer that triggered it.
function linkEvidence() {
  const marks = Array.from(document.querySelectorAll("mark[data-ids]"));
  if (marks.length === 0) return;
  document.querySelectorAll(".rubric input[type=checkbox]").forEach((box) => {
    const mine = marks.filter((m) => m.dataset.ids.split(" ").includes(box.value));
    const on = () => mine.forEach((m) => m.classList.add("active"));
    const off = () => mine.forEach((m) => m.classList.remove("active"));
    box.addEventListener("focus", on);
    box.addEventListener("blur", off);
    box.parentElement.addEventListener("mouseenter", on);
    box.parentElement.addEventListener("mouseleave", off);
  });
}

document.addEventListener("DOMContentLoaded", () => {
  document.querySelectorAll("[data-timer]").forEach(startTimer);
  linkEvidence();
});
