import type { ShowcaseSlide } from "~/content/home";
import { ChartCard, ChartHeading, chartColours, fontSize, headingBottom, nf, scopeColours } from "./chart-kit";

type Props = { id: string; slide: Extract<ShowcaseSlide, { kind: "scopes" }>; plain?: boolean };

/** A year's emissions as a donut of the three scopes, each with its tonnes and share, and the year's KPIs. */
export function ScopeShare({ id, slide, plain }: Props) {
  const total = slide.scopes.reduce((sum, s) => sum + s.tco2e, 0);
  const shares = slide.scopes.map((s) => ({ ...s, pct: Math.round((s.tco2e / total) * 100) }));
  const description = `${slide.period} total ${nf.format(total)} tCO2e. ${shares
    .map((a) => `Scope ${a.scope}: ${nf.format(a.tco2e)} tCO2e, ${a.pct}%`)
    .join("; ")}. ${slide.kpis.map((k) => `${k.label} ${k.value} ${k.note}`).join("; ")}.`;

  const draw = (width: number) => {
    const phone = width < 400;
    const top = headingBottom(width) + 20;
    const r = phone ? 74 : 78;
    const thickness = phone ? 24 : 32;
    const cx = phone ? width / 2 : 32 + r + thickness / 2;
    const cy = top + r + thickness / 2;
    const circumference = 2 * Math.PI * r;
    let offset = 0;
    const arcs = shares.map((s) => {
      const length = (s.tco2e / total) * circumference;
      const arc = { ...s, length, offset };
      offset += length;
      return arc;
    });
    // Legend and KPIs: to the right of the donut on wide screens, below it on phones.
    const listLeft = phone ? 16 : cx + r + thickness / 2 + 40;
    const listWidth = width - 16 - listLeft;
    const listTop = phone ? cy + r + thickness / 2 + 32 : top + 12;
    const kpiTop = listTop + shares.length * 26 + 8;
    const kpiRow = 26;
    const height = kpiTop + slide.kpis.length * kpiRow + 12;
    return {
      height,
      body: (
        <>
          <ChartHeading title={slide.title} subtitle={slide.period} width={width} />
          <g transform={`translate(${cx} ${cy})`}>
            <g transform="rotate(-90)">
              {arcs.map((a, i) => (
                <circle
                  key={a.scope}
                  r={r}
                  fill="none"
                  stroke={scopeColours[i]}
                  strokeWidth={thickness}
                  strokeDasharray={`${a.length - 2} ${circumference - a.length + 2}`}
                  strokeDashoffset={-a.offset}
                />
              ))}
            </g>
            <text textAnchor="middle" y={-2} fontSize={fontSize.figure} fontWeight={700} fill={chartColours.ink}>
              {nf.format(total)}
            </text>
            <text textAnchor="middle" y={18} fontSize={fontSize.small} fill={chartColours.muted}>
              tCO2e total
            </text>
          </g>
          {shares.map((s, i) => (
            <g key={s.scope} transform={`translate(${listLeft} ${listTop + i * 26})`}>
              <rect width={12} height={12} rx={2} y={-10} fill={scopeColours[i]} />
              <text x={20} fontSize={fontSize.label} fill={chartColours.ink}>
                Scope {s.scope}
              </text>
              <text
                x={listWidth - 44}
                fontSize={fontSize.label}
                fontWeight={700}
                textAnchor="end"
                fill={chartColours.ink}
              >
                {nf.format(s.tco2e)}
              </text>
              <text x={listWidth} fontSize={fontSize.label} textAnchor="end" fill={chartColours.muted}>
                {s.pct}%
              </text>
            </g>
          ))}
          <line x1={listLeft} x2={listLeft + listWidth} y1={kpiTop - 14} y2={kpiTop - 14} stroke={chartColours.grid} />
          {slide.kpis.map((k, i) => (
            <g key={k.label} transform={`translate(${listLeft} ${kpiTop + 6 + i * kpiRow})`}>
              <text fontSize={fontSize.small} fill={chartColours.muted}>
                {k.label} <tspan fill={chartColours.muted}>({k.note})</tspan>
              </text>
              <text x={listWidth} fontSize={fontSize.label} fontWeight={700} textAnchor="end" fill={chartColours.ink}>
                {k.value}
              </text>
            </g>
          ))}
        </>
      ),
    };
  };
  return <ChartCard id={id} title={slide.title} description={description} draw={draw} wideWidth={600} plain={plain} />;
}
