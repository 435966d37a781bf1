import {
  ChartCard,
  ChartHeading,
  chartColours,
  fontSize,
  headingBottom,
  Legend,
  longMonth,
  monthRange,
  nf,
  nf1,
  niceScale,
} from "./chart-kit";
import type { EmissionsForecastData } from "./demo-series";

/** What the forecast chart states, in words. */
export function forecastText(data: EmissionsForecastData) {
  const next = data.forecast[0]!;
  const total = data.forecast.reduce((s, p) => s + p.forecast, 0);
  return {
    title: `Monthly emissions, ${monthRange(data.actual.map((a) => a.month))}, and forecast to ${longMonth(data.forecast.at(-1)!.month)}`,
    description: `Actual total emissions by month: ${data.actual
      .map((a) => `${longMonth(a.month)} ${nf.format(a.value)}`)
      .join(
        ", ",
      )} tCO2e. Forecast (${data.model}${data.mape === null ? "" : `, hold-out error ${nf1.format(data.mape)}%`}): ${longMonth(next.month)} ${nf.format(next.forecast)} tCO2e (90% interval ${nf.format(next.p05)} to ${nf.format(next.p95)}); ${nf.format(total)} tCO2e over the ${data.forecast.length} forecast months.`,
  };
}

const colours = { actual: chartColours.scope1, forecast: chartColours.scope2 };

/** Actual monthly totals as a line, then the forecast as a dashed line inside its 90% interval band. */
export function ForecastChart({
  id,
  data,
  className,
}: {
  id: string;
  data: EmissionsForecastData;
  className?: string;
}) {
  const text = forecastText(data);
  const points = [
    ...data.actual.map((a) => ({ month: a.month, value: a.value })),
    ...data.forecast.map((p) => ({ month: p.month, value: p.forecast })),
  ];
  const draw = (width: number) => {
    const phone = width < 400;
    const pad = 16;
    const subtitleY = headingBottom(width);
    const plotTop = subtitleY + 30;
    const plotHeight = phone ? 170 : 190;
    const plotBottom = plotTop + plotHeight;
    const plotLeft = pad + 40;
    const plotRight = width - pad - 6;
    const highest = Math.max(...data.actual.map((a) => a.value), ...data.forecast.map((p) => p.p95));
    const lowest = Math.min(...data.actual.map((a) => a.value), ...data.forecast.map((p) => p.p05));
    const { step } = niceScale(highest - lowest, 4);
    const min = Math.floor(lowest / step) * step;
    const max = Math.ceil(highest / step) * step;
    const ticks = Array.from({ length: Math.round((max - min) / step) + 1 }, (_, i) => min + i * step);
    const x = (i: number) => plotLeft + (i / (points.length - 1)) * (plotRight - plotLeft);
    const y = (v: number) => plotBottom - ((v - min) / (max - min)) * plotHeight;
    const firstForecast = data.actual.length;
    const path = (from: number, to: number) =>
      points
        .slice(from, to)
        .map((p, i) => `${i === 0 ? "M" : "L"}${x(from + i).toFixed(1)} ${y(p.value).toFixed(1)}`)
        .join(" ");
    const band = [
      `M${x(firstForecast - 1).toFixed(1)} ${y(data.actual.at(-1)!.value).toFixed(1)}`,
      ...data.forecast.map((p, i) => `L${x(firstForecast + i).toFixed(1)} ${y(p.p95).toFixed(1)}`),
      ...data.forecast.map((p, i) => `L${x(firstForecast + i).toFixed(1)} ${y(p.p05).toFixed(1)}`).reverse(),
      "Z",
    ].join(" ");
    // A label every six months, on the months that start a half year.
    const labelled = points.map((p, i) => ({ ...p, i })).filter((p) => ["01", "07"].includes(p.month.slice(5)));
    const legendTop = plotBottom + 42;
    return {
      height: legendTop + (phone ? 32 : 12),
      body: (
        <>
          <ChartHeading title="Emissions and forecast" subtitle={`tCO2e per month, ${data.model}`} width={width} />
          {ticks.map((v) => (
            <g key={v}>
              <line x1={plotLeft} x2={plotRight} y1={y(v)} y2={y(v)} stroke={chartColours.grid} strokeWidth={1} />
              <text x={plotLeft - 6} y={y(v) + 4} textAnchor="end" fontSize={fontSize.small} fill={chartColours.muted}>
                {nf.format(v)}
              </text>
            </g>
          ))}
          <path d={band} fill={chartColours.band} stroke={colours.forecast} strokeWidth={1} />
          <line
            x1={x(firstForecast - 1)}
            x2={x(firstForecast - 1)}
            y1={plotTop - 6}
            y2={plotBottom}
            stroke={chartColours.axis}
            strokeDasharray="3 3"
          />
          <text x={x(firstForecast - 1) + 6} y={plotTop + 6} fontSize={fontSize.small} fill={chartColours.muted}>
            Forecast
          </text>
          <path d={path(0, firstForecast)} fill="none" stroke={colours.actual} strokeWidth={2.5} />
          <path
            d={path(firstForecast - 1, points.length)}
            fill="none"
            stroke={colours.forecast}
            strokeWidth={2.5}
            strokeDasharray="6 4"
          />
          {labelled.map((p) => (
            <g key={p.month}>
              <line x1={x(p.i)} x2={x(p.i)} y1={plotBottom} y2={plotBottom + 5} stroke={chartColours.axis} />
              <text
                x={x(p.i)}
                y={plotBottom + 20}
                textAnchor="middle"
                fontSize={fontSize.small}
                fill={chartColours.muted}
              >
                {longMonth(p.month)}
              </text>
            </g>
          ))}
          <Legend
            items={["Actual", "Forecast", "90% interval"]}
            colours={[colours.actual, colours.forecast, chartColours.band]}
            strokes={[undefined, undefined, colours.forecast]}
            x={pad}
            y={legendTop}
            width={width - 2 * pad}
          />
        </>
      ),
    };
  };
  return <ChartCard id={id} title={text.title} description={text.description} draw={draw} className={className} />;
}
