import { scaleLinear } from "@visx/scale";
import { Area, LinePath } from "@visx/shape";
import { axisTicks, ChartLegend, ChartSvg, LABEL_ROOM, margin, tickFont, useWidth, XLabels, YGrid } from "./frame";

export type BandPoint = { key: string; label: string; actual?: number; forecast?: number; low?: number; high?: number };

const colours = { actual: "#065f46", forecast: "#1d4ed8", band: "#bfdbfe" } as const;

/**
 * History and forecast on one time axis: the actual months as a solid line, the forecast as a dashed line inside its
 * p05-p95 band (a filled area with its edges drawn, so the band is visible at 3:1 against white).
 */
export function BandChart({
  title,
  description,
  points,
  format,
}: {
  title: string;
  description: string;
  points: BandPoint[];
  format: (v: number) => string;
}) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const height = width < 480 ? 240 : 300;
  const values = points.flatMap((p) => [p.actual, p.high, p.forecast].filter((v): v is number => v !== undefined));
  const lows = points.flatMap((p) => [p.low, p.actual].filter((v): v is number => v !== undefined));
  const { lo, hi, ticks } = axisTicks(Math.min(0, ...lows), Math.max(0, ...values));
  const x = scaleLinear({
    domain: [0, Math.max(1, points.length - 1)],
    range: [margin.left + 6, width - margin.right - 6],
  });
  const y = scaleLinear({ domain: [lo, hi], range: [height - margin.bottom, margin.top] });
  const index = new Map(points.map((p, i) => [p.key, i]));
  const history = points.filter((p) => p.actual !== undefined);
  const ahead = points.filter((p) => p.forecast !== undefined);
  // The forecast line starts from the last actual month, so the two lines meet.
  const lastActual = history.at(-1);
  const forecastLine = lastActual ? [{ ...lastActual, forecast: lastActual.actual }, ...ahead] : ahead;
  const band = lastActual ? [{ ...lastActual, low: lastActual.actual, high: lastActual.actual }, ...ahead] : ahead;
  const xOf = (p: BandPoint) => x(index.get(p.key) ?? 0);
  const labelEvery = Math.max(1, Math.ceil((points.length * LABEL_ROOM) / (width - margin.left - margin.right)));
  return (
    <div ref={ref}>
      <ChartLegend
        items={[
          { label: "Actual", colour: colours.actual },
          { label: "Forecast", colour: colours.forecast, dashed: true },
          { label: "90% band (p05 to p95)", colour: colours.band },
        ]}
      />
      <ChartSvg title={title} description={description} width={width} height={height}>
        <YGrid ticks={ticks} y={(v) => y(v)} width={width} format={format} />
        <Area
          data={band}
          x={xOf}
          y0={(p) => y(p.low ?? 0)}
          y1={(p) => y(p.high ?? 0)}
          fill={colours.band}
          fillOpacity={0.8}
        />
        <LinePath data={band} x={xOf} y={(p) => y(p.low ?? 0)} stroke={colours.forecast} strokeWidth={1} />
        <LinePath data={band} x={xOf} y={(p) => y(p.high ?? 0)} stroke={colours.forecast} strokeWidth={1} />
        <LinePath data={history} x={xOf} y={(p) => y(p.actual ?? 0)} stroke={colours.actual} strokeWidth={2.5} />
        <LinePath
          data={forecastLine}
          x={xOf}
          y={(p) => y(p.forecast ?? 0)}
          stroke={colours.forecast}
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
