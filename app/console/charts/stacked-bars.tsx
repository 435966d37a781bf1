import { scaleBand, scaleLinear } from "@visx/scale";
import { BarStack } from "@visx/shape";
import { axisTicks, ChartLegend, ChartSvg, LABEL_ROOM, margin, tickFont, useWidth, XLabels, YGrid } from "./frame";

export type StackedBarsProps<K extends string> = {
  title: string;
  description: string;
  /** One bar per item, in order. */
  rows: ({ key: string; label: string } & Record<K, number>)[];
  series: { key: K; label: string; colour: string }[];
  format: (v: number) => string;
};

/** Monthly bars, each stacked from its series (scopes), drawn with visx's BarStack. */
export function StackedBars<K extends string>({ title, description, rows, series, format }: StackedBarsProps<K>) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const height = width < 480 ? 240 : 300;
  const totals = rows.map((r) => series.reduce((s, k) => s + (r[k.key] as number), 0));
  const { ticks, hi } = axisTicks(0, Math.max(0, ...totals));
  const x = scaleBand({
    domain: rows.map((r) => r.key),
    range: [margin.left, width - margin.right],
    padding: 0.2,
  });
  const y = scaleLinear({ domain: [0, hi], range: [height - margin.bottom, margin.top] });
  const labelEvery = Math.max(1, Math.ceil((rows.length * LABEL_ROOM) / (width - margin.left - margin.right)));
  const colour = Object.fromEntries(series.map((s) => [s.key, s.colour])) as Record<K, string>;
  return (
    <div ref={ref}>
      <ChartLegend items={series.map((s) => ({ label: s.label, colour: s.colour }))} />
      <ChartSvg title={title} description={description} width={width} height={height}>
        <YGrid ticks={ticks} y={(v) => y(v)} width={width} format={format} />
        <BarStack
          data={rows}
          keys={series.map((s) => s.key)}
          x={(r) => r.key}
          xScale={x}
          yScale={y}
          color={(k) => colour[k as K]}
        >
          {(stacks) =>
            stacks.map((stack) =>
              stack.bars.map((bar) => (
                <rect
                  key={`${stack.key}-${bar.index}`}
                  x={bar.x}
                  y={bar.y}
                  width={bar.width}
                  height={Math.max(0, bar.height)}
                  fill={bar.color}
                  stroke="#ffffff"
                  strokeWidth={0.5}
                />
              )),
            )
          }
        </BarStack>
        <XLabels
          labels={rows.map((r) => ({ key: r.key, text: r.label }))}
          x={(k) => (x(k) ?? 0) + x.bandwidth() / 2}
          y={height - margin.bottom + tickFont + 6}
          every={labelEvery}
        />
      </ChartSvg>
    </div>
  );
}
