const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** Keeps a header value on one line and bounded (visitor text goes into subjects). */
export function headerSafe(text: string, max = 120): string {
  let oneLine = "";
  for (const ch of text) oneLine += ch.charCodeAt(0) < 32 || ch.charCodeAt(0) === 127 ? " " : ch;
  oneLine = oneLine.replace(/\s+/g, " ").trim();
  return oneLine.length > max ? `${oneLine.slice(0, max - 1)}…` : oneLine;
}
