import { SAMPLE_LANGUAGES, type SampleLanguage } from "~/content/api-docs/sample-languages";

/**
 * What the /api page remembers in this browser: the language of its code examples (a choice the visitor made)
 * and the client id of the sandbox tenant they created here, which the examples then use. No secret is kept.
 */
const LANGUAGE_KEY = "api-sample-language";
const SANDBOX_CLIENT_KEY = "api-sandbox-client-id";
const languages = SAMPLE_LANGUAGES.map((l) => l.id);

/** Runs in <head> before the body paints, so the chosen language shows without a shift. */
export const sampleLanguageScript = `try{var l=localStorage.getItem(${JSON.stringify(LANGUAGE_KEY)});if(${JSON.stringify(languages)}.indexOf(l)>=0)document.documentElement.dataset.sampleLanguage=l}catch(e){}`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function storedSampleLanguage(): SampleLanguage {
  const value = storage()?.getItem(LANGUAGE_KEY);
  return (languages as string[]).includes(value ?? "") ? (value as SampleLanguage) : "curl";
}

export function storeSampleLanguage(language: SampleLanguage) {
  document.documentElement.dataset.sampleLanguage = language;
  storage()?.setItem(LANGUAGE_KEY, language);
}

export function storedSandboxClientId(): string | null {
  const value = storage()?.getItem(SANDBOX_CLIENT_KEY) ?? null;
  return value && /^[\w-]{1,100}$/.test(value) ? value : null;
}

export function storeSandboxClientId(clientId: string | null) {
  if (clientId) storage()?.setItem(SANDBOX_CLIENT_KEY, clientId);
  else storage()?.removeItem(SANDBOX_CLIENT_KEY);
}
