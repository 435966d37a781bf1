import { scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";
import { axisTicks, ChartLegend, ChartSvg, margin, tickFont, useWidth, YGrid } from "./frame";

export type MaccBar = { key: string; rank: number; label: string; start: number; width: number; cost: number };

/** Saving measures in green, costing ones in blue: each 4.5:1 or more against white, and told apart by position. */
const colours = { saves: "#047857", costs: "#1d4ed8" } as const;

/**
 * A marginal abatement cost curve: one bar per measure in cost order, as wide as its yearly abatement (t CO2e) and as
 * high as its cost per tonne, from zero (below it: the measure saves money). Each bar carries its rank, which the
 * table beside it names.
 */
export function MaccCurve({
  title,
  description,
  bars,
  formatCost,
  formatTonnes,
}: {
  title: string;
  description: string;
  bars: MaccBar[];
  formatCost: (v: number) => string;
  formatTonnes: (v: number) => string;
}) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const height = width < 480 ? 280 : 340;
  const total = Math.max(1e-9, ...bars.map((b) => b.start + b.width));
  const { lo, hi, ticks } = axisTicks(Math.min(0, ...bars.map((b) => b.cost)), Math.max(0, ...bars.map((b) => b.cost)));
  const x = scaleLinear({ domain: [0, total], range: [margin.left, width - margin.right] });
  const y = scaleLinear({ domain: [lo, hi], range: [height - margin.bottom, margin.top] });
  return (
    <div ref={ref}>
      <ChartLegend
        items={[
          { label: "Saves money per tonne", colour: colours.saves },
          { label: "Costs money per tonne", colour: colours.costs },
        ]}
      />
      <ChartSvg title={title} description={description} width={width} height={height}>
        <YGrid ticks={ticks} y={(v) => y(v)} width={width} format={formatCost} />
        {bars.map((b) => {
          const left = x(b.start);
          const w = Math.max(1, x(b.start + b.width) - left - 1);
          const top = y(Math.max(0, b.cost));
          const h = Math.max(1, Math.abs(y(b.cost) - y(0)));
          return (
            <g key={b.key} data-rank={b.rank}>
              <Bar x={left} y={top} width={w} height={h} fill={b.cost <= 0 ? colours.saves : colours.costs} />
              {w >= 14 && (
                <text
                  x={left + w / 2}
                  y={b.cost >= 0 ? top - 4 : top + h + tickFont}
                  textAnchor="middle"
                  fontSize={tickFont}
                  fill="#0f172a"
                >
                  {b.rank}
                </text>
              )}
            </g>
          );
        })}
        <line x1={margin.left} x2={width - margin.right} y1={y(0)} y2={y(0)} stroke="#0f172a" />
        <text x={margin.left} y={height - 8} fontSize={tickFont} fill="#475569">
          0
        </text>
        <text x={width - margin.right} y={height - 8} textAnchor="end" fontSize={tickFont} fill="#475569">
          {formatTonnes(total)} t CO2e a year
        </text>
      </ChartSvg>
    </div>
  );
}
