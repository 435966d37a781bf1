import { ACTIVITIES, type Activity } from "./activities";

/**
 * An activity as people name it in a sheet: its key (`diesel`), or words of its name (`Diesel`, `Grid electricity`,
 * `Flight long haul economy`). Every word given must begin a word of the activity's name or key, in any order and
 * case; the activities of the platform's own list (fuels, electricity, refrigerants, freight, spend) come before the
 * published tables' (DESNZ, EPA), and a name that matches one of them exactly wins outright.
 */

export type ActivityNaming =
  | { kind: "key"; key: string }
  | { kind: "several"; candidates: { key: string; label: string }[]; more: number }
  | { kind: "none" };

/** At most this many candidates are offered for a name that matches several activities. */
const MAX_CANDIDATES = 8;

/** Words that say nothing about which activity is meant. */
const FILLER = new Set(["a", "an", "the", "and", "of", "to", "from", "for", "per", "by", "in", "on", "with"]);

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/(\d)\.(\d)/g, "$1$2")
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== "" && !FILLER.has(w));

type Indexed = { activity: Activity; words: string[]; own: boolean; head: string };

let index: Indexed[] | null = null;

/** The activities' words, made on first use: the list is long (the published tables' headings). */
function indexed(): Indexed[] {
  index ??= [...ACTIVITIES.values()].map((activity) => ({
    activity,
    words: [...new Set([...wordsOf(activity.label), ...wordsOf(activity.key)])],
    own: activity.kind !== "measured",
    // "Diesel (gas/diesel oil), stationary: DG sets" → "diesel": the name before its qualifications.
    head: wordsOf(activity.label.split(/[,(:>]/)[0] ?? "").join(" "),
  }));
  return index;
}

/** Every word wanted begins a word of the activity's name or key. */
const namedBy = (entry: Indexed, wanted: readonly string[]) =>
  wanted.every((w) => entry.words.some((word) => word.startsWith(w)));

/**
 * The activities whose name or key every word of `text` begins a word of (in any order and case), in the order of
 * `ACTIVITIES`: the platform's own first, then the published tables'. None for text without a word to look for.
 */
export function activitiesMatching(text: string): Activity[] {
  const wanted = wordsOf(text);
  if (wanted.length === 0) return [];
  return indexed()
    .filter((e) => namedBy(e, wanted))
    .map((e) => e.activity);
}

/** Names read before: a sheet names its few activities on every row. Bounded, the oldest forgotten first. */
const named = new Map<string, ActivityNaming>();
const REMEMBERED = 2000;

/** The activity a sheet's cell names: its key, the one activity its words name, or the candidates. */
export function activityNamed(text: string): ActivityNaming {
  const known = named.get(text);
  if (known) return known;
  const answer = nameActivity(text);
  if (named.size >= REMEMBERED) named.delete(named.keys().next().value!);
  named.set(text, answer);
  return answer;
}

function nameActivity(text: string): ActivityNaming {
  const trimmed = text.trim();
  if (ACTIVITIES.has(trimmed)) return { kind: "key", key: trimmed };
  const lower = trimmed.toLowerCase();
  if (ACTIVITIES.has(lower)) return { kind: "key", key: lower };
  const wanted = wordsOf(trimmed);
  if (wanted.length === 0) return { kind: "none" };

  const exactLabel = indexed().filter((e) => e.activity.label.toLowerCase() === lower);
  if (exactLabel.length === 1) return { kind: "key", key: exactLabel[0]!.activity.key };

  const matches = indexed().filter((e) => namedBy(e, wanted));
  if (matches.length === 0) return { kind: "none" };
  if (matches.length === 1) return { kind: "key", key: matches[0]!.activity.key };

  // Fewer extra words first (the closest name), the platform's own activities before the published tables'.
  const ranked = [...matches].sort(
    (a, b) =>
      Number(b.own) - Number(a.own) || a.words.length - b.words.length || a.activity.key.localeCompare(b.activity.key),
  );
  const byHead = ranked.filter((e) => e.own && e.head === wanted.join(" "));
  if (byHead.length === 1) return { kind: "key", key: byHead[0]!.activity.key };
  return {
    kind: "several",
    candidates: ranked.slice(0, MAX_CANDIDATES).map((e) => ({ key: e.activity.key, label: e.activity.label })),
    more: Math.max(0, ranked.length - MAX_CANDIDATES),
  };
}
