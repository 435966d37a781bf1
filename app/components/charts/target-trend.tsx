import type { ShowcaseSlide } from "~/content/home";
import { ChartCard, ChartHeading, chartColours, fontSize, headingBottom, Legend, nf, niceScale } from "./chart-kit";

type Props = { id: string; slide: Extract<ShowcaseSlide, { kind: "trend" }>; plain?: boolean };

const targetColour = "#b45309";

/** Twelve monthly values as a line, against the month's reduction target. */
export function TargetTrend({ id, slide, plain }: Props) {
  const first = slide.points[0]!;
  const last = slide.points.at(-1)!;
  const change = ((last.value - first.value) / first.value) * 100;
  const description = `Monthly ${slide.unit} from ${first.month} to ${last.month}: ${slide.points
    .map((p) => `${p.month} ${nf.format(p.value)}`)
    .join(", ")}. Change ${change.toFixed(1)}%. Target ${nf.format(slide.target)} ${slide.unit}.`;

  const draw = (width: number) => {
    const phone = width < 400;
    const plotTop = headingBottom(width) + 30;
    const plotHeight = phone ? 170 : 200;
    const plotBottom = plotTop + plotHeight;
    const left = 16 + 40;
    const right = width - 24;
    const values = slide.points.map((p) => p.value);
    const low = Math.min(slide.target, ...values) * 0.95;
    const high = Math.max(slide.target, ...values) * 1.03;
    const { step } = niceScale(high - low, 4);
    const min = Math.floor(low / step) * step;
    const max = Math.ceil(high / step) * step;
    const x = (i: number) => left + (i * (right - left)) / (slide.points.length - 1);
    const y = (v: number) => plotBottom - ((v - min) / (max - min)) * plotHeight;
    const line = slide.points
      .map((p, i) => `${i === 0 ? "M" : "L"}${x(i).toFixed(1)} ${y(p.value).toFixed(1)}`)
      .join(" ");
    const ticks = Array.from({ length: Math.round((max - min) / step) + 1 }, (_, i) => min + i * step);
    const labelEvery = phone ? 2 : 1;
    const legendTop = plotBottom + 44;
    return {
      height: legendTop + 14,
      body: (
        <>
          <ChartHeading
            title={slide.title}
            subtitle={`${slide.unit}, ${change.toFixed(1)}% in 12 months`}
            width={width}
          />
          {ticks.map((t) => (
            <g key={t}>
              <line x1={left} x2={right} y1={y(t)} y2={y(t)} stroke={chartColours.grid} />
              <text x={left - 6} y={y(t) + 4} fontSize={fontSize.small} textAnchor="end" fill={chartColours.muted}>
                {nf.format(t)}
              </text>
            </g>
          ))}
          <line
            x1={left}
            x2={right}
            y1={y(slide.target)}
            y2={y(slide.target)}
            stroke={targetColour}
            strokeWidth={2}
            strokeDasharray="8 6"
          />
          <path d={line} fill="none" stroke={chartColours.scope1} strokeWidth={3} strokeLinejoin="round" />
          {slide.points.map((p, i) => (
            <g key={p.month}>
              <circle cx={x(i)} cy={y(p.value)} r={3.5} fill="#ffffff" stroke={chartColours.scope1} strokeWidth={2} />
              {i % labelEvery === 0 && (
                <text
                  x={x(i)}
                  y={plotBottom + 20}
                  fontSize={fontSize.small}
                  textAnchor="middle"
                  fill={chartColours.muted}
                >
                  {p.month}
                </text>
              )}
            </g>
          ))}
          <Legend
            items={[slide.unit, `Target ${nf.format(slide.target)}`]}
            colours={[chartColours.scope1, targetColour]}
            x={16}
            y={legendTop}
            width={width - 32}
          />
        </>
      ),
    };
  };
  return <ChartCard id={id} title={slide.title} description={description} draw={draw} wideWidth={600} plain={plain} />;
}
