import { useCallback, useEffect, useRef, useState } from "react";

/**
 * The values of a calculator's form, read from its fields on every input. The fields are uncontrolled and in the
 * prerendered page before the code runs: what a visitor typed then counts once it does, as if typed now.
 */
export function useFormValues<K extends string>(defaults: Readonly<Record<K, string>>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Readonly<Record<K, string>>>(defaults);
  const read = useCallback(() => {
    const form = formRef.current;
    if (!form) return;
    const data = new FormData(form);
    setValues((previous) => {
      const next: Record<K, string> = { ...previous };
      let changed = false;
      for (const key of Object.keys(previous) as K[]) {
        const value = String(data.get(key) ?? "");
        if (value !== previous[key]) {
          next[key] = value;
          changed = true;
        }
      }
      return changed ? next : previous;
    });
  }, []);
  useEffect(read, [read]);
  return { values, formRef, read };
}
