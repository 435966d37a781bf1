import type { ReactNode } from "react";

export const VIEW_W = 640;
export const VIEW_H = 360;
/** Top of the drawing area, below the window bar. */
export const BODY_TOP = 52;

export const palette = {
  ink: "#0f172a",
  muted: "#475569",
  grid: "#e2e8f0",
  panel: "#f8fafc",
  scope1: "#065f46",
  scope2: "#10b981",
  scope3: "#0284c7",
  up: "#b91c1c",
  down: "#047857",
  target: "#d97706",
};

export const nf = new Intl.NumberFormat("en-IN");

type FrameProps = { id: string; title: string; description: string; subtitle: string; children: ReactNode };

/** A dashboard window drawn in SVG: scales crisply, described for screen readers by its title and description. */
export function DashboardFrame({ id, title, description, subtitle, children }: FrameProps) {
  return (
    <svg
      viewBox={`0 0 ${VIEW_W} ${VIEW_H}`}
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      className="block h-auto w-full"
      fontFamily="ui-sans-serif, system-ui, sans-serif"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      <rect width={VIEW_W} height={VIEW_H} rx="12" fill="#ffffff" />
      <rect width={VIEW_W} height="40" rx="12" fill="#064e3b" />
      <rect y="28" width={VIEW_W} height="12" fill="#064e3b" />
      <circle cx="20" cy="20" r="5" fill="#f87171" />
      <circle cx="36" cy="20" r="5" fill="#fbbf24" />
      <circle cx="52" cy="20" r="5" fill="#34d399" />
      <text x="72" y="25" fontSize="14" fontWeight="600" fill="#ecfdf5">
        {title}
      </text>
      <text x={VIEW_W - 16} y="25" fontSize="13" textAnchor="end" fill="#a7f3d0">
        {subtitle}
      </text>
      {children}
    </svg>
  );
}
