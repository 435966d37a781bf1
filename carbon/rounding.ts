/** A number rounded half up to `digits` decimals (3 by default: grams of a kg figure). */
export const round = (value: number, digits = 3) => Math.round(value * 10 ** digits) / 10 ** digits;
