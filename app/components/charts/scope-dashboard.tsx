import {
  ChartCard,
  ChartHeading,
  chartColours,
  fontSize,
  headingBottom,
  Legend,
  monthRange,
  nf,
  nf1,
  niceScale,
  scopeColours,
  scopeNames,
  scopeShortNames,
  shortMonth,
  signedPct,
} from "./chart-kit";
import type { ScopeDashboardData } from "./demo-series";

/** What the dashboard card states, in words: its title and the figures its description gives. */
export function scopeDashboardText(data: ScopeDashboardData) {
  const range = monthRange(data.months);
  return {
    title: `Monthly emissions by scope, ${range}`,
    description: `Total ${nf.format(data.total)} tCO2e over the 12 months, ${signedPct(data.changePct)} on the 12 months before; ${data.byScope
      .map((v, s) => `${scopeNames[s]} ${nf.format(v)} tCO2e`)
      .join(", ")}; ${nf1.format(data.intensity)} tCO2e per tonne produced. By month: ${data.months
      .map((m, i) => `${shortMonth(m)} ${nf.format(data.scopes[0][i]! + data.scopes[1][i]! + data.scopes[2][i]!)}`)
      .join(", ")} tCO2e.`,
  };
}

/** A dashboard card: KPI figures over a year, then the monthly totals stacked by scope. */
export function ScopeDashboard({ id, data, className }: { id: string; data: ScopeDashboardData; className?: string }) {
  const text = scopeDashboardText(data);
  const draw = (width: number) => {
    const phone = width < 400;
    const kpis = [
      { label: phone ? "12 months" : "Last 12 months", value: `${nf.format(data.total)} t` },
      { label: "Year on year", value: signedPct(data.changePct) },
      { label: phone ? "Per tonne" : "Per tonne made", value: `${nf1.format(data.intensity)} t` },
    ];
    const pad = 16;
    const subtitleY = headingBottom(width);
    const kpiTop = subtitleY + 18;
    const kpiWidth = (width - 2 * pad) / kpis.length;
    const plotTop = kpiTop + 70;
    const plotHeight = phone ? 150 : 170;
    const plotBottom = plotTop + plotHeight;
    const plotLeft = pad + 40;
    const plotRight = width - pad;
    const totals = data.months.map((_, i) => data.scopes[0][i]! + data.scopes[1][i]! + data.scopes[2][i]!);
    const { max, step } = niceScale(Math.max(...totals));
    const y = (v: number) => plotBottom - (v / max) * plotHeight;
    const slot = (plotRight - plotLeft) / data.months.length;
    const barWidth = slot * 0.62;
    const labelEvery = phone ? 2 : 1;
    const legendTop = plotBottom + 40;
    const height = legendTop + (phone ? 32 : 12);
    return {
      height,
      body: (
        <>
          <ChartHeading title="Emissions by scope" subtitle={`${monthRange(data.months)}, tCO2e`} width={width} />
          {kpis.map((k, i) => (
            <g key={k.label} transform={`translate(${pad + i * kpiWidth} ${kpiTop})`}>
              <rect width={kpiWidth - 8} height={54} rx={8} fill="#f1f5f9" />
              <text x={10} y={20} fontSize={fontSize.small} fill={chartColours.muted}>
                {k.label}
              </text>
              <text x={10} y={44} fontSize={phone ? 17 : fontSize.figure} fontWeight={700} fill={chartColours.ink}>
                {k.value}
              </text>
            </g>
          ))}
          {Array.from({ length: Math.round(max / step) + 1 }, (_, i) => i * step).map((v) => (
            <g key={v}>
              <line x1={plotLeft} x2={plotRight} y1={y(v)} y2={y(v)} stroke={chartColours.grid} strokeWidth={1} />
              <text x={plotLeft - 6} y={y(v) + 4} textAnchor="end" fontSize={fontSize.small} fill={chartColours.muted}>
                {nf.format(v)}
              </text>
            </g>
          ))}
          {data.months.map((m, i) => {
            let base = 0;
            const x = plotLeft + i * slot + (slot - barWidth) / 2;
            return (
              <g key={m}>
                {data.scopes.map((series, s) => {
                  const value = series[i]!;
                  const top = y(base + value);
                  const h = y(base) - top;
                  base += value;
                  return (
                    <rect
                      key={scopeNames[s]}
                      x={x}
                      y={top}
                      width={barWidth}
                      height={Math.max(h - 1, 0)}
                      fill={scopeColours[s]}
                    />
                  );
                })}
                {i % labelEvery === 0 && (
                  <text
                    x={x + barWidth / 2}
                    y={plotBottom + 18}
                    textAnchor="middle"
                    fontSize={fontSize.small}
                    fill={chartColours.muted}
                  >
                    {shortMonth(m)}
                  </text>
                )}
              </g>
            );
          })}
          <Legend
            items={phone ? scopeShortNames : scopeNames}
            colours={scopeColours}
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
