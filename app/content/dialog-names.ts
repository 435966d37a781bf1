/** Every dialog the site can open, by the name used in code and in `?dialog=NAME` links. */
export const dialogNames = ["demo", "signup", "sales", "contact", "support", "sandbox"] as const;
export type DialogName = (typeof dialogNames)[number];

export function isDialogName(value: string | null): value is DialogName {
  return value !== null && (dialogNames as readonly string[]).includes(value);
}
