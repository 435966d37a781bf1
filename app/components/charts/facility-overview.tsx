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
  scopeColours,
  scopeNames,
  scopeShortNames,
  signedPct,
} from "./chart-kit";
import type { FacilityOverviewData } from "./demo-series";

/** What the facilities view states, in words. */
export function facilityOverviewText(data: FacilityOverviewData) {
  return {
    title: `Emissions by facility, ${monthRange(data.months)}`,
    description: data.facilities
      .map(
        (f) =>
          `${f.name}, ${f.state}, ${f.sources} metered source${f.sources === 1 ? "" : "s"}: ${nf.format(f.total)} tCO2e (${f.byScope
            .map((v, s) => `${scopeShortNames[s]} ${nf.format(v)}`)
            .join(", ")}), ${signedPct(f.changePct)} on the year before${
            f.intensity === null ? "" : `, ${nf1.format(f.intensity)} tCO2e per tonne produced`
          }.`,
      )
      .join(" "),
  };
}

/** One row per site: its name, state and sources, a bar of its year split by scope, and its total and trend. */
export function FacilityOverview({
  id,
  data,
  className,
}: {
  id: string;
  data: FacilityOverviewData;
  className?: string;
}) {
  const text = facilityOverviewText(data);
  const largest = Math.max(...data.facilities.map((f) => f.total));
  const draw = (width: number) => {
    const phone = width < 400;
    const pad = 16;
    const subtitleY = headingBottom(width);
    const rowsTop = subtitleY + 18;
    const rowHeight = phone ? 92 : 76;
    const barLeft = pad;
    const figuresWidth = phone ? 0 : 150;
    const barMax = width - 2 * pad - figuresWidth;
    const legendTop = rowsTop + data.facilities.length * rowHeight + 18;
    return {
      height: legendTop + (phone ? 30 : 12),
      body: (
        <>
          <ChartHeading title="Facilities" subtitle={`${monthRange(data.months)}, tCO2e`} width={width} />
          {data.facilities.map((f, i) => {
            const top = rowsTop + i * rowHeight;
            const barY = top + 42;
            let x = barLeft;
            const figures = [
              `${nf.format(f.total)} t · ${signedPct(f.changePct)}`,
              f.intensity === null ? "no production" : `${nf1.format(f.intensity)} t per tonne`,
            ];
            return (
              <g key={f.name}>
                {i > 0 && <line x1={pad} x2={width - pad} y1={top} y2={top} stroke={chartColours.grid} />}
                <text x={pad} y={top + 20} fontSize={fontSize.label} fontWeight={700} fill={chartColours.ink}>
                  {f.name}
                </text>
                <text x={pad} y={top + 36} fontSize={fontSize.small} fill={chartColours.muted}>
                  {f.state} · {f.sources} metered source{f.sources === 1 ? "" : "s"}
                </text>
                {f.byScope.map((v, s) => {
                  const w = (v / largest) * barMax;
                  const rect = (
                    <rect
                      key={scopeNames[s]}
                      x={x}
                      y={barY + 4}
                      width={Math.max(w - 1, 0)}
                      height={14}
                      fill={scopeColours[s]}
                    />
                  );
                  x += w;
                  return rect;
                })}
                {phone ? (
                  <text x={pad} y={barY + 36} fontSize={fontSize.small} fill={chartColours.ink}>
                    {figures.join(" · ")}
                  </text>
                ) : (
                  figures.map((line, l) => (
                    <text
                      key={line}
                      x={width - pad}
                      y={top + 20 + l * 18}
                      textAnchor="end"
                      fontSize={l === 0 ? fontSize.label : fontSize.small}
                      fontWeight={l === 0 ? 700 : 400}
                      fill={l === 0 ? chartColours.ink : chartColours.muted}
                    >
                      {line}
                    </text>
                  ))
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
