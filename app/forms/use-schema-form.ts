import { type ChangeEvent, useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { prepareToasts, toast } from "~/lib/toast";

type Values = Record<string, unknown>;
/** A contract schema a form is checked with. */
export type FormSchema = z.ZodType<Values, Values>;
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Each field's first problem, as the shared schema words it. */
export type FieldErrors = Partial<Record<string, { message: string }>>;

/** What a field component needs from the form: its name, element, change handler and error text. */
export type FieldProps = {
  name: string;
  ref: (element: Control | null) => void;
  onChange: (event: ChangeEvent<Control>) => void;
  autoFocus?: boolean;
  error?: string;
};

type FieldName<S extends FormSchema> = Extract<keyof z.input<S>, string>;

function readControl(element: Control): string | boolean {
  return element instanceof HTMLInputElement && element.type === "checkbox" ? element.checked : element.value;
}

function writeControl(element: Control, value: unknown) {
  if (element instanceof HTMLInputElement && element.type === "checkbox") element.checked = value === true;
  else element.value = typeof value === "string" ? value : "";
}

function isFilled(value: unknown): boolean {
  return typeof value === "string" ? value.trim() !== "" : value === true;
}

function firstErrorPerField(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const name = issue.path.join(".");
    errors[name] ??= { message: issue.message };
  }
  return errors;
}

export type SchemaFormOptions<S extends FormSchema> = {
  defaultValues?: { [K in FieldName<S>]?: string | boolean };
  /** The field the cursor starts in (a dialog's first field); the schema loads just after the form first shows. */
  focus?: FieldName<S>;
};

/**
 * A form validated by one of the shared contract schemas. Its controls stay uncontrolled (typing does not render
 * the form); the schema and zod are fetched the first time they are needed (the first edit, a dialog opening to
 * be filled in, or a submit), so a page with a form does not pay for them before the visitor types.
 *
 * Errors appear on submit, beside their fields, with focus on the first one in the page; an edited field's error
 * clears at once, and the next submit checks again. While a submit runs (validation, then `onValid`) the form
 * reports `isSubmitting`.
 */
export function useSchemaForm<S extends FormSchema>(loadSchema: () => Promise<S>, options: SchemaFormOptions<S> = {}) {
  const defaults = (options.defaultValues ?? {}) as Values;
  const focus = options.focus;
  const controls = useRef(new Map<string, Control>());
  const refCallbacks = useRef(new Map<string, (element: Control | null) => void>());
  const schema = useRef<Promise<S> | null>(null);
  const load = useRef(loadSchema);
  const mounted = useRef(true);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const [filled, setFilled] = useState("");

  const warm = useRef((): Promise<S> => {
    prepareToasts(); // the form's outcome is told by a toast
    if (!schema.current) {
      const loading = load.current();
      loading.catch(() => {
        schema.current = null; // try again on the next attempt (e.g. after a dropped connection)
      });
      schema.current = loading;
    }
    return schema.current;
  }).current;

  const values = (): Values => {
    const current: Values = { ...defaults };
    for (const [name, element] of controls.current) current[name] = readControl(element);
    return current;
  };

  const updateFilled = useRef(() => {
    const names = [...controls.current].filter(([, element]) => isFilled(readControl(element))).map(([n]) => n);
    setFilled(names.sort().join("\n"));
  }).current;

  useEffect(() => {
    mounted.current = true;
    updateFilled(); // values typed before the page was interactive count
    return () => {
      mounted.current = false;
    };
  }, [updateFilled]);

  const register = (name: FieldName<S>): FieldProps => {
    let ref = refCallbacks.current.get(name);
    if (!ref) {
      ref = (element: Control | null) => {
        if (!element) {
          controls.current.delete(name);
          return;
        }
        const fresh = controls.current.get(name) !== element;
        controls.current.set(name, element);
        // A value typed before the page was interactive is kept; a default other than empty is applied.
        if (fresh && isFilled(defaults[name]) && !isFilled(readControl(element))) writeControl(element, defaults[name]);
      };
      refCallbacks.current.set(name, ref);
    }
    return { name, ref, onChange: updateFilled };
  };

  const clearErrors = (name: FieldName<S>) =>
    setErrors((current) => {
      if (!current[name]) return current;
      const { [name]: _, ...rest } = current;
      return rest;
    });

  const setError = (name: FieldName<S>, error: { message: string }) =>
    setErrors((current) => ({ ...current, [name]: error }));

  /** The field's props: registration, its error text, and clearing that error on edit. */
  const field = (name: FieldName<S>): FieldProps => {
    const registration = register(name);
    return {
      ...registration,
      autoFocus: name === focus || undefined,
      error: errors[name]?.message,
      onChange: (event) => {
        void warm().catch(() => {});
        if (errors[name]) clearErrors(name);
        registration.onChange(event);
      },
    };
  };

  const resetField = (name: FieldName<S>) => {
    const element = controls.current.get(name);
    if (element) writeControl(element, defaults[name]);
    clearErrors(name);
    updateFilled();
  };

  const reset = () => {
    for (const [name, element] of controls.current) writeControl(element, defaults[name]);
    setErrors({});
    updateFilled();
  };

  const focusFirstError = (found: FieldErrors) => {
    const invalid = [...controls.current.entries()]
      .filter(([name]) => found[name])
      .map(([, element]) => element)
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    invalid[0]?.focus();
  };

  /**
   * The form's submit handler: checks the values with the schema, then calls `onValid` with what the schema
   * made of them, or shows the errors (and calls `onInvalid` with them).
   */
  const handleSubmit =
    (onValid: (data: z.output<S>) => unknown, onInvalid?: (errors: FieldErrors) => void) =>
    async (event?: { preventDefault: () => void }) => {
      event?.preventDefault();
      setSubmitting(true);
      try {
        let checker: S;
        try {
          checker = await warm();
        } catch {
          toast.error("The form could not be checked", { description: "Please check your connection and try again." });
          return;
        }
        const result = await checker.safeParseAsync(values());
        if (!result.success) {
          const found = firstErrorPerField(result.error.issues);
          setErrors(found);
          focusFirstError(found);
          onInvalid?.(found);
          return;
        }
        setErrors({});
        await onValid(result.data);
      } finally {
        if (mounted.current) setSubmitting(false);
      }
    };

  /** True once every named field holds something (a ticked box, a chosen option, non-blank text). */
  const allFilled = (names: readonly FieldName<S>[]) => {
    const present = new Set(filled.split("\n"));
    return names.every((name) => present.has(name));
  };

  // A dialog is about to be filled in: its schema and the toasts load once the dialog's first frame is painted (a
  // timeout set from an animation frame), as their code runs when it arrives and would otherwise hold that frame
  // back. Nothing to cancel: a closed dialog's schema still serves the next opening.
  useEffect(() => {
    if (focus) requestAnimationFrame(() => setTimeout(() => void warm().catch(() => {})));
  }, [focus, warm]);

  return {
    field,
    register,
    handleSubmit,
    reset,
    resetField,
    setError,
    allFilled,
    formState: { errors, isSubmitting },
  };
}
