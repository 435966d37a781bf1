/**
 * Shapes shared by the content modules of the company and resources pages. Each shape has one component that
 * draws it. The pages receive their content from build-time loaders, so shapes hold plain data only: icons are
 * named here, drawn at build time by `lib/icon-nodes.server.ts` and shown by `components/ui/icon.tsx`.
 */

export const iconNames = [
  "award",
  "bell-ring",
  "badge-check",
  "bar-chart",
  "book",
  "briefcase",
  "building",
  "calendar",
  "clipboard",
  "code",
  "database",
  "factory",
  "file-spreadsheet",
  "file-text",
  "gauge",
  "globe",
  "graduation-cap",
  "handshake",
  "heart",
  "key",
  "layers",
  "leaf",
  "life-buoy",
  "lightbulb",
  "lock",
  "mail",
  "map-pin",
  "message",
  "radar",
  "scale",
  "shield",
  "sparkles",
  "target",
  "truck",
  "users",
  "wallet",
  "zap",
] as const;
export type IconName = (typeof iconNames)[number];
/** An icon's shapes: element names with their attributes (drawn at build time, see lib/icon-nodes.server.ts). */
export type IconNode = readonly (readonly [string, Readonly<Record<string, string>>])[];
export type IconNodes = Partial<Record<IconName, IconNode>>;

/** A titled paragraph: values, teams, benefits, differentiators, regions, policies... */
export type InfoCard = {
  title: string;
  text: string;
  icon?: IconName;
  /** Beside the title: "Beta" for a feature sold in beta (`featureBadge` in plans.ts). */
  badge?: string;
};

/** A short statement in a marked list; with a badge (a feature sold in beta), an object. */
export type MarkedItem = string | { text: string; badge?: string };

export type Faq = { question: string; answer: string };

/** One step of an ordered process; `duration` is shown beside the title when known. */
export type Step = { title: string; text: string; duration?: string };

export type Stat = { value: string; label: string };

/** A link to another page as a card: its title over one line about the page. */
export type LinkCard = { href: string; title: string; text: string };

/** A section's heading and introduction. */
export type SectionCopy = { eyebrow?: string; title: string; lead?: string };
