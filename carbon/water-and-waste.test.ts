import { describe, expect, it } from "vitest";
import { wasteFigures, waterFigures } from "./water-and-waste";

describe("a water record's figures", () => {
  it("tables every source and destination in kL and computes consumption as withdrawal minus discharge", () => {
    const figures = waterFigures({
      unit: "kL",
      withdrawal: { ground: 1200, third_party: 3400 },
      discharge: { third_party: { secondary: 900 }, surface: { tertiary: 150.5 } },
    });
    expect(figures.withdrawal_kl).toEqual({
      surface: 0,
      ground: 1200,
      third_party: 3400,
      seawater_desalinated: 0,
      other: 0,
    });
    expect(figures.discharge_kl.third_party).toEqual({ none: 0, primary: 0, secondary: 900, tertiary: 0 });
    expect(figures.discharge_kl.ground).toEqual({ none: 0, primary: 0, secondary: 0, tertiary: 0 });
    expect(figures.total_withdrawal_kl).toBe(4600);
    expect(figures.total_discharge_kl).toBe(1050.5);
    // 4,600 kL withdrawn - 1,050.5 kL discharged = 3,549.5 kL consumed
    expect(figures.consumption_kl).toBe(3549.5);
  });

  it("takes m3 as kL and litres by the thousand", () => {
    expect(waterFigures({ unit: "m3", withdrawal: { ground: 75 }, discharge: {} }).total_withdrawal_kl).toBe(75);
    const litres = waterFigures({ unit: "L", withdrawal: { surface: 1234 }, discharge: { other: { none: 234 } } });
    expect(litres.withdrawal_kl.surface).toBe(1.234);
    expect(litres.consumption_kl).toBeCloseTo(1, 12);
  });

  it("leaves a record of discharge alone with a negative consumption", () => {
    expect(waterFigures({ unit: "kL", withdrawal: {}, discharge: { seawater: { primary: 40 } } }).consumption_kl).toBe(
      -40,
    );
  });
});

describe("a waste record's figures", () => {
  it("tables every category, recovery operation and disposal method in tonnes, kg divided by 1,000", () => {
    const figures = wasteFigures({
      unit: "kg",
      generated: { plastic: 1250, e_waste: 80, other_non_hazardous: 15_000 },
      recovered: { recycled: 9000, re_used: 500 },
      disposed: { landfill: 5830 },
    });
    expect(figures.generated_t).toEqual({
      plastic: 1.25,
      e_waste: 0.08,
      bio_medical: 0,
      construction_demolition: 0,
      battery: 0,
      radioactive: 0,
      other_hazardous: 0,
      other_non_hazardous: 15,
    });
    expect(figures.total_generated_t).toBeCloseTo(16.33, 12);
    expect(figures.recovered_t).toEqual({ recycled: 9, re_used: 0.5, other_recovery: 0 });
    expect(figures.total_recovered_t).toBe(9.5);
    expect(figures.disposed_t).toEqual({ incineration: 0, landfill: 5.83, other_disposal: 0 });
    expect(figures.total_disposed_t).toBe(5.83);
  });
});
