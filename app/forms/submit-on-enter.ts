import type { KeyboardEvent } from "react";

const NON_TEXT = new Set(["button", "submit", "reset", "file", "hidden", "image"]);

/**
 * Browsers skip Enter-to-submit while the submit button is disabled. Our forms keep their button disabled until
 * the required fields are set, yet Enter must still try to submit so the visitor hears what is missing (for
 * example "Consent Required").
 */
export function submitOnEnter(event: KeyboardEvent<HTMLFormElement>) {
  if (event.key !== "Enter" || event.defaultPrevented || event.nativeEvent.isComposing) return;
  const target = event.target;
  if (!(target instanceof HTMLInputElement) || NON_TEXT.has(target.type)) return;
  const form = event.currentTarget;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (button?.disabled && button.getAttribute("aria-busy") !== "true") {
    event.preventDefault();
    form.requestSubmit();
  }
}
