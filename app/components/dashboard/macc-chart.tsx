import type { ShowcaseSlide } from "~/content/home";
import { BODY_TOP, DashboardFrame, nf, palette, VIEW_H } from "./frame";

type Props = { id: string; slide: Extract<ShowcaseSlide, { kind: "macc" }> };

const barColours = ["#065f46", "#047857", "#10b981", "#f59e0b", "#d97706"];

/** Marginal abatement cost curve: bar width is annual abatement, height is cost per tonne. */
export function MaccChart({ id, slide }: Props) {
  const measures = [...slide.measures].sort((a, b) => a.costPerTonne - b.costPerTonne);
  const left = 70;
  const right = 440;
  const top = BODY_TOP + 44;
  const bottom = VIEW_H - 56;
  const totalAbatement = measures.reduce((s, m) => s + m.abatement, 0);
  const high = Math.max(0, ...measures.map((m) => m.costPerTonne));
  const low = Math.min(0, ...measures.map((m) => m.costPerTonne));
  const scale = (bottom - top) / (high - low);
  const zero = top + high * scale;
  let cursor = left;
  const bars = measures.map((m, i) => {
    const width = (m.abatement / totalAbatement) * (right - left);
    const bar = { ...m, x: cursor, width, colour: barColours[i % barColours.length] ?? palette.scope2 };
    cursor += width;
    return bar;
  });
  const description = `Measures by cost per tonne in INR: ${measures
    .map((m) => `${m.label} ${nf.format(m.costPerTonne)} per tCO2e, ${nf.format(m.abatement)} tCO2e a year`)
    .join("; ")}. Total abatement ${nf.format(totalAbatement)} tCO2e a year.`;

  return (
    <DashboardFrame
      id={id}
      title={slide.title}
      subtitle={`${nf.format(totalAbatement)} tCO2e / yr`}
      description={description}
    >
      <text x={left} y={BODY_TOP + 22} fontSize="12" fill={palette.muted}>
        ₹ per tCO2e
      </text>
      {bars.map((b, i) => {
        const h = Math.abs(b.costPerTonne) * scale;
        const y = b.costPerTonne < 0 ? zero : zero - h;
        return (
          <g key={b.label}>
            <rect x={b.x + 1} y={y} width={Math.max(b.width - 2, 2)} height={h} fill={b.colour} />
            <g transform={`translate(460 ${BODY_TOP + 40 + i * 44})`}>
              <rect y="-11" width="14" height="14" rx="3" fill={b.colour} />
              <text x="22" fontSize="13" fill={palette.ink}>
                {b.label}
              </text>
              <text x="22" y="17" fontSize="12" fill={palette.muted}>
                {nf.format(b.abatement)} tCO2e / yr
              </text>
            </g>
            <text
              x={b.x + b.width / 2}
              y={b.costPerTonne < 0 ? y + h + 16 : y - 6}
              fontSize="12"
              fontWeight="600"
              textAnchor="middle"
              fill={palette.muted}
            >
              {nf.format(b.costPerTonne)}
            </text>
          </g>
        );
      })}
      <line x1={left} x2={right} y1={zero} y2={zero} stroke={palette.ink} strokeWidth="1.5" />
      <text x={left} y={VIEW_H - 14} fontSize="12" fill={palette.muted}>
        Cumulative abatement, tCO2e per year →
      </text>
    </DashboardFrame>
  );
}
