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
    ["\rx", '"\'\rx"'],
    [" =1+2", "' =1+2"],
    ["   +cmd", "'   +cmd"],
    ["\t=HYPERLINK(1)", "'\t=HYPERLINK(1)"],
    ["\r\n-1+2", '"\'\r\n-1+2"'],
    ["\n@SUM(1)", '"\'\n@SUM(1)"'],
    ["\u00a0=1", "'\u00a0=1"],
    ["\u3000=1", "'\u3000=1"],
    ["\uff1dSUM(A1)", "'\uff1dSUM(A1)"],
    ["\uff0b1", "'\uff0b1"],
    ["\uff0d1", "'\uff0d1"],
    ["\uff20cmd", "'\uff20cmd"],
    [" \uff1d1", "' \uff1d1"],
    ["a=1", "a=1"],
    ["x -1", "x -1"],
    ["   ", '"   "'],
    [null, ""],
    [42, "42"],
    [false, "false"],
  ])("%j becomes %j", (input, out) => expect(csvCell(input)).toBe(out));

  it("ends rows with CRLF", () => expect(csvRow(["a", 1])).toBe("a,1\r\n"));
});
