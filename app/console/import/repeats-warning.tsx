import { Checkbox } from "../components/checkbox";
import { dayLabel, wholeNumber } from "../format";

/** What a dry run found repeated: an earlier upload of the same file, and rows that repeat stored data or each other. */
export type Repeats = {
  duplicates: number;
  duplicate_file: { file_name: string | null; created_at: string } | null;
};

export const hasRepeats = (r: Repeats) => r.duplicates > 0 || r.duplicate_file !== null;

/**
 * A sheet that would count something twice, said before anything is stored (the activity import and the water and
 * waste import alike), with the box the person ticks to store it anyway.
 */
export function RepeatsWarning({
  repeats,
  allowed,
  onAllowed,
}: {
  repeats: Repeats;
  allowed: boolean;
  onAllowed: (allowed: boolean) => void;
}) {
  return (
    <div className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-ink">
      {repeats.duplicate_file && (
        <p>
          This file was uploaded before
          {repeats.duplicate_file.file_name ? ` as ${repeats.duplicate_file.file_name}` : ""}, on{" "}
          {dayLabel(repeats.duplicate_file.created_at.slice(0, 10))}.
        </p>
      )}
      {repeats.duplicates > 0 && (
        <p>
          {wholeNumber(repeats.duplicates)} {repeats.duplicates === 1 ? "row repeats" : "rows repeat"} records already
          stored or rows above them: storing would count them twice.
        </p>
      )}
      <Checkbox
        label="Store it anyway: I have checked that nothing is counted twice"
        checked={allowed}
        onChange={onAllowed}
      />
    </div>
  );
}
