import { createElement, forwardRef, type ReactNode, type SVGProps } from "react";

/**
 * lucide-react's `createLucideIcon`, small: every lucide icon module calls it with its drawing, and the build points
 * them here (`vite.config.ts`) instead of at lucide's own, whose context, option handling and helpers would cost
 * every page's first script about a kilobyte. Same markup as lucide's: the default attributes, `lucide lucide-NAME`
 * classes, and `aria-hidden` unless the icon is given a name (an aria-* prop, role or title).
 */
type IconData = { name?: string; size?: number; node: readonly (readonly [string, Record<string, string>])[] };

type IconProps = Omit<SVGProps<SVGSVGElement>, "ref"> & {
  size?: number | string;
  absoluteStrokeWidth?: boolean;
  children?: ReactNode;
};

export default function createLucideIcon(icon: IconData) {
  const LucideIcon = forwardRef<SVGSVGElement, IconProps>(
    (
      { size = 24, strokeWidth = 2, color = "currentColor", absoluteStrokeWidth, className, children, ...rest },
      ref,
    ) => {
      const named =
        children != null || Object.entries(rest).some(([k, v]) => v != null && /^(aria-|role$|title$)/.test(k));
      const classes = new Set(["lucide", `lucide-${icon.name}`, ...(className ?? "").split(/\s+/)].filter(Boolean));
      return createElement(
        "svg",
        {
          ref,
          xmlns: "http://www.w3.org/2000/svg",
          width: size,
          height: size,
          viewBox: `0 0 ${icon.size ?? 24} ${icon.size ?? 24}`,
          fill: "none",
          stroke: color,
          strokeWidth: absoluteStrokeWidth ? (Number(strokeWidth) * 24) / Number(size) : strokeWidth,
          strokeLinecap: "round",
          strokeLinejoin: "round",
          className: [...classes].join(" "),
          ...(named ? {} : { "aria-hidden": "true" }),
          ...rest,
        },
        ...icon.node.map(([tag, attrs]) => createElement(tag, attrs)),
        children,
      );
    },
  );
  LucideIcon.displayName = icon.name;
  return LucideIcon;
}
