import { createContext, createElement, type ReactNode, useContext } from "react";
import type { IconName, IconNodes } from "~/content/shapes";

const IconContext = createContext<IconNodes>({});

/** Makes a page's icon drawings (from its build-time loader) available to the `Icon`s inside. */
export function IconSet({ icons, children }: { icons: IconNodes; children: ReactNode }) {
  return <IconContext.Provider value={icons}>{children}</IconContext.Provider>;
}

/** A decorative icon named by content data, drawn from the page's icon set. */
export function Icon({ name, className = "size-5" }: { name: IconName; className?: string }) {
  const shapes = useContext(IconContext)[name];
  if (!shapes) return null;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {shapes.map(([tag, attrs]) => createElement(tag, { key: JSON.stringify(attrs), ...attrs }))}
    </svg>
  );
}
