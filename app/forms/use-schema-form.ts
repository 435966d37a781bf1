import { useEffect, useRef } from "react";
import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { prepareToasts } from "~/lib/toast";

type Schema = z.ZodType<FieldValues, FieldValues>;

/**
 * A resolver that fetches the validation code (zod, the shared schema) the first time it is needed, so a page
 * with a form does not pay for it before the visitor types.
 */
function deferredResolver<S extends Schema>(load: () => Promise<S>) {
  let ready: Promise<Resolver<z.input<S>, unknown, z.output<S>>> | null = null;
  const warm = () => {
    prepareToasts(); // the form's outcome is told by a toast
    ready ??= Promise.all([import("@hookform/resolvers/zod"), load()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema as never) as never,
    );
    ready.catch(() => {
      ready = null; // try again on the next attempt (e.g. after a dropped connection)
    });
    return ready;
  };
  const resolver: Resolver<z.input<S>, unknown, z.output<S>> = async (values, context, options) =>
    (await warm())(values, context, options);
  return { resolver, warm };
}

/**
 * A form validated by one of the shared contract schemas (loaded on demand). Errors appear on submit and clear
 * as soon as the visitor edits the field; the next submit checks again.
 */
export function useSchemaForm<S extends Schema>(
  loadSchema: () => Promise<S>,
  options: { defaultValues?: DefaultValues<z.input<S>>; focus?: Path<z.input<S>> } = {},
) {
  const deferred = useRef<ReturnType<typeof deferredResolver<S>>>(null);
  deferred.current ??= deferredResolver(loadSchema);
  const { resolver, warm } = deferred.current;

  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver,
    defaultValues: options.defaultValues,
    mode: "onSubmit",
    reValidateMode: "onSubmit",
    shouldFocusError: true,
  });
  const { register, clearErrors, formState } = form;
  const focus = options.focus;

  /**
   * Props for a field: registration, its error text, and clearing the error on edit. The `focus` field is
   * focused as it mounts (in the same frame the form first shows, unlike focusing it from an effect).
   */
  const field = (name: Path<z.input<S>>) => {
    const registration = register(name);
    const message = formState.errors[name]?.message;
    return {
      ...registration,
      autoFocus: name === focus || undefined,
      error: typeof message === "string" ? message : undefined,
      onChange: (event: { target: unknown; type?: unknown }) => {
        void warm().catch(() => {});
        if (formState.errors[name]) clearErrors(name);
        return registration.onChange(event);
      },
    };
  };

  useEffect(() => {
    if (focus) void warm().catch(() => {}); // a dialog is being filled in now
  }, [focus, warm]);

  return { ...form, field };
}

/** True once every named field holds something (a ticked box, a chosen option, non-blank text). */
export function useAllFilled<T extends FieldValues>(
  control: ReturnType<typeof useForm<T>>["control"],
  names: Path<T>[],
) {
  const values = useWatch({ control, name: names }) as unknown[];
  return values.every((v) =>
    typeof v === "string" ? v.trim() !== "" : v === true || (v !== undefined && v !== false && v !== null),
  );
}
