import type { ShowcaseSlide } from "~/content/home";
import { BODY_TOP, DashboardFrame, nf, palette, VIEW_H, VIEW_W } from "./frame";

type Props = { id: string; slide: Extract<ShowcaseSlide, { kind: "trend" }> };

/** Monthly line chart with a shaded area and the reduction target. */
export function TrendChart({ id, slide }: Props) {
  const left = 70;
  const right = VIEW_W - 24;
  const top = BODY_TOP + 24;
  const bottom = VIEW_H - 44;
  const values = slide.points.map((p) => p.value);
  const min = Math.floor((Math.min(slide.target, ...values) * 0.9) / 500) * 500;
  const max = Math.ceil((Math.max(...values) * 1.05) / 500) * 500;
  const x = (i: number) => left + (i * (right - left)) / (slide.points.length - 1);
  const y = (v: number) => bottom - ((v - min) / (max - min)) * (bottom - top);
  const line = slide.points
    .map((p, i) => `${i === 0 ? "M" : "L"}${x(i).toFixed(1)} ${y(p.value).toFixed(1)}`)
    .join(" ");
  const area = `${line} L${x(slide.points.length - 1)} ${bottom} L${left} ${bottom} Z`;
  const ticks = Array.from({ length: Math.round((max - min) / 500) + 1 }, (_, i) => min + i * 500);
  const first = slide.points[0];
  const last = slide.points[slide.points.length - 1];
  const change = first && last ? ((last.value - first.value) / first.value) * 100 : 0;
  const description = `Monthly ${slide.unit} from ${first?.month} to ${last?.month}: ${slide.points
    .map((p) => `${p.month} ${nf.format(p.value)}`)
    .join(", ")}. Change ${change.toFixed(1)}%. Target ${nf.format(slide.target)} ${slide.unit}.`;

  return (
    <DashboardFrame
      id={id}
      title={slide.title}
      subtitle={`${change.toFixed(1)}% in 12 months`}
      description={description}
    >
      <defs>
        <linearGradient id={`${id}-fill`} x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor={palette.scope2} stopOpacity="0.35" />
          <stop offset="1" stopColor={palette.scope2} stopOpacity="0.02" />
        </linearGradient>
      </defs>
      {ticks.map((t) => (
        <g key={t}>
          <line x1={left} x2={right} y1={y(t)} y2={y(t)} stroke={palette.grid} />
          <text x={left - 10} y={y(t) + 4} fontSize="12" textAnchor="end" fill={palette.muted}>
            {nf.format(t)}
          </text>
        </g>
      ))}
      <path d={area} fill={`url(#${id}-fill)`} />
      <path d={line} fill="none" stroke={palette.scope1} strokeWidth="3" strokeLinejoin="round" />
      {slide.points.map((p, i) => (
        <g key={p.month}>
          <circle cx={x(i)} cy={y(p.value)} r="4" fill="#ffffff" stroke={palette.scope1} strokeWidth="2" />
          <text x={x(i)} y={bottom + 22} fontSize="12" textAnchor="middle" fill={palette.muted}>
            {p.month}
          </text>
        </g>
      ))}
      <line
        x1={left}
        x2={right}
        y1={y(slide.target)}
        y2={y(slide.target)}
        stroke={palette.target}
        strokeWidth="2"
        strokeDasharray="8 6"
      />
      <text x={left + 8} y={y(slide.target) + 20} fontSize="13" fontWeight="600" fill="#92400e">
        Target {nf.format(slide.target)} {slide.unit}
      </text>
      <text x={left} y={top - 8} fontSize="12" fill={palette.muted}>
        {slide.unit}
      </text>
    </DashboardFrame>
  );
}
