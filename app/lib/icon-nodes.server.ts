import {
  Award,
  BadgeCheck,
  BarChart3,
  BellRing,
  BookOpen,
  Briefcase,
  Building2,
  CalendarDays,
  ClipboardList,
  Code2,
  Database,
  Factory,
  FileSpreadsheet,
  FileText,
  Gauge,
  Globe2,
  GraduationCap,
  Handshake,
  Heart,
  KeyRound,
  Layers,
  Leaf,
  LifeBuoy,
  Lightbulb,
  Lock,
  type LucideIcon,
  Mail,
  MapPin,
  MessageSquare,
  Radar,
  Scale,
  ShieldCheck,
  Sparkles,
  Target,
  Truck,
  Users,
  Wallet,
  Zap,
} from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { IconName, IconNode, IconNodes } from "~/content/shapes";

const icons: Record<IconName, LucideIcon> = {
  award: Award,
  "badge-check": BadgeCheck,
  "bell-ring": BellRing,
  "bar-chart": BarChart3,
  book: BookOpen,
  briefcase: Briefcase,
  building: Building2,
  calendar: CalendarDays,
  clipboard: ClipboardList,
  code: Code2,
  database: Database,
  factory: Factory,
  "file-spreadsheet": FileSpreadsheet,
  "file-text": FileText,
  gauge: Gauge,
  globe: Globe2,
  "graduation-cap": GraduationCap,
  handshake: Handshake,
  heart: Heart,
  key: KeyRound,
  layers: Layers,
  leaf: Leaf,
  "life-buoy": LifeBuoy,
  lightbulb: Lightbulb,
  lock: Lock,
  mail: Mail,
  "map-pin": MapPin,
  message: MessageSquare,
  radar: Radar,
  scale: Scale,
  shield: ShieldCheck,
  sparkles: Sparkles,
  target: Target,
  truck: Truck,
  users: Users,
  wallet: Wallet,
  zap: Zap,
};

const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** An icon's shapes (paths, circles, lines...) as drawn by lucide, read from its static markup. */
function shapesOf(icon: LucideIcon): IconNode {
  const markup = renderToStaticMarkup(createElement(icon));
  const inner = markup.replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");
  return [...inner.matchAll(/<(\w+)((?:\s+[\w-]+="[^"]*")*)\s*\/?>(?:<\/\1>)?/g)].map(([, tag, attrs]) => [
    tag ?? "path",
    Object.fromEntries([...(attrs ?? "").matchAll(/([\w-]+)="([^"]*)"/g)].map(([, k, v]) => [camel(k ?? ""), v ?? ""])),
  ]);
}

function collectNames(value: unknown, into: Set<IconName>) {
  if (Array.isArray(value)) for (const v of value) collectNames(v, into);
  else if (value && typeof value === "object") {
    for (const [key, v] of Object.entries(value)) {
      if (key === "icon" && typeof v === "string" && v in icons) into.add(v as IconName);
      else collectNames(v, into);
    }
  }
}

/**
 * The drawings of the icons a page's content names, made at build time: pages ship the few shapes they show as
 * data instead of an icon library in their JavaScript.
 */
export function iconNodesFor(content: unknown): IconNodes {
  const names = new Set<IconName>();
  collectNames(content, names);
  return Object.fromEntries([...names].map((name) => [name, shapesOf(icons[name])]));
}
