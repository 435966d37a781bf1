import { type RefObject, useCallback, useEffect, useState } from "react";
import { useDialogs } from "~/components/dialogs/dialog-controller";
import { isDialogName } from "~/components/dialogs/dialog-names";
import { DEMO_CLIENT_ID, SAMPLE_LANGUAGES, type SampleLanguage } from "~/content/api-docs/sample-languages";
import { storedSampleLanguage, storedSandboxClientId, storeSampleLanguage } from "~/lib/api-docs-preferences";
import { copyText } from "~/lib/copy-text";

const DOCS_BODY_URL = "/api/docs-body.txt";
const COPY_CONFIRMATION_MS = 2000;
const LANGUAGE_IDS = SAMPLE_LANGUAGES.map((l) => l.id) as string[];

/** Marks the tabs of every example on the page for one language (the panels follow by CSS). */
function selectLanguageTabs(root: HTMLElement, language: SampleLanguage) {
  for (const tab of root.querySelectorAll<HTMLElement>("[data-sample-tab]")) {
    const selected = tab.dataset.sampleTab === language;
    tab.setAttribute("aria-selected", String(selected));
    tab.tabIndex = selected ? 0 : -1;
  }
}

async function copyBlock(button: HTMLButtonElement, timers: WeakMap<HTMLElement, number>) {
  const block = button.closest("[data-code-block]");
  const code = block?.querySelector("code")?.textContent ?? "";
  const label = button.querySelector<HTMLElement>("[data-copy-label]");
  if (!label) return;
  label.textContent = (await copyText(code)) ? "Copied" : "Select and copy";
  window.clearTimeout(timers.get(button));
  timers.set(
    button,
    window.setTimeout(() => {
      label.textContent = "Copy";
    }, COPY_CONFIRMATION_MS),
  );
}

/**
 * The behaviour of the prerendered documentation, by event delegation on its container: copy buttons, the
 * language tabs (one choice for the whole page, remembered), dialog buttons, and Try it buttons, whose
 * consoles the page renders into the slot beside them. Examples show the visitor's own sandbox client id
 * when they created one in this browser. Returns the consoles opened so far.
 */
export function useDocsBehaviour(container: RefObject<HTMLElement | null>) {
  const dialogs = useDialogs();
  const [consoles, setConsoles] = useState<{ operationId: string; slot: HTMLElement }[]>([]);
  const [clientId, setClientId] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);

  // The build spliced the documentation in; after client-side navigation the element is empty, so fetch it.
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    if (root.childElementCount > 0) return setLoaded(true);
    let live = true;
    fetch(DOCS_BODY_URL)
      .then((res) => (res.ok ? res.text() : Promise.reject(new Error(String(res.status)))))
      .then((html) => {
        if (!live) return;
        root.innerHTML = html;
        setLoaded(true);
        const hash = window.location.hash.slice(1);
        const target = hash ? document.getElementById(decodeURIComponent(hash)) : null;
        target?.scrollIntoView();
      })
      .catch(() => {
        if (live) window.location.reload();
      });
    return () => {
      live = false;
    };
  }, [container]);

  const openConsole = useCallback((button: HTMLButtonElement) => {
    const host = button.closest<HTMLElement>("[data-try-it]");
    const slot = host?.querySelector<HTMLElement>("[data-try-it-slot]");
    const operationId = host?.dataset.tryIt;
    if (!slot || !operationId) return;
    button.setAttribute("aria-expanded", "true");
    button.hidden = true;
    setConsoles((open) => (open.some((c) => c.operationId === operationId) ? open : [...open, { operationId, slot }]));
  }, []);

  useEffect(() => {
    const root = container.current;
    if (!root || !loaded) return;
    selectLanguageTabs(root, storedSampleLanguage());
    const own = storedSandboxClientId();
    if (own && own !== DEMO_CLIENT_ID) {
      for (const code of root.querySelectorAll<HTMLElement>("[data-sample-code]")) {
        code.textContent = (code.textContent ?? "").replaceAll(DEMO_CLIENT_ID, own);
      }
      setClientId(own);
    }

    const timers = new WeakMap<HTMLElement, number>();
    const onClick = (event: MouseEvent) => {
      const target = event.target as HTMLElement;
      const copy = target.closest<HTMLButtonElement>("[data-copy]");
      if (copy) return void copyBlock(copy, timers);
      const tab = target.closest<HTMLElement>("[data-sample-tab]");
      if (tab) {
        const language = tab.dataset.sampleTab as SampleLanguage;
        storeSampleLanguage(language);
        selectLanguageTabs(root, language);
        return;
      }
      const tryIt = target.closest<HTMLButtonElement>("[data-try-it-button]");
      if (tryIt) openConsole(tryIt);
    };
    // Arrow keys move between a tablist's tabs, which choose as they move (the ARIA tabs pattern).
    const onKeyDown = (event: KeyboardEvent) => {
      const tab = (event.target as HTMLElement).closest<HTMLElement>("[data-sample-tab]");
      if (!tab || !["ArrowLeft", "ArrowRight", "Home", "End"].includes(event.key)) return;
      event.preventDefault();
      const current = LANGUAGE_IDS.indexOf(tab.dataset.sampleTab ?? "");
      const last = LANGUAGE_IDS.length - 1;
      const next =
        event.key === "Home"
          ? 0
          : event.key === "End"
            ? last
            : (current + (event.key === "ArrowRight" ? 1 : last)) % LANGUAGE_IDS.length;
      const language = LANGUAGE_IDS[next] as SampleLanguage;
      storeSampleLanguage(language);
      selectLanguageTabs(root, language);
      tab.parentElement?.querySelector<HTMLElement>(`[data-sample-tab="${language}"]`)?.focus();
    };
    const onSubmit = (event: SubmitEvent) => {
      const form = (event.target as HTMLElement).closest<HTMLFormElement>("form[data-dialog-form]");
      const name = form ? new FormData(form).get("dialog") : null;
      if (!form || typeof name !== "string" || !isDialogName(name)) return;
      event.preventDefault();
      dialogs.open(name, event.submitter as HTMLElement | null);
    };
    root.addEventListener("click", onClick);
    root.addEventListener("keydown", onKeyDown);
    root.addEventListener("submit", onSubmit);
    return () => {
      root.removeEventListener("click", onClick);
      root.removeEventListener("keydown", onKeyDown);
      root.removeEventListener("submit", onSubmit);
    };
  }, [container, dialogs, openConsole, loaded]);

  return { consoles, clientId };
}
