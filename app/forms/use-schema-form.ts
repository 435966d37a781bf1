import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { type DefaultValues, type FieldValues, type Path, useForm, useWatch } from "react-hook-form";
import type { z } from "zod";

type Schema = z.ZodType<FieldValues, FieldValues>;

/**
 * A form validated by one of the shared contract schemas. Errors appear on submit and clear as soon as the
 * visitor edits the field; the next submit checks again.
 */
export function useSchemaForm<S extends Schema>(
  schema: S,
  options: { defaultValues?: DefaultValues<z.input<S>>; focus?: Path<z.input<S>> } = {},
) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as never,
    defaultValues: options.defaultValues,
    mode: "onSubmit",
    reValidateMode: "onSubmit",
    shouldFocusError: true,
  });
  const { register, clearErrors, formState, setFocus } = form;

  /** Props for a field: registration, its error text, and clearing the error on edit. */
  const field = (name: Path<z.input<S>>) => {
    const registration = register(name);
    const message = formState.errors[name]?.message;
    return {
      ...registration,
      error: typeof message === "string" ? message : undefined,
      onChange: (event: { target: unknown; type?: unknown }) => {
        if (formState.errors[name]) clearErrors(name);
        return registration.onChange(event);
      },
    };
  };

  const focus = options.focus;
  useEffect(() => {
    if (focus) setFocus(focus);
  }, [focus, setFocus]);

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
