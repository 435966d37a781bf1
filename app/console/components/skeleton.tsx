/** Grey blocks where figures are on their way, shaped like what will come, announced once as loading. */
export function Skeleton({ label, blocks = ["h-24", "h-24", "h-24", "h-64"] }: { label: string; blocks?: string[] }) {
  return (
    <div role="status" aria-live="polite" className="grid gap-4 sm:grid-cols-3">
      <span className="sr-only">{label}</span>
      {blocks.map((height, i) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder blocks
          key={i}
          aria-hidden="true"
          className={`${height} animate-pulse rounded-lg bg-slate-200 motion-reduce:animate-none ${i === blocks.length - 1 ? "sm:col-span-3" : ""}`}
        />
      ))}
    </div>
  );
}
