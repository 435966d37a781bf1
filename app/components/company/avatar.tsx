import { useEffect, useRef, useState } from "react";

/** idle: not yet checked (prerendered HTML, hydration); then loading, and loaded or error. */
export type AvatarState = "idle" | "loading" | "loaded" | "error";

type Props = { src?: string; initials: string };

/**
 * A person's picture in a fixed circle, with their initials underneath until the picture has loaded. A missing or
 * broken picture leaves the initials: the image is removed, so no broken-image icon shows, and the circle's size
 * never changes, so nothing moves. Decorative: the person's name is next to it.
 */
export function Avatar({ src, initials }: Props) {
  const [state, setState] = useState<AvatarState>("idle");
  const img = useRef<HTMLImageElement>(null);

  useEffect(() => {
    if (!src) return setState("error");
    // The picture may have finished (or failed) before the page became interactive.
    const el = img.current;
    if (el?.complete) setState(el.naturalWidth > 0 ? "loaded" : "error");
    else setState("loading");
  }, [src]);

  return (
    <div data-avatar-state={state} className="relative size-24 shrink-0 overflow-hidden rounded-full bg-brand-100">
      {state !== "loaded" && (
        <span
          aria-hidden="true"
          className="absolute inset-0 flex items-center justify-center text-2xl font-bold tracking-wide text-brand-900"
        >
          {initials}
        </span>
      )}
      {src && state !== "error" && (
        <img
          ref={img}
          src={src}
          alt=""
          width={96}
          height={96}
          decoding="async"
          onLoad={() => setState("loaded")}
          onError={() => setState("error")}
          className="absolute inset-0 size-full object-cover"
        />
      )}
    </div>
  );
}
