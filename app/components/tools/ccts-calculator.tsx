import {
  cctsPosition,
  ENVIRONMENTAL_COMPENSATION_MULTIPLE,
  environmentalCompensation,
  reductionFromBaseline,
  CCTS_PUBLISHED_ROW as row,
} from "virtual:disclosure-formulas";
import { SelectField } from "~/components/ui/field";
import type { CctsToolCopy } from "~/content/tools/ccts";
import { CCTS_COMPLIANCE_YEARS, CCTS_SECTORS, cctsSectorOf } from "../../../contracts/disclosures";
import { CalculatorFrame, FieldGroup, FigureField, Formula, ResultRow } from "./calculator-parts";
import { showFigure } from "./figures";
import { figureMessage, readFigure, usable } from "./read-figure";
import { useFormValues } from "./use-form-values";

const yearOptions = CCTS_COMPLIANCE_YEARS.map((y) => ({ value: y, label: y }));

/** The form's starting figures: the published entity row, with output and GEI left at its baseline. */
function startingFigures(copy: CctsToolCopy) {
  return {
    sector: row.sector as string,
    baselineOutput: showFigure.amount(row.baseline_output),
    baselineGei: showFigure.gei(row.baseline_gei),
    target2025: showFigure.gei(row.targets["2025-26"]),
    target2026: showFigure.gei(row.targets["2026-27"]),
    year: CCTS_COMPLIANCE_YEARS[0] as string,
    output: showFigure.amount(row.baseline_output),
    achievedGei: showFigure.gei(row.baseline_gei),
    price: copy.examplePrice,
  };
}

