import fc from "fast-check";

// The bad values the fuzzer draws from: each family of input the issue names.

// Path ids: unknown, out of every range, not integers, badly encoded.
export const idText = fc.oneof(
  fc.constantFrom("1", "2", "7", "50", "2147483647"),
  fc.constantFrom(
    "0",
    "-1",
    "abc",
    "1.5",
    "1e3",
    "0x10",
    "+1",
    "01",
    "1%20",
    "%201",
    "1%2F2",
    "null",
    "%00",
    "%E0%A4%A",
    "2147483648",
    "4294967296",
    "99999999999",
    "9007199254740993",
    "9".repeat(40),
    "%EF%BC%91",
  ),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
);

// Numbers and look-alikes that break integer, enum and date parsing.
export const badScalar = fc.oneof(
  fc.constantFrom(
    2147483648,
    -2147483649,
    9007199254740993,
    1e308,
    -1e308,
    0.5,
    -0,
    2 ** 63,
    "2147483648",
    "1e400",
    "-1",
    "",
    " ",
    "NaN",
    "Infinity",
    "true",
    "null",
    "\u0000",
    "\ud800",
    "１",
  ),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
);

export const badJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: badScalar },
  { weight: 1, arbitrary: fc.array(badScalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), badScalar, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

// Query-string values: any text, and the integer edge cases as text.
export const queryText = fc.oneof(
  fc.constantFrom(
    "2147483648",
    "-1",
    "0",
    "1e3",
    "1.5",
    "",
    "abc",
    "1,2",
    "1,,2",
    "9".repeat(30),
    "true",
    "%zz",
  ),
  fc.string({ maxLength: 30 }),
  fc.integer().map(String),
);

// A body that is not what the route reads, by how it is broken.
export type RawBody = { bytes: Uint8Array; note: string };
const utf8 = (s: string) => new TextEncoder().encode(s);
const deep = (d: number, open: string, close: string) => open.repeat(d) + close.repeat(d);
export const brokenBody: fc.Arbitrary<RawBody> = fc.oneof(
  fc.constantFrom(
    { bytes: utf8('{"name": "x",'), note: "truncated JSON" },
    { bytes: utf8("{name: 1}"), note: "unquoted keys" },
    { bytes: utf8(""), note: "empty" },
    { bytes: utf8("   "), note: "whitespace" },
    { bytes: utf8('{"a":1} tail'), note: "trailing garbage" },
    { bytes: utf8('{"a":NaN}'), note: "NaN" },
    { bytes: utf8(deep(40, "[", "]")), note: "deep array (40)" },
    { bytes: utf8(deep(100_000, "[", "]")), note: "deep array (100000)" },
    { bytes: utf8(deep(50_000, '{"a":', "}").replace(/}$/, "1}")), note: "deep object" },
    { bytes: new Uint8Array([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]), note: "UTF-16 with BOM" },
    { bytes: new Uint8Array([0x7b, 0x22, 0xc3, 0x28, 0x22, 0x3a, 0x31, 0x7d]), note: "invalid UTF-8 key" },
    { bytes: utf8(`{"x":"${"y".repeat(1_100_000)}"}`), note: "over 1 MB" },
    { bytes: utf8(JSON.stringify({ x: "y".repeat(200_000) })), note: "200 kB string" },
  ),
  fc
    .jsonValue({ maxDepth: 4 })
    .filter((v) => typeof v !== "object" || v === null || Array.isArray(v))
    .map((v) => ({ bytes: utf8(JSON.stringify(v)), note: "JSON that is not an object" })),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => ({ bytes, note: "random bytes" })),
);

export const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant("application/json") },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      "application/json; charset=utf-16",
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/xml",
      "application/vnd.api+json",
      "",
    ),
  },
);

export const anyMethod = fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS");
