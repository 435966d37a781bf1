import type { ShowcaseSlide } from "~/content/home";
import { BODY_TOP, DashboardFrame, nf, palette } from "./frame";

type Props = { id: string; slide: Extract<ShowcaseSlide, { kind: "facilities" }> };

const columns = { facility: 24, bar: 250, tco2e: 470, intensity: 540, change: 616 };

/** Facility league table: emissions bar, intensity and year-on-year change. */
export function FacilityTable({ id, slide }: Props) {
  const max = Math.max(...slide.rows.map((r) => r.tco2e));
  const rowH = 48;
  const headY = BODY_TOP + 28;
  const description = slide.rows
    .map(
      (r) =>
        `${r.facility}, ${r.state}: ${nf.format(r.tco2e)} tCO2e, intensity ${r.intensity.toFixed(2)}, ${r.change > 0 ? "up" : "down"} ${Math.abs(r.change).toFixed(1)}% year on year`,
    )
    .join("; ");

  return (
    <DashboardFrame
      id={id}
      title={slide.title}
      subtitle={`${slide.rows.length} facilities`}
      description={`${description}.`}
    >
      <g fontSize="12" fill={palette.muted} fontWeight="600">
        <text x={columns.facility} y={headY}>
          FACILITY
        </text>
        <text x={columns.bar} y={headY}>
          EMISSIONS (tCO2e)
        </text>
        <text x={columns.intensity} y={headY} textAnchor="end">
          INTENSITY
        </text>
        <text x={columns.change} y={headY} textAnchor="end">
          YoY
        </text>
      </g>
      {slide.rows.map((r, i) => {
        const y = headY + 20 + i * rowH;
        const up = r.change > 0;
        return (
          <g key={r.facility}>
            <rect x="12" y={y} width="616" height={rowH - 6} rx="6" fill={i % 2 === 0 ? palette.panel : "#ffffff"} />
            <text x={columns.facility} y={y + 19} fontSize="14" fontWeight="600" fill={palette.ink}>
              {r.facility}
            </text>
            <text x={columns.facility} y={y + 35} fontSize="12" fill={palette.muted}>
              {r.state}
            </text>
            <rect x={columns.bar} y={y + 14} width={(r.tco2e / max) * 150} height="14" rx="3" fill={palette.scope2} />
            <text x={columns.tco2e} y={y + 26} fontSize="14" textAnchor="end" fill={palette.ink}>
              {nf.format(r.tco2e)}
            </text>
            <text x={columns.intensity} y={y + 26} fontSize="14" textAnchor="end" fill={palette.ink}>
              {r.intensity.toFixed(2)}
            </text>
            <text
              x={columns.change}
              y={y + 26}
              fontSize="14"
              fontWeight="600"
              textAnchor="end"
              fill={up ? palette.up : palette.down}
            >
              {up ? "▲" : "▼"} {Math.abs(r.change).toFixed(1)}%
            </text>
          </g>
        );
      })}
    </DashboardFrame>
  );
}