/** CCTS: certificates issued or owed against a GEI target, and the compensation on those not surrendered. */
export function CctsCalculator({ copy }: { copy: CctsToolCopy }) {
  const start = startingFigures(copy);
  const { values, formRef, read } = useFormValues(start);
  const { fields, labels, messages, formulas: rules } = copy;
  const readings = {
    baselineOutput: readFigure(values.baselineOutput),
    baselineGei: readFigure(values.baselineGei),
    target2025: readFigure(values.target2025),
    target2026: readFigure(values.target2026),
    output: readFigure(values.output),
    achievedGei: readFigure(values.achievedGei),
    price: readFigure(values.price),
  };
  const message = (key: keyof typeof readings) => figureMessage(readings[key], messages, fields[key].noun);
  const choose = (value: string, noun: string) => (value ? undefined : copy.choose.replace("{noun}", noun));

  const sector = cctsSectorOf(values.sector);
  const perUnit = `tCO2e per ${sector?.productUnit ?? "unit of equivalent product"}`;
  const year = CCTS_COMPLIANCE_YEARS.find((y) => y === values.year);
  const target = year === "2026-27" ? readings.target2026 : readings.target2025;
  const targetGei = year ? usable(target) : null;
  const achievedGei = usable(readings.achievedGei);
  const output = usable(readings.output);
  const price = usable(readings.price);

  const answer =
    targetGei !== null && achievedGei !== null && output !== null
      ? cctsPosition({ target_gei: targetGei, achieved_gei: achievedGei, output })
      : null;
  const position = answer?.ok ? answer.value : null;
  const charged =
    position && price !== null
      ? environmentalCompensation({
          certificates_not_surrendered: position.certificates_owed,
          average_price_inr: price,
        })
      : null;
  const compensation = charged?.ok ? charged.value : null;
  const baselineGei = usable(readings.baselineGei);
  const baselineOutput = usable(readings.baselineOutput);
  const reduction = baselineGei !== null && targetGei !== null ? reductionFromBaseline(baselineGei, targetGei) : null;

  const gapDetail = position
    ? position.gei_gap === 0
      ? labels.gapNone
      : `${showFigure.gei(Math.abs(position.gei_gap))} ${position.gei_gap > 0 ? labels.gapAbove : labels.gapBelow}`
    : undefined;
  const g = showFigure.gei;
  // (a − b) × output with its sign: the figure before "when above 0" is applied.
  const signed = (gap: number) => `${gap < 0 ? "−" : ""}${showFigure.certificates(Math.abs(gap) * (output ?? 0))}`;
  const worked = (first: number, second: number) => `(${g(first)} − ${g(second)}) × ${showFigure.amount(output ?? 0)}`;

  return (
    <CalculatorFrame
      copy={copy}
      formRef={formRef}
      onInput={read}
      fields={
        <>
          <FieldGroup legend={copy.groups.targets}>
            <SelectField
              name="sector"
              label={fields.sector.label}
              hint={fields.sector.hint}
              options={CCTS_SECTORS}
              placeholder={copy.placeholders.sector}
              defaultValue={start.sector}
              required
              error={choose(values.sector, fields.sector.noun)}
              className="sm:col-span-2"
            />
            <FigureField
              name="baselineOutput"
              copy={fields.baselineOutput}
              defaultValue={start.baselineOutput}
              error={message("baselineOutput")}
            />
            <FigureField
              name="baselineGei"
              copy={fields.baselineGei}
              defaultValue={start.baselineGei}
              error={message("baselineGei")}
            />
            <FigureField
              name="target2025"
              copy={fields.target2025}
              defaultValue={start.target2025}
              error={message("target2025")}
            />
            <FigureField
              name="target2026"
              copy={fields.target2026}
              defaultValue={start.target2026}
              error={message("target2026")}
            />
          </FieldGroup>
          <FieldGroup legend={copy.groups.year}>
            <SelectField
              name="year"
              label={fields.year.label}
              options={yearOptions}
              placeholder={copy.placeholders.year}
              defaultValue={start.year}
              required
              error={choose(values.year, fields.year.noun)}
              className="sm:col-span-2"
            />
            <FigureField name="output" copy={fields.output} defaultValue={start.output} error={message("output")} />
            <FigureField
              name="achievedGei"
              copy={fields.achievedGei}
              defaultValue={start.achievedGei}
              error={message("achievedGei")}
            />
            <FigureField name="price" copy={fields.price} defaultValue={start.price} error={message("price")} wide />
          </FieldGroup>
        </>
      }
      summary={
        <dl className="grid gap-3">
          <ResultRow
            label={year ? `${labels.target}, ${year}` : labels.target}
            detail={perUnit}
            value={targetGei === null ? null : g(targetGei)}
            missing={labels.needsFigures}
          />
          <ResultRow
            label={labels.achieved}
            detail={gapDetail}
            value={achievedGei === null ? null : g(achievedGei)}
            missing={labels.needsFigures}
          />
          <ResultRow
            label={labels.issued}
            value={position ? showFigure.certificates(position.certificates_issued) : null}
            missing={labels.needsFigures}
            emphasis
          />
          <ResultRow
            label={labels.owed}
            value={position ? showFigure.certificates(position.certificates_owed) : null}
            missing={labels.needsFigures}
            emphasis
          />
          <ResultRow
            label={labels.compensation}
            value={compensation === null ? null : showFigure.rupees(compensation)}
            missing={position ? labels.needsPrice : labels.needsFigures}
          />
        </dl>
      }
      formulas={
        position && targetGei !== null && achievedGei !== null ? (
          <>
            <Formula
              name={labels.issued}
              rule={rules.issued}
              worked={`${worked(targetGei, achievedGei)} = ${signed(-position.gei_gap)}${
                position.certificates_issued > 0 ? "" : `: ${labels.noneIssued}`
              }`}
            />
            <Formula
              name={labels.owed}
              rule={rules.owed}
              worked={`${worked(achievedGei, targetGei)} = ${signed(position.gei_gap)}${
                position.certificates_owed > 0 ? "" : `: ${labels.noneOwed}`
              }`}
            />
            {price !== null && compensation !== null && (
              <Formula
                name={rules.compensationName}
                rule={rules.compensation.replace("{multiple}", String(ENVIRONMENTAL_COMPENSATION_MULTIPLE))}
                worked={`${ENVIRONMENTAL_COMPENSATION_MULTIPLE} × ${showFigure.rupeesPlain(price)} × ${showFigure.certificates(
                  position.certificates_owed,
                )} = ${showFigure.rupees(compensation)}`}
              />
            )}
            {reduction !== null && baselineGei !== null && (
              <Formula
                name={labels.reduction}
                rule={rules.reduction}
                worked={`(${g(baselineGei)} − ${g(targetGei)}) ÷ ${g(baselineGei)} = ${showFigure.percent(reduction)} ${
                  labels.reductionResult
                }`}
              />
            )}
            {baselineOutput && output !== null ? (
              <Formula
                name={labels.outputShare}
                rule={rules.outputShare}
                worked={`${showFigure.amount(output)} ÷ ${showFigure.amount(baselineOutput)} = ${showFigure.percent(
                  output / baselineOutput,
                )} ${labels.outputShareResult}`}
              />
            ) : null}
          </>
        ) : (
          <p>{labels.needsFigures}.</p>
        )
      }
    />
  );
}
