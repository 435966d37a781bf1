import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from "react";
import { BUILT_API_BASE } from "~/content/api-docs/api-base";
import { DEMO_CLIENT_ID } from "~/content/api-docs/demo-client";
import type { SampleLanguage } from "~/content/api-docs/sample-languages";
import { storedSampleLanguage, storedSandboxClientId, storeSampleLanguage } from "./stored-preferences";

type DocsPreferences = {
  /** The examples' language: one choice for the whole page, remembered in this browser. */
  language: SampleLanguage;
  chooseLanguage: (language: SampleLanguage) => void;
  /** The client id of a sandbox tenant created in this browser, which the examples then use; never a secret. */
  clientId: string | null;
  /** The API base of the site the page was loaded from, where it is not the one the examples were built with. */
  apiBase: string | null;
};

const PreferencesContext = createContext<DocsPreferences>({
  language: "curl",
  chooseLanguage: () => {},
  clientId: null,
  apiBase: null,
});

/**
 * Reads the stored choices and the page's own address once hydrated (the prerendered page shows the defaults and the
 * build's address; CSS shows the chosen panel).
 */
export function DocsPreferencesProvider({ children }: { children: ReactNode }) {
  const [language, setLanguage] = useState<SampleLanguage>("curl");
  const [clientId, setClientId] = useState<string | null>(null);
  const [apiBase, setApiBase] = useState<string | null>(null);
  useEffect(() => {
    setLanguage(storedSampleLanguage());
    const own = storedSandboxClientId();
    setClientId(own && own !== DEMO_CLIENT_ID ? own : null);
    // The server that serves the pages serves `/v1` beside them.
    const served = `${window.location.origin}/v1`;
    setApiBase(served === BUILT_API_BASE ? null : served);
  }, []);
  const value = useMemo(
    () => ({
      language,
      clientId,
      apiBase,
      chooseLanguage: (next: SampleLanguage) => {
        storeSampleLanguage(next);
        setLanguage(next);
      },
    }),
    [language, clientId, apiBase],
  );
  return <PreferencesContext value={value}>{children}</PreferencesContext>;
}

export const useDocsPreferences = () => useContext(PreferencesContext);
