import {
  ChartCard,
  ChartHeading,
  chartColours,
  fontSize,
  headingBottom,
  monthRange,
  nf,
  nf1,
  scopeColours,
  scopeShortNames,
  textWidth,
} from "./chart-kit";
import type { ReportingKpisData } from "./demo-series";

/** The names the analytics' source types go by in the charts. */
const sourceTypeNames: Record<string, string> = {
  purchased_electricity: "Purchased electricity",
  purchased_goods: "Purchased goods",
  stationary_combustion: "Stationary combustion",
  mobile_combustion: "Mobile combustion",
  upstream_transportation: "Upstream transport",
  fugitive_emissions: "Refrigerant leaks",
  business_travel: "Business travel",
  waste: "Waste",
};
const sourceTypeName = (key: string) => sourceTypeNames[key] ?? key.replaceAll("_", " ");

/** What the reporting dashboard states, in words. */
export function reportingKpisText(data: ReportingKpisData) {
  const share = (v: number) => `${nf1.format((v / data.total) * 100)}%`;
  return {
    title: `Emissions KPIs, ${monthRange(data.months)}`,
    description: `Total ${nf.format(data.total)} tCO2e: ${data.byScope
      .map((v, s) => `${scopeShortNames[s]} ${nf.format(v)} (${share(v)})`)
      .join(", ")}, Scope 2 location-based. By source: ${data.sourceTypes
      .map((t) => `${sourceTypeName(t.sourceType)} ${nf.format(t.tco2e)} (${scopeShortNames[t.scope - 1]})`)
      .join(
        ", ",
      )} tCO2e. Data completeness ${nf1.format(data.completenessPct)}%, estimated ${nf1.format(data.estimatedPct)}% of CO2e.`,
  };
}

/**
 * KPI tiles for the year (total and each scope with its share), data quality, then emissions by source type, each
 * bar in the colour of its scope's tile.
 */
export function ReportingKpis({ id, data, className }: { id: string; data: ReportingKpisData; className?: string }) {
  const text = reportingKpisText(data);
  const tiles = [
    { label: "Total", value: nf.format(data.total), note: "tCO2e", colour: chartColours.ink },
    ...data.byScope.map((v, s) => ({
      label: scopeShortNames[s]!,
      value: nf.format(v),
      note: `${nf1.format((v / data.total) * 100)}%`,
      colour: scopeColours[s]!,
    })),
  ];
  const draw = (width: number) => {
    const phone = width < 400;
    const pad = 16;
    const subtitleY = headingBottom(width);
    const perRow = phone ? 2 : 4;
    const tileWidth = (width - 2 * pad) / perRow;
    const tileHeight = 62;
    const tilesTop = subtitleY + 16;
    const rows = Math.ceil(tiles.length / perRow);
    const qualityY = tilesTop + rows * (tileHeight + 8) + 14;
    const sourcesTitleY = qualityY + 30;
    const largest = Math.max(...data.sourceTypes.map((t) => t.tco2e));
    // Phones put each name above its bar; wider screens beside it.
    const labelWidth = phone
      ? 0
      : Math.max(...data.sourceTypes.map((t) => textWidth(sourceTypeName(t.sourceType), fontSize.small))) + 12;
    const valueWidth = 52;
    const barLeft = pad + labelWidth;
    const barMax = width - pad - valueWidth - barLeft;
    const rowHeight = phone ? 36 : 24;
    const barsTop = sourcesTitleY + (phone ? 22 : 14);
    const height = barsTop + data.sourceTypes.length * rowHeight + 8;
    return {
      height,
      body: (
        <>
          <ChartHeading title="Emissions KPIs" subtitle={`${monthRange(data.months)}, tCO2e`} width={width} />
          {tiles.map((t, i) => (
            <g
              key={t.label}
              transform={`translate(${pad + (i % perRow) * tileWidth} ${tilesTop + Math.floor(i / perRow) * (tileHeight + 8)})`}
            >
              <rect width={tileWidth - 8} height={tileHeight} rx={8} fill="#f1f5f9" />
              <rect width={4} height={tileHeight} rx={2} fill={t.colour} />
              <text x={12} y={20} fontSize={fontSize.small} fill={chartColours.muted}>
                {t.label}
              </text>
              <text x={12} y={46} fontSize={phone ? 17 : 18} fontWeight={700} fill={chartColours.ink}>
                {t.value}
              </text>
              <text x={tileWidth - 16} y={20} textAnchor="end" fontSize={fontSize.small} fill={chartColours.muted}>
                {t.note}
              </text>
            </g>
          ))}
          <text x={pad} y={qualityY} fontSize={fontSize.small} fill={chartColours.ink}>
            Data completeness {nf1.format(data.completenessPct)}% · estimated {nf1.format(data.estimatedPct)}%
          </text>
          <text x={pad} y={sourcesTitleY} fontSize={fontSize.label} fontWeight={700} fill={chartColours.ink}>
            By source
          </text>
          {data.sourceTypes.map((t, i) => {
            const rowTop = barsTop + i * rowHeight;
            const barY = phone ? rowTop + 16 : rowTop;
            const w = Math.max((t.tco2e / largest) * barMax, 2);
            return (
              <g key={t.sourceType}>
                <text x={pad} y={phone ? rowTop + 10 : barY + 12} fontSize={fontSize.small} fill={chartColours.ink}>
                  {sourceTypeName(t.sourceType)}
                </text>
                <rect x={barLeft} y={barY} width={w} height={14} rx={2} fill={scopeColours[t.scope - 1]} />
                <text x={barLeft + w + 6} y={barY + 12} fontSize={fontSize.small} fill={chartColours.ink}>
                  {nf.format(t.tco2e)}
                </text>
              </g>
            );
          })}
        </>
      ),
    };
  };
  return <ChartCard id={id} title={text.title} description={text.description} draw={draw} className={className} />;
}
