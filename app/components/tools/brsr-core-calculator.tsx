import { type BrsrCoreIntensities, brsrCoreIntensities } from "virtual:disclosure-formulas";
import type { BrsrCoreToolCopy } from "~/content/tools/brsr-core";
import { CalculatorFrame, FieldGroup, FigureField, Formula, ResultRow } from "./calculator-parts";
import { showFigure } from "./figures";
import { type FigureReading, figureMessage, readFigure } from "./read-figure";
import { useFormValues } from "./use-form-values";

type Footprint = keyof BrsrCoreToolCopy["footprints"];
const FOOTPRINTS: readonly Footprint[] = ["ghg", "energy", "water"];

const totalOf = (result: BrsrCoreIntensities, footprint: Footprint) =>
  footprint === "ghg"
    ? result.ghg.total_tco2e
    : footprint === "energy"
      ? result.energy.total_gj
      : result.water.total_kl;

/** BRSR Core's GHG, energy and water intensities: per rupee, per rupee adjusted for PPP, per unit of output. */
export function BrsrCoreCalculator({ copy }: { copy: BrsrCoreToolCopy }) {
  const { values, formRef, read } = useFormValues(copy.example);
  const { fields, labels, messages, units, formulas: rules } = copy;
  const readings = {
    scope1: readFigure(values.scope1),
    scope2: readFigure(values.scope2),
    energy: readFigure(values.energy),
    water: readFigure(values.water),
    revenue: readFigure(values.revenue, { divisor: true }),
    ppp: readFigure(values.ppp, { divisor: true }),
  };
  // Physical output is optional: empty is no output, not a problem.
  const outputGiven = values.output.trim() !== "";
  const output: FigureReading | null = outputGiven ? readFigure(values.output, { divisor: true }) : null;
  const message = (key: keyof typeof readings) => figureMessage(readings[key], messages, fields[key].noun);
  const sourceMissing = !values.pppSource.trim();
  const unitMissing = outputGiven && !values.outputUnit.trim();
  const { scope1, scope2, energy, water, revenue, ppp } = readings;

  const answer =
    scope1.ok && scope2.ok && energy.ok && water.ok && revenue.ok
      ? brsrCoreIntensities({
          scope1_tco2e: scope1.value,
          scope2_tco2e: scope2.value,
          energy_gj: energy.value,
          water_kl: water.value,
          revenue_inr: revenue.value,
          ppp:
            ppp.ok && !sourceMissing
              ? { inr_per_international_dollar: ppp.value, source: values.pppSource.trim() }
              : null,
          physical_output:
            output?.ok && !unitMissing ? { quantity: output.value, unit: values.outputUnit.trim() } : null,
        })
      : null;
  const result = answer?.ok ? answer.value : null;
  const outputUnit = values.outputUnit.trim();

  return (
    <CalculatorFrame
      copy={copy}
      formRef={formRef}
      onInput={read}
      formulasLayout="lg:grid-cols-3"
      fields={
        <>
          <FieldGroup legend={copy.groups.footprints}>
            {(["scope1", "scope2", "energy", "water"] as const).map((key) => (
              <FigureField
                key={key}
                name={key}
                copy={fields[key]}
                defaultValue={copy.example[key]}
                error={message(key)}
              />
            ))}
          </FieldGroup>
          <FieldGroup legend={copy.groups.revenue}>
            <FigureField
              name="revenue"
              copy={fields.revenue}
              defaultValue={copy.example.revenue}
              error={message("revenue")}
              wide
            />
            <FigureField name="ppp" copy={fields.ppp} defaultValue={copy.example.ppp} error={message("ppp")} wide />
            <FigureField
              name="pppSource"
              copy={fields.pppSource}
              defaultValue={copy.example.pppSource}
              error={sourceMissing ? copy.requiredText.pppSource : undefined}
              text
              wide
            />
          </FieldGroup>
          <FieldGroup legend={copy.groups.output}>
            <FigureField
              name="output"
              copy={fields.output}
              defaultValue={copy.example.output}
              error={output ? figureMessage(output, messages, fields.output.noun) : undefined}
              required={false}
            />
            <FigureField
              name="outputUnit"
              copy={fields.outputUnit}
              defaultValue={copy.example.outputUnit}
              error={unitMissing ? copy.requiredText.outputUnit : undefined}
              required={outputGiven}
              text
            />
          </FieldGroup>
        </>
      }
      summary={
        <div className="space-y-6">
          {FOOTPRINTS.map((footprint) => {
            const { title, unit } = copy.footprints[footprint];
            const intensity = result?.[footprint].intensity;
            const shown = (n: number | null | undefined) =>
              n === null || n === undefined ? null : showFigure.intensity(n);
            return (
              // biome-ignore lint/a11y/useSemanticElements: a footprint's results are a named group of figures, not a form's fieldset
              <div key={footprint} role="group" aria-labelledby={`results-${footprint}`}>
                <h3 id={`results-${footprint}`} className="font-semibold text-ink">
                  {title}
                </h3>
                <dl className="mt-2 grid gap-2">
                  <ResultRow
                    label={labels.total}
                    detail={unit}
                    value={result ? showFigure.amount(totalOf(result, footprint)) : null}
                    missing={labels.needsFigures}
                  />
                  <ResultRow
                    label={labels.perRupee}
                    detail={`${unit} ${units.perRupee}`}
                    value={shown(intensity?.per_rupee)}
                    missing={labels.needsFigures}
                  />
                  <ResultRow
                    label={labels.perRupeePpp}
                    detail={`${unit} per ${units.internationalDollars}`}
                    value={shown(intensity?.per_rupee_ppp)}
                    missing={result ? labels.needsPpp : labels.needsFigures}
                    emphasis
                  />
                  <ResultRow
                    label={labels.perOutput}
                    detail={outputUnit ? `${unit} per ${outputUnit}` : undefined}
                    value={shown(intensity?.per_output)}
                    missing={result ? labels.needsOutput : labels.needsFigures}
                  />
                </dl>
              </div>
            );
          })}
        </div>
      }
      formulas={
        result && revenue.ok ? (
          <>
            {ppp.ok && !sourceMissing && (
              <p className="lg:col-span-3">
                <span className="font-semibold text-ink">{labels.pppFactor}</span>: {showFigure.amount(ppp.value)}{" "}
                {units.pppFactor} ({values.pppSource.trim()})
              </p>
            )}
            {FOOTPRINTS.map((footprint) => {
              const { title, unit } = copy.footprints[footprint];
              const total = totalOf(result, footprint);
              const { per_rupee, per_rupee_ppp, per_output } = result[footprint].intensity;
              const totalText = `${showFigure.amount(total)} ${unit}`;
              return (
                <div key={footprint} className="space-y-1.5">
                  <h4 className="font-semibold text-ink">{title}</h4>
                  {footprint === "ghg" && scope1.ok && scope2.ok && (
                    <Formula
                      name={labels.total}
                      rule={rules.total}
                      worked={`${showFigure.amount(scope1.value)} + ${showFigure.amount(scope2.value)} = ${totalText}`}
                    />
                  )}
                  <Formula
                    name={labels.perRupee}
                    rule={rules.perRupee}
                    worked={`${totalText} ÷ ${showFigure.rupeesPlain(revenue.value)} = ${showFigure.intensity(
                      per_rupee,
                    )} ${unit} ${units.perRupee}`}
                  />
                  {per_rupee_ppp !== null && result.revenue_international_dollars !== null && ppp.ok && (
                    <Formula
                      name={labels.perRupeePpp}
                      rule={rules.perRupeePpp}
                      worked={`${totalText} ÷ (${showFigure.rupeesPlain(revenue.value)} ÷ ${showFigure.amount(
                        ppp.value,
                      )} ${units.pppFactor}) = ${totalText} ÷ ${showFigure.amount(
                        result.revenue_international_dollars,
                      )} ${units.internationalDollars} = ${showFigure.intensity(per_rupee_ppp)} ${unit} per ${
                        units.internationalDollars
                      }`}
                    />
                  )}
                  {per_output !== null && output?.ok && (
                    <Formula
                      name={labels.perOutput}
                      rule={rules.perOutput}
                      worked={`${totalText} ÷ ${showFigure.amount(output.value)} ${outputUnit} = ${showFigure.intensity(
                        per_output,
                      )} ${unit} per ${outputUnit}`}
                    />
                  )}
                </div>
              );
            })}
          </>
        ) : (
          <p>{labels.needsFigures}.</p>
        )
      }
    />
  );
}
