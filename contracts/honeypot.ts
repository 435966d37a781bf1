/** Name of the hidden field every form carries; people leave it empty, bots fill it. Kept free of zod so
 * pages can render the field without loading the schemas. */
export const HONEYPOT_FIELD = "homepage";
