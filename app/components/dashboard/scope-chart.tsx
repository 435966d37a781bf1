import type { ShowcaseSlide } from "~/content/home";
import { BODY_TOP, DashboardFrame, nf, palette } from "./frame";

type Props = { id: string; slide: Extract<ShowcaseSlide, { kind: "scopes" }> };

const colours = { 1: palette.scope1, 2: palette.scope2, 3: palette.scope3 } as const;

/** Donut of emissions by scope with a legend and headline KPIs. */
export function ScopeChart({ id, slide }: Props) {
  const total = slide.scopes.reduce((sum, s) => sum + s.tco2e, 0);
  const r = 78;
  const circumference = 2 * Math.PI * r;
  let offset = 0;
  const arcs = slide.scopes.map((s) => {
    const length = (s.tco2e / total) * circumference;
    const arc = { ...s, length, offset, pct: Math.round((s.tco2e / total) * 100) };
    offset += length;
    return arc;
  });
  const description = `${slide.period} total ${nf.format(total)} tCO2e. ${arcs
    .map((a) => `Scope ${a.scope}: ${nf.format(a.tco2e)} tCO2e, ${a.pct}%`)
    .join("; ")}. ${slide.kpis.map((k) => `${k.label} ${k.value} ${k.note}`).join("; ")}.`;

  return (
    <DashboardFrame id={id} title={slide.title} subtitle={slide.period} description={description}>
      <g transform={`translate(150 ${BODY_TOP + 150})`}>
        <g transform="rotate(-90)">
          {arcs.map((a) => (
            <circle
              key={a.scope}
              r={r}
              fill="none"
              stroke={colours[a.scope]}
              strokeWidth="34"
              strokeDasharray={`${a.length - 2} ${circumference - a.length + 2}`}
              strokeDashoffset={-a.offset}
            />
          ))}
        </g>
        <text textAnchor="middle" y="-2" fontSize="20" fontWeight="700" fill={palette.ink}>
          {nf.format(total)}
        </text>
        <text textAnchor="middle" y="18" fontSize="13" fill={palette.muted}>
          tCO2e total
        </text>
      </g>
      {arcs.map((a, i) => (
        <g key={a.scope} transform={`translate(300 ${BODY_TOP + 36 + i * 44})`}>
          <rect width="14" height="14" rx="3" y="-12" fill={colours[a.scope]} />
          <text x="24" fontSize="15" fill={palette.ink}>
            Scope {a.scope}
          </text>
          <text x="150" fontSize="15" fontWeight="600" textAnchor="end" fill={palette.ink}>
            {nf.format(a.tco2e)}
          </text>
          <text x="200" fontSize="15" textAnchor="end" fill={palette.muted}>
            {a.pct}%
          </text>
        </g>
      ))}
      {slide.kpis.map((kpi, i) => (
        <g key={kpi.label} transform={`translate(${296 + i * 112} ${BODY_TOP + 170})`}>
          <rect width="104" height="112" rx="8" fill={palette.panel} stroke={palette.grid} />
          <text x="10" y="26" fontSize="12" fill={palette.muted}>
            {kpi.label}
          </text>
          <text x="10" y="62" fontSize="22" fontWeight="700" fill={palette.ink}>
            {kpi.value}
          </text>
          <text x="10" y="88" fontSize="11" fill={palette.muted}>
            {kpi.note}
          </text>
        </g>
      ))}
    </DashboardFrame>
  );
}
