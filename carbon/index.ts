/** The calculation engine's public API; see README.md. */
export {
  ACTIVITIES,
  ACTIVITY_KEYS,
  type Activity,
  type ActivityKind,
  activityOf,
  type IpccSector,
  ipccSectorOf,
  SOURCE_TYPES,
  type SourceType,
} from "./activities";
export {
  CATALOGUE_RELEASE,
  EMISSION_FACTORS,
  type EmissionFactorEntry,
  type EmissionFactorResource,
  FACTOR_SOURCES,
  type FactorGas,
  type FactorSector,
  type FactorSource,
  factorById,
  toResource,
} from "./catalogue";
export {
  type CatalogueRelease,
  LATEST_RELEASE,
  RELEASES,
  releaseById,
  releasesThrough,
} from "./catalogue/releases";
export { type Co2eBasis, type Co2eFactorValue, co2eBasisOf, co2eFactorValue } from "./co2e-basis";
export {
  type BrsrCoreInput,
  type BrsrCoreIntensities,
  brsrCoreIntensities,
  CCTS_PUBLISHED_ROW,
  type CctsObligation,
  type CctsPosition,
  type CctsPositionInput,
  type CompensationInput,
  cctsPosition,
  type DisclosureInputError,
  ENVIRONMENTAL_COMPENSATION_MULTIPLE,
  environmentalCompensation,
  type Intensities,
  reductionFromBaseline,
} from "./disclosures/index";
export {
  type ActivityRecordInput,
  type CalculationError,
  calculateEmissions,
  type EmissionLine,
  type EmissionResult,
  type FactorNotAvailable,
  type OutOfRange,
  type UnknownRelease,
} from "./emissions";
export {
  blankFactorIds,
  type ConversionStep,
  conversionStep,
  type Estimate,
  type EstimateError,
  type EstimateInput,
  estimateEmissions,
  selectionReason,
} from "./estimate";
export {
  createFactorSearch,
  FACET_FIELDS,
  type FacetField,
  type FacetValue,
  facetValue,
  type SearchAnswer,
  type SearchFilters,
  searchCatalogue,
} from "./factor-search";
export { DEFAULT_GWP_SET, GASES, type Gas, GWP_SETS, GWP100, type GwpSet, gwpOf } from "./gwp";
export {
  addDays,
  allocateByDays,
  type BucketShare,
  bucketStart,
  dayNumber,
  daysInclusive,
  GRAINS,
  type Grain,
  monthOf,
  monthsBetween,
  monthsTouched,
  nextBucketStart,
  overlapDays,
  splitByDays,
  twelveMonthsEndingOn,
} from "./periods";
export { type Completeness, completeness, estimatedSharePct, type RecordPeriod } from "./quality";
export { type ReleaseSummary, releaseSummaries, type ValueChange } from "./release-changes";
export type { Result } from "./result";
export { round } from "./rounding";
export {
  INSTRUMENT_KINDS,
  type Instrument,
  type InstrumentKind,
  instrumentMwhInWindow,
  type Scope2Input,
  type Scope2Result,
  scope2DualReport,
} from "./scope2";
export {
  type FactorSelection,
  isDefaultChoice,
  type SelectionBasis,
  type SelectionError,
  selectFactors,
} from "./select-factor";
export { convert, energyKwh, RECORD_UNITS, type RecordUnit, type UnitId, type UnitMismatch, unitsFor } from "./units";
