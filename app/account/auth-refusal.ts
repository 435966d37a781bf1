import { toast } from "~/lib/toast";
import type { AuthAnswer } from "./auth-client";

/**
 * Shows the server's refusal of an account form: each named field's message beside that field, anything else
 * (wrong credentials, a lock, a limit, no connection) in an error toast. The input is kept.
 */
export function showRefusal<F extends string>(
  answer: Extract<AuthAnswer<unknown>, { ok: false }>,
  setError: (name: F, error: { message: string }) => void,
  fields: readonly F[],
  title: string,
) {
  const beside = answer.errors.filter((e) => (fields as readonly string[]).includes(e.field));
  for (const e of beside) setError(e.field as F, { message: e.message });
  if (beside.length === 0) toast.error(title, { description: answer.detail });
}
