import type { ShowcaseSlide } from "~/content/home";
import { ChartCard, ChartHeading, chartColours, fontSize, headingBottom, nf, niceScale } from "./chart-kit";

type Props = { id: string; slide: Extract<ShowcaseSlide, { kind: "macc" }>; plain?: boolean };

/**
 * One colour per measure, each at least 3:1 against white and at least 45° of hue from the others; the bars are
 * numbered too, and the key beside (or under) the chart names each with its cost, so no label sits on a neighbour.
 */
const measureColours = ["#047857", "#1d4ed8", "#9333ea", "#be185d", "#b45309"];

/** Marginal abatement cost curve: bar width is annual abatement, height is cost per tonne. */
export function Macc({ id, slide, plain }: Props) {
  const measures = [...slide.measures].sort((a, b) => a.costPerTonne - b.costPerTonne);
  const totalAbatement = measures.reduce((s, m) => s + m.abatement, 0);
  const description = `Measures by cost per tonne in INR: ${measures
    .map((m) => `${m.label} ${nf.format(m.costPerTonne)} per tCO2e, ${nf.format(m.abatement)} tCO2e a year`)
    .join("; ")}. Total abatement ${nf.format(totalAbatement)} tCO2e a year.`;

  const draw = (width: number) => {
    const phone = width < 400;
    const top = headingBottom(width) + 40;
    const plotHeight = phone ? 170 : 210;
    const bottom = top + plotHeight;
    const left = 16 + 44;
    const right = phone ? width - 16 : 360;
    const high = Math.max(0, ...measures.map((m) => m.costPerTonne));
    const low = Math.min(0, ...measures.map((m) => m.costPerTonne));
    const { step } = niceScale(high - low, 4);
    const max = Math.ceil(high / step) * step;
    const min = Math.floor(low / step) * step;
    const y = (v: number) => top + ((max - v) / (max - min)) * plotHeight;
    const ticks = Array.from({ length: Math.round((max - min) / step) + 1 }, (_, i) => min + i * step);
    let cursor = left;
    const bars = measures.map((m, i) => {
      const w = (m.abatement / totalAbatement) * (right - left);
      const bar = { ...m, x: cursor, w, colour: measureColours[i % measureColours.length]!, n: i + 1 };
      cursor += w;
      return bar;
    });
    const keyLeft = phone ? 16 : right + 28;
    const keyTop = phone ? bottom + 54 : top - 6;
    const keyRow = 40;
    const height = phone
      ? keyTop + measures.length * keyRow - 6
      : Math.max(bottom + 44, keyTop + measures.length * keyRow);
    return {
      height,
      body: (
        <>
          <ChartHeading title={slide.title} subtitle={`${nf.format(totalAbatement)} tCO2e a year`} width={width} />
          <text x={16} y={top - 16} fontSize={fontSize.small} fill={chartColours.muted}>
            ₹ per tCO2e
          </text>
          {ticks.map((t) => (
            <g key={t}>
              <line x1={left} x2={right} y1={y(t)} y2={y(t)} stroke={chartColours.grid} />
              <text x={left - 6} y={y(t) + 4} fontSize={fontSize.small} textAnchor="end" fill={chartColours.muted}>
                {nf.format(t)}
              </text>
            </g>
          ))}
          {bars.map((b) => {
            const y0 = y(Math.max(b.costPerTonne, 0));
            const h = Math.abs(y(b.costPerTonne) - y(0));
            return (
              <g key={b.label}>
                <rect x={b.x + 1} y={y0} width={Math.max(b.w - 2, 2)} height={h} fill={b.colour} />
                <text
                  x={b.x + b.w / 2}
                  y={b.costPerTonne < 0 ? y(0) - 6 : y(0) + 16}
                  fontSize={fontSize.small}
                  fontWeight={700}
                  textAnchor="middle"
                  fill={chartColours.ink}
                >
                  {b.n}
                </text>
              </g>
            );
          })}
          <line x1={left} x2={right} y1={y(0)} y2={y(0)} stroke={chartColours.ink} strokeWidth={1.5} />
          <text x={left} y={bottom + 24} fontSize={fontSize.small} fill={chartColours.muted}>
            Abatement, tCO2e a year →
          </text>
          {bars.map((b, i) => (
            <g key={b.label} transform={`translate(${keyLeft} ${keyTop + i * keyRow})`}>
              <rect y={-11} width={18} height={18} rx={3} fill={b.colour} />
              <text x={9} y={3} fontSize={fontSize.small} fontWeight={700} textAnchor="middle" fill="#ffffff">
                {b.n}
              </text>
              <text x={26} fontSize={fontSize.label} fill={chartColours.ink}>
                {b.label}
              </text>
              <text x={26} y={17} fontSize={fontSize.small} fill={chartColours.muted}>
                ₹{nf.format(b.costPerTonne)} / t · {nf.format(b.abatement)} t a year
              </text>
            </g>
          ))}
        </>
      ),
    };
  };
  return <ChartCard id={id} title={slide.title} description={description} draw={draw} wideWidth={600} plain={plain} />;
}
