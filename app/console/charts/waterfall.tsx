import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";
import { axisTicks, ChartLegend, ChartSvg, margin, tickFont, useWidth, XLabels, YGrid } from "./frame";

export type WaterfallStep = { key: string; label: string; value: number; kind: "total" | "change" };

const colours = { total: "#475569", rise: "#b91c1c", fall: "#047857" } as const;

/**
 * A waterfall: the first and last bars are totals from zero; each step between starts where the one before ended
 * and rises (red) or falls (green) by its value, with a thin line joining the steps.
 */
export function Waterfall({
  title,
  description,
  steps,
  format,
}: {
  title: string;
  description: string;
  steps: WaterfallStep[];
  format: (v: number) => string;
}) {
  const [ref, width] = useWidth<HTMLDivElement>();
  // On a phone the five labels take two lines, alternating, so that each has twice the room.
  const stagger = width < 560;
  const height = width < 480 ? 260 : 300;
  const bottom = margin.bottom + (stagger ? tickFont + 4 : 0);
  let level = 0;
  const bars = steps.map((s) => {
    const from = s.kind === "total" ? 0 : level;
    const to = s.kind === "total" ? s.value : level + s.value;
    level = to;
    return { ...s, from, to };
  });
  const all = bars.flatMap((b) => [b.from, b.to]);
  const { lo, hi, ticks } = axisTicks(Math.min(0, ...all), Math.max(0, ...all));
  const x = scaleBand({ domain: steps.map((s) => s.key), range: [margin.left, width - margin.right], padding: 0.3 });
  const y = scaleLinear({ domain: [lo, hi], range: [height - bottom, margin.top] });
  return (
    <div ref={ref}>
      <ChartLegend
        items={[
          { label: "Period total", colour: colours.total },
          { label: "Raises emissions", colour: colours.rise },
          { label: "Lowers emissions", colour: colours.fall },
        ]}
      />
      <ChartSvg title={title} description={description} width={width} height={height}>
        <YGrid ticks={ticks} y={(v) => y(v)} width={width} format={format} />
        {bars.map((b, i) => {
          const left = x(b.key) ?? 0;
          const top = y(Math.max(b.from, b.to));
          const fill = b.kind === "total" ? colours.total : b.to >= b.from ? colours.rise : colours.fall;
          const next = bars[i + 1];
          return (
            <g key={b.key}>
              <Bar
                x={left}
                y={top}
                width={x.bandwidth()}
                height={Math.max(1, Math.abs(y(b.from) - y(b.to)))}
                fill={fill}
              />
              {next && (
                <line
                  x1={left + x.bandwidth()}
                  x2={x(next.key) ?? 0}
                  y1={y(b.to)}
                  y2={y(b.to)}
                  stroke="#64748b"
                  strokeDasharray="3 2"
                />
              )}
            </g>
          );
        })}
        <XLabels
          labels={steps.map((s) => ({ key: s.key, text: s.label }))}
          x={(k) => (x(k) ?? 0) + x.bandwidth() / 2}
          y={height - bottom + tickFont + 6}
          every={1}
          stagger={stagger}
        />
      </ChartSvg>
    </div>
  );
}
