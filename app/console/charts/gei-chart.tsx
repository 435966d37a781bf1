import { scaleLinear } from "@visx/scale";
import { Line, LinePath } from "@visx/shape";
import { axisTicks, ChartLegend, ChartSvg, LABEL_ROOM, margin, tickFont, useWidth, XLabels, YGrid } from "./frame";

/** A month's GEI so far in the year: cumulative emissions over cumulative output; projected once either part is. */
export type GeiPoint = { key: string; label: string; gei: number | null; projected: boolean };
/** A horizontal line: a target or the baseline. */
export type GeiLevel = { label: string; value: number };

const colours = { actual: "#065f46", projected: "#1d4ed8" } as const;
const levelColours = ["#b45309", "#7c3aed", "#475569"] as const;
const levelDashes = ["2 3", "8 3", "1 0"] as const;

/**
 * A compliance year's GEI trajectory against its levels: the cumulative GEI month by month, solid while it is the
 * records' own and dashed where the months are projected, with each target (and the baseline) as a level line.
 */
export function GeiChart({
  title,
  description,
  points,
  levels,
  format,
}: {
  title: string;
  description: string;
  points: GeiPoint[];
  levels: GeiLevel[];
  format: (v: number) => string;
}) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const height = width < 480 ? 240 : 300;
  const known = points.filter((p): p is GeiPoint & { gei: number } => p.gei !== null);
  const values = [...known.map((p) => p.gei), ...levels.map((l) => l.value)];
  const { lo, hi, ticks } = axisTicks(Math.min(...values) * 0.95, Math.max(...values) * 1.02);
  const x = scaleLinear({
    domain: [0, Math.max(1, points.length - 1)],
    range: [margin.left + 6, width - margin.right - 6],
  });
  const y = scaleLinear({ domain: [lo, hi], range: [height - margin.bottom, margin.top] });
  const index = new Map(points.map((p, i) => [p.key, i]));
  const xOf = (p: GeiPoint) => x(index.get(p.key) ?? 0);
  const actual = known.filter((p) => !p.projected);
  const lastActual = actual.at(-1);
  const ahead = known.filter((p) => p.projected);
  const projectedLine = lastActual && ahead.length ? [lastActual, ...ahead] : ahead;
  const labelEvery = Math.max(1, Math.ceil((points.length * LABEL_ROOM) / (width - margin.left - margin.right)));
  return (
    <div ref={ref}>
      <ChartLegend
        items={[
          { label: "GEI so far", colour: colours.actual },
          { label: "Projected", colour: colours.projected, dashed: true },
          ...levels.map((l, i) => ({ label: l.label, colour: levelColours[i % 3]!, dashed: i < 2 })),
        ]}
      />
      <ChartSvg title={title} description={description} width={width} height={height}>
        <YGrid ticks={ticks} y={(v) => y(v)} width={width} format={format} />
        {levels.map((l, i) => (
          <Line
            key={l.label}
            from={{ x: margin.left, y: y(l.value) }}
            to={{ x: width - margin.right, y: y(l.value) }}
            stroke={levelColours[i % 3]}
            strokeWidth={2}
            strokeDasharray={levelDashes[i % 3]}
          />
        ))}
        <LinePath data={actual} x={xOf} y={(p) => y(p.gei)} stroke={colours.actual} strokeWidth={2.5} />
        <LinePath
          data={projectedLine}
          x={xOf}
          y={(p) => y(p.gei)}
          stroke={colours.projected}
          strokeWidth={2.5}
          strokeDasharray="6 4"
        />
        <XLabels
          labels={points.map((p) => ({ key: p.key, text: p.label }))}
          x={(k) => x(index.get(k) ?? 0)}
          y={height - margin.bottom + tickFont + 6}
          every={labelEvery}
        />
      </ChartSvg>
    </div>
  );
}
