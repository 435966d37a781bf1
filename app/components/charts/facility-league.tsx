import type { ShowcaseSlide } from "~/content/home";
import { ChartCard, ChartHeading, chartColours, fontSize, headingBottom, nf, textWidth } from "./chart-kit";

type Props = { id: string; slide: Extract<ShowcaseSlide, { kind: "facilities" }>; plain?: boolean };

const change = { up: "#b91c1c", down: "#047857" };

/** Facility league table: emissions bar, intensity and year-on-year change. */
export function FacilityLeague({ id, slide, plain }: Props) {
  const max = Math.max(...slide.rows.map((r) => r.tco2e));
  const description = `${slide.rows
    .map(
      (r) =>
        `${r.facility}, ${r.state}: ${nf.format(r.tco2e)} tCO2e, ${r.intensity === null ? "no production" : `intensity ${r.intensity.toFixed(2)} tCO2e per tonne produced`}, ${r.change > 0 ? "up" : "down"} ${Math.abs(r.change).toFixed(1)}% year on year`,
    )
    .join("; ")}.`;

  const draw = (width: number) => {
    const phone = width < 400;
    const headY = headingBottom(width) + 30;
    const rowH = phone ? 62 : 46;
    const right = width - 16;
    // Wide: name | bar | tCO2e | intensity | change. Phone: name and state, then bar and figures on a second line.
    // The bars start after the longest name (bold text runs about a tenth wider than the estimate).
    const names = Math.max(...slide.rows.map((r) => textWidth(r.facility, fontSize.label))) * 1.12;
    const bar = Math.max(230, Math.ceil(16 + names + 20));
    const cols = phone
      ? { bar: 16, barWidth: 110, tco2e: 190, intensity: 250, change: right }
      : { bar, barWidth: 380 - bar, tco2e: 436, intensity: 515, change: right };
    return {
      height: headY + 14 + slide.rows.length * rowH,
      body: (
        <>
          <ChartHeading title={slide.title} subtitle={`${slide.rows.length} facilities`} width={width} />
          <g fontSize={fontSize.small} fill={chartColours.muted} fontWeight={600}>
            {!phone && (
              <text x={16} y={headY}>
                Facility
              </text>
            )}
            <text x={cols.tco2e} y={headY} textAnchor="end">
              tCO2e
            </text>
            <text x={cols.intensity} y={headY} textAnchor="end">
              Intensity
            </text>
            <text x={cols.change} y={headY} textAnchor="end">
              YoY
            </text>
          </g>
          {slide.rows.map((r, i) => {
            const y = headY + 12 + i * rowH;
            const figuresY = phone ? y + 50 : y + 26;
            const up = r.change > 0;
            return (
              <g key={r.facility}>
                <rect
                  x={8}
                  y={y}
                  width={width - 16}
                  height={rowH - 4}
                  rx={6}
                  fill={i % 2 === 0 ? "#f1f5f9" : "#ffffff"}
                />
                <text x={16} y={y + 18} fontSize={fontSize.label} fontWeight={700} fill={chartColours.ink}>
                  {r.facility}
                </text>
                <text
                  x={phone ? right : 16}
                  y={phone ? y + 18 : y + 34}
                  textAnchor={phone ? "end" : "start"}
                  fontSize={fontSize.small}
                  fill={chartColours.muted}
                >
                  {r.state}
                </text>
                <rect
                  x={cols.bar}
                  y={figuresY - 11}
                  width={(r.tco2e / max) * cols.barWidth}
                  height={12}
                  rx={2}
                  fill={chartColours.scope2}
                />
                <text x={cols.tco2e} y={figuresY} fontSize={fontSize.label} textAnchor="end" fill={chartColours.ink}>
                  {nf.format(r.tco2e)}
                </text>
                <text
                  x={cols.intensity}
                  y={figuresY}
                  fontSize={fontSize.label}
                  textAnchor="end"
                  fill={chartColours.ink}
                >
                  {r.intensity === null ? "–" : r.intensity.toFixed(2)}
                </text>
                <text
                  x={cols.change}
                  y={figuresY}
                  fontSize={fontSize.label}
                  fontWeight={700}
                  textAnchor="end"
                  fill={up ? change.up : change.down}
                >
                  {up ? "▲" : "▼"} {Math.abs(r.change).toFixed(1)}%
                </text>
              </g>
            );
          })}
        </>
      ),
    };
  };
  return <ChartCard id={id} title={slide.title} description={description} draw={draw} wideWidth={600} plain={plain} />;
}
