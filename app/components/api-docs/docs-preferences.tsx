import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from "react";
import { DEMO_CLIENT_ID } from "~/content/api-docs/demo-client";
import type { SampleLanguage } from "~/content/api-docs/sample-languages";
import { storedSampleLanguage, storedSandboxClientId, storeSampleLanguage } from "~/lib/api-docs-preferences";

type DocsPreferences = {
  /** The examples' language: one choice for the whole page, remembered in this browser. */
  language: SampleLanguage;
  chooseLanguage: (language: SampleLanguage) => void;
  /** The client id of a sandbox tenant created in this browser, which the examples then use; never a secret. */
  clientId: string | null;
};

const PreferencesContext = createContext<DocsPreferences>({
  language: "curl",
  chooseLanguage: () => {},
  clientId: null,
});

/** Reads the stored choices once hydrated (the prerendered page shows the defaults; CSS shows the chosen panel). */
export function DocsPreferencesProvider({ children }: { children: ReactNode }) {
  const [language, setLanguage] = useState<SampleLanguage>("curl");
  const [clientId, setClientId] = useState<string | null>(null);
  useEffect(() => {
    setLanguage(storedSampleLanguage());
    const own = storedSandboxClientId();
    setClientId(own && own !== DEMO_CLIENT_ID ? own : null);
  }, []);
  const value = useMemo(
    () => ({
      language,
      clientId,
      chooseLanguage: (next: SampleLanguage) => {
        storeSampleLanguage(next);
        setLanguage(next);
      },
    }),
    [language, clientId],
  );
  return <PreferencesContext value={value}>{children}</PreferencesContext>;
}

export const useDocsPreferences = () => useContext(PreferencesContext);
