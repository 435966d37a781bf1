/**
 * A grid that never leaves a hole: items wrap into up to `cols` columns (two from `sm`, or `md` for five, and
 * `cols` from `lg`) and the items of a short last row widen to fill it. Five cards in three columns end in two
 * wide cards, not in two cards and a gap. The gap is 1.5 rem; each basis leaves room for it.
 */
const basis = {
  2: "basis-full sm:basis-[calc(50%-0.76rem)]",
  3: "basis-full sm:basis-[calc(50%-0.76rem)] lg:basis-[calc(33.33%-1.01rem)]",
  4: "basis-full sm:basis-[calc(50%-0.76rem)] lg:basis-[calc(25%-1.13rem)]",
  5: "basis-full md:basis-[calc(50%-0.76rem)] lg:basis-[calc(20%-1.21rem)]",
} as const;

export function fillGrid(cols: keyof typeof basis): { list: string; item: string } {
  return { list: "flex flex-wrap gap-6", item: `min-w-0 grow ${basis[cols]}` };
}
