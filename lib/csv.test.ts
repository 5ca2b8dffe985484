import { describe, expect, it } from "vitest";
import { csvCell, csvRow } from "./csv";

describe("csv", () => {
  it.each([
    ["plain", "plain"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["line\nbreak", '"line\nbreak"'],
    ["=SUM(A1:A9)", "'=SUM(A1:A9)"],
    ["+1 555", "'+1 555"],
    ["-3", "'-3"],
    ["@cmd", "'@cmd"],
    ["\tx", "'\tx"],
    [null, ""],
    [42, "42"],
    [false, "false"],
  ])("%j becomes %j", (input, out) => expect(csvCell(input)).toBe(out));

  it("ends rows with CRLF", () => expect(csvRow(["a", 1])).toBe("a,1\r\n"));
});
