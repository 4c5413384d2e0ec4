// Renders an exported React component in jsdom, for react.test.js and
// rhf.test.js: the DOM globals react-dom/client needs before it loads, a
// mount, typing and choosing as a user does, and which fields are shown.
import { createRequire } from "node:module";
import { JSDOM } from "jsdom";

const require = createRequire(import.meta.url);
export const React = require("react");

export const dom = new JSDOM("<!DOCTYPE html><html><body></body></html>", { pretendToBeVisual: true });
for (const key of ["window", "document", "navigator", "Element", "HTMLElement", "HTMLInputElement", "Node", "Event", "File", "FileList"]) {
  Object.defineProperty(globalThis, key, { value: dom.window[key], configurable: true, writable: true });
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;
export const { createRoot } = require("react-dom/client");

/** Renders into jsdom; returns the container and an unmount function. */
export async function mount(Component, props = {}) {
  const container = document.createElement("div");
  document.body.appendChild(container);
  const root = createRoot(container);
  await React.act(async () => root.render(React.createElement(Component, props)));
  return {
    container,
    unmount: async () => {
      await React.act(async () => root.unmount());
      container.remove();
    },
  };
}

/** Types into a controlled input or textarea, or chooses in a select, the way a user does (React tracks the native value setter). */
export async function type(input, value) {
  const prototype = input.tagName === "TEXTAREA" ? dom.window.HTMLTextAreaElement.prototype : input.tagName === "SELECT" ? dom.window.HTMLSelectElement.prototype : dom.window.HTMLInputElement.prototype;
  const setter = Object.getOwnPropertyDescriptor(prototype, "value").set;
  await React.act(async () => {
    setter.call(input, value);
    input.dispatchEvent(new dom.window.Event(input.tagName === "SELECT" ? "change" : "input", { bubbles: true }));
  });
}

/** The keys of the shown fields, in order. */
export const shown = (container) => [...container.querySelectorAll("[data-field]")].filter((w) => !w.hidden).map((w) => w.dataset.field);
