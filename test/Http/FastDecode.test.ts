// Loaded first: the V5 barrel and its registry import each other, and the registry must be entered first.
import "../../src/Http/v5/all.js"
import { readdirSync } from "node:fs"
import { setFlagsFromString } from "node:v8"
import { describe, expect, it } from "@effect/vitest"
import * as Arbitrary from "effect/Arbitrary"
import * as Effect from "effect/Effect"
import * as Equal from "effect/Equal"
import * as Option from "effect/Option"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import type * as Endpoint from "../../src/Http/Endpoint.js"
import * as All from "../../src/Http/v5/all.js"
import * as Envelope from "../../src/Schema/Envelope.js"
import * as FastDecode from "../../src/Schema/FastDecode.js"
import * as Tickers from "../../src/Schema/Tickers.js"
import index from "../fixtures/v5/index.json" with { type: "json" }
import { readFixture } from "./v5/fixture.js"

// The compiled fast path of response decoding must give exactly what the schema gives, or defer to it: checked on
// every V5 docs example (each with its own definition, and the top-level recorded responses against every
// definition that decodes them), and on mutations of them that the schema refuses or reads otherwise.

interface Index {
  readonly families: Readonly<Record<string, string>>
  readonly files: Readonly<Record<string, ReadonlyArray<string>>>
  readonly withoutExample: Readonly<Record<string, string>>
}
const { families, files, withoutExample } = index as Index

const slowOf = (schema: Schema.Codec<unknown, unknown>) => Schema.decodeUnknownResult(schema)

/** Same value, same classes all the way down, and `Equal.equals` where the schema made a class instance. */
const expectSame = (fast: unknown, slow: unknown, label: string): void => {
  expect(fast, label).toStrictEqual(slow)
  sameShape(fast, slow, label)
  // plain arrays inside a class compare by reference unless structurally, as for two decodes by the schema itself
  if (Equal.isEqual(slow)) expect(Equal.equals(fast, slow), label).toBe(true)
}

const sameShape = (a: unknown, b: unknown, label: string): void => {
  if (typeof b !== "object" || b === null) {
    expect(a, label).toBe(b)
    return
  }
  expect(typeof a === "object" && a !== null, label).toBe(true)
  const left = a as Record<string, unknown>
  const right = b as Record<string, unknown>
  expect(Object.getPrototypeOf(left), label).toBe(Object.getPrototypeOf(right))
  expect(Reflect.ownKeys(left), label).toEqual(Reflect.ownKeys(right))
  for (const key of Object.keys(right)) sameShape(left[key], right[key], `${label}.${key}`)
}

const errorText = (error: Schema.SchemaError): string => error.message

/** Checks one input: the fast path agrees with the schema or defers; the decoder's answer is the schema's. */
const compare = (schema: Schema.Codec<unknown, unknown>, input: unknown, label: string): "fast" | "deferred" => {
  const slow = slowOf(schema)(input)
  const decoded = FastDecode.decoder(schema)(input)
  if (Result.isFailure(slow)) {
    expect(Result.isFailure(decoded), label).toBe(true)
    if (Result.isFailure(decoded)) expect(errorText(decoded.failure), label).toBe(errorText(slow.failure))
  } else {
    expect(Result.isSuccess(decoded), label).toBe(true)
    if (Result.isSuccess(decoded)) expectSame(decoded.success, slow.success, label)
  }
  const fast = FastDecode.fastPath(schema)?.(input) ?? Option.none()
  if (Option.isNone(fast)) return "deferred"
  expect(Result.isSuccess(slow), `${label}: the fast path accepted what the schema refuses`).toBe(true)
  if (Result.isSuccess(slow)) expectSame(fast.value, slow.success, label)
  return "fast"
}

const resultOf = (endpoint: Endpoint.Any, file: string): unknown => {
  const envelope = Envelope.decode(endpoint.envelope, readFixture(file))
  return Result.isSuccess(envelope) ? envelope.success.result : undefined
}

const indexed: Array<{ readonly endpoint: Endpoint.Any; readonly file: string }> = All.families.flatMap((family) =>
  family.endpoints
    .filter((endpoint) => !(All.key(endpoint) in withoutExample))
    .flatMap((endpoint) =>
      (files[All.key(endpoint)] ?? [`${families[family.name]}/${endpoint.name}`]).map((file) => ({ endpoint, file }))
    )
)

const topLevel = readdirSync(new URL("../fixtures/v5/", import.meta.url))
  .filter((file) => file.endsWith(".json") && file !== "index.json")
  .map((file) => file.slice(0, -".json".length))

/** Every way of spoiling one leaf or key of a value: a wrong type, a broken decimal, a removed key, an odd enum. */
const mutations = function* (value: unknown): Generator<unknown> {
  if (Array.isArray(value)) {
    yield "not an array"
    yield null
    for (let i = 0; i < value.length; i++) {
      for (const spoiled of mutations(value[i])) {
        const copy = [...value]
        copy[i] = spoiled
        yield copy
      }
    }
    return
  }
  if (typeof value === "object" && value !== null) {
    yield [value]
    const record = value as Record<string, unknown>
    for (const key of Object.keys(record)) {
      const { [key]: _, ...without } = record
      yield without
      yield { ...record, [key]: undefined }
      for (const spoiled of mutations(record[key])) yield { ...record, [key]: spoiled }
    }
    return
  }
  if (typeof value === "string") {
    yield 1
    yield `${value}x`
    yield "1e-8"
    yield ""
    yield "NotAnEnumValue"
    yield "-0.5"
    return
  }
  if (typeof value === "number") {
    yield String(value)
    yield "x"
    return
  }
  if (typeof value === "boolean") {
    yield "true"
    return
  }
  yield 0
}

describe("FastDecode", () => {
  it("compiles the response schemas of the hot paths", () => {
    expect(FastDecode.fastPath(Tickers.Tickers)).toBeDefined()
    expect(FastDecode.fastPath(Envelope.V5Envelope)).toBeDefined()
    expect(FastDecode.fastPath(Envelope.LegacyEnvelope)).toBeDefined()
  })

  it("gives what the schema gives on every V5 docs example, for its own definition", () => {
    let fast = 0
    for (const { endpoint, file } of indexed) {
      if (compare(endpoint.response, resultOf(endpoint, file), `${All.key(endpoint)} ${file}`) === "fast") fast++
    }
    // most responses take the fast path: a regression in coverage shows here
    expect(fast / indexed.length).toBeGreaterThan(0.95)
  })

  it("gives what the schema gives on the recorded responses, for every definition", () => {
    for (const file of topLevel) {
      const json = readFixture(file)
      compare(Envelope.V5Envelope, json, `envelope ${file}`)
      for (const endpoint of All.endpoints)
        compare(endpoint.response, resultOf(endpoint, file), `${All.key(endpoint)} ${file}`)
    }
  })

  it("takes the fast path for tickers and order entry, building real class instances", () => {
    const tickers = All.find("GET", "/v5/market/tickers")
    expect(tickers?.response).toBe(Tickers.Tickers)
    const result = readFixture("tickers.inverse") as { readonly result: unknown }
    const fast = FastDecode.fastPath(Tickers.Tickers)?.(result.result)
    expect(fast !== undefined && Option.isSome(fast)).toBe(true)
    if (fast !== undefined && Option.isSome(fast)) {
      expect(fast.value).toBeInstanceOf(Tickers.Tickers)
      expect(fast.value.list[0]).toBeInstanceOf(Tickers.Ticker)
    }
  })

  it("builds class instances with the schema's keys in its order, as fast-property objects (#19)", () => {
    const { result } = readFixture("tickers.inverse") as { readonly result: { readonly list: ReadonlyArray<object> } }
    // a linear ticker has some 30 fields: more than V8 keeps fast in an `Object.create(prototype)` object
    const linear = {
      category: "linear",
      list: [
        { ...result.list[0], basis: "1.2", preOpenPrice: "", preQty: "", fundingIntervalHour: "8", fundingCap: "" }
      ]
    }
    // natives syntax is read when a function is parsed: turned on here, it serves the probe made just after
    setFlagsFromString("--allow-natives-syntax")
    const hasFastProperties = new Function("o", "return %HasFastProperties(o)") as (o: unknown) => boolean
    const decode = FastDecode.decoder(Tickers.Tickers)
    for (const input of [result, linear]) {
      // the first decode goes through the class itself; later ones build the instance directly
      decode(input)
      const fast = Result.getOrThrow(decode(input))
      const slow = Result.getOrThrow(Schema.decodeUnknownResult(Tickers.Tickers)(input))
      const [ticker, schemaTicker] = [fast.list[0], slow.list[0]]
      expect(ticker).toBeInstanceOf(Tickers.Ticker)
      expect(Object.getPrototypeOf(ticker)).toBe(Tickers.Ticker.prototype)
      expect(Reflect.ownKeys(ticker ?? {})).toEqual(Reflect.ownKeys(schemaTicker ?? {}))
      expect(Reflect.ownKeys(ticker ?? {}).length).toBeGreaterThan(16)
      expectSame(fast, slow, "tickers")
      expect(String(ticker)).toBe(String(schemaTicker))
      expect(hasFastProperties(ticker)).toBe(true)
      expect(hasFastProperties(fast)).toBe(true)
    }
  })

  it("checks Schema.pattern refinements as the schema does, a global regex's lastIndex included", () => {
    const Word = Schema.String.pipe(Schema.check(Schema.isPattern(/^a+$/g)), Schema.brand("Word"))
    const Pair = Schema.Struct({ first: Word, second: Word, rest: Schema.Array(Word) })
    const fast = FastDecode.fastPath(Pair)
    expect(fast).toBeDefined()
    const slow = Schema.decodeUnknownResult(Pair)
    const decode = FastDecode.decoder(Pair)
    // the same string twice in a row: a lastIndex left by the first test would refuse the second
    const accepted = { first: "aaa", second: "aaa", rest: ["a", "aa", "aa"] }
    expect(fast?.(accepted)).toEqual(Option.some(accepted))
    expect(decode(accepted)).toEqual(slow(accepted))
    for (const refused of [
      { first: "aab", second: "a", rest: [] },
      { first: "a", second: "", rest: [] },
      { first: "a", second: "a", rest: ["a", 1] }
    ]) {
      expect(fast?.(refused)).toEqual(Option.none())
      const fastError = decode(refused)
      const slowError = slow(refused)
      expect(Result.isFailure(fastError) && Result.isFailure(slowError)).toBe(true)
      if (Result.isFailure(fastError) && Result.isFailure(slowError))
        expect(errorText(fastError.failure)).toBe(errorText(slowError.failure))
    }
  })

  it("defers to the schema on spoiled inputs, with the schema's own errors", () => {
    let deferred = 0
    let total = 0
    const sample = indexed.filter((_, i) => i % 4 === 0)
    for (const { endpoint, file } of sample) {
      const result = resultOf(endpoint, file)
      let n = 0
      for (const spoiled of mutations(result)) {
        if (n++ > 150) break
        total++
        if (compare(endpoint.response, spoiled, `${All.key(endpoint)} ${file} mutation ${n}`) === "deferred") deferred++
      }
    }
    expect(total).toBeGreaterThan(1000)
    expect(deferred).toBeGreaterThan(0)
  })

  it("builds class instances as the class does, also for classes with defaults or instance fields", () => {
    class WithDefault extends Schema.Class<WithDefault>("WithDefault")({
      a: Schema.String,
      b: Schema.String.pipe(Schema.withDecodingDefaultType(Effect.succeed("d")))
    }) {}
    class WithField extends Schema.Class<WithField>("WithField")({ a: Schema.String }) {
      readonly extra: number = 1
    }
    class Plain extends Schema.Class<Plain>("Plain")({ a: Schema.String, b: Schema.optional(Schema.Number) }) {
      get twice(): string {
        return this.a + this.a
      }
    }
    for (const schema of [WithDefault, WithField, Plain]) {
      // the first decode builds through the class, the next ones may take the shortcut
      for (const input of [{ a: "x" }, { a: "y", b: 2 }, { a: "z", b: "s" }, { a: "w" }]) {
        compare(schema, input, `${schema.identifier} ${JSON.stringify(input)}`)
      }
    }
    const plain = FastDecode.decoder(Plain)
    plain({ a: "x" })
    const decoded = plain({ a: "q" })
    expect(Result.isSuccess(decoded) && decoded.success instanceof Plain && decoded.success.twice === "qq").toBe(true)
  })

  it("encodes requests as the schema does (excess properties refused), or defers to it", () => {
    let compiled = 0
    let fast = 0
    for (const endpoint of All.endpoints) {
      const schema = endpoint.request
      const slow = Schema.encodeUnknownResult(schema, { onExcessProperty: "error" })
      const encode = FastDecode.encoder(schema)
      const check = FastDecode.fastPath(schema, "encode")
      if (check !== undefined) compiled++
      let samples: ReadonlyArray<unknown>
      try {
        samples = Effect.runSync(Arbitrary.sampleEffect(Arbitrary.schema(schema), { count: 2, seed: 11 }))
      } catch {
        continue
      }
      for (const sample of samples) {
        // the same keys in reverse order: the output follows the schema's order, whatever the caller's
        const reversed =
          typeof sample === "object" && sample !== null && !Array.isArray(sample)
            ? [Object.fromEntries(Object.entries(sample).reverse())]
            : []
        const inputs = [
          sample,
          ...reversed,
          ...Array.from(mutations(sample)).slice(0, 20),
          { ...(sample as object), extra: "x" }
        ]
        for (const input of inputs) {
          const label = `${All.key(endpoint)} ${JSON.stringify(input)}`
          const expected = slow(input)
          const actual = encode(input)
          if (Result.isFailure(expected)) {
            expect(Result.isFailure(actual), label).toBe(true)
            if (Result.isFailure(actual)) expect(errorText(actual.failure), label).toBe(errorText(expected.failure))
          } else {
            expect(Result.isSuccess(actual), label).toBe(true)
            if (Result.isSuccess(actual)) expectSame(actual.success, expected.success, label)
          }
          const quick = check?.(input) ?? Option.none()
          if (Option.isSome(quick)) {
            fast++
            expect(Result.isSuccess(expected), `${label}: the fast path accepted what the schema refuses`).toBe(true)
            if (Result.isSuccess(expected)) expectSame(quick.value, expected.success, label)
          }
        }
      }
    }
    expect(compiled / All.endpoints.length).toBeGreaterThan(0.5)
    expect(fast).toBeGreaterThan(100)
  })

  it("defers on wrong types, missing fields, bad enums and bad decimals", () => {
    const ticker = { symbol: "BTCUSD", lastPrice: "42000.5" }
    const ok = { category: "inverse", list: [ticker] }
    expect(compare(Tickers.Tickers, ok, "valid")).toBe("fast")
    for (const spoiled of [
      { ...ok, list: [{ ...ticker, lastPrice: 42000.5 }] },
      { ...ok, list: [{ ...ticker, lastPrice: "1e5" }] },
      { ...ok, list: [{ ...ticker, lastPrice: ".5" }] },
      { ...ok, list: [{ lastPrice: "1" }] },
      { ...ok, list: [{ ...ticker, bid1Price: null }] },
      { ...ok, list: {} },
      { list: [ticker] },
      { ...ok, category: 7 },
      null,
      []
    ]) {
      expect(compare(Tickers.Tickers, spoiled, JSON.stringify(spoiled))).toBe("deferred")
    }
    expect(compare(Envelope.V5Envelope, { retCode: "0", retMsg: "OK" }, "retCode as string")).toBe("deferred")
    expect(compare(Envelope.V5Envelope, { retCode: 0, retMsg: "OK", time: "12" }, "time as string")).toBe("fast")
    expect(compare(Envelope.V5Envelope, { retCode: 0, retMsg: "OK", time: "x" }, "time not a number")).toBe("deferred")
    expect(compare(Envelope.LegacyEnvelope, { ret_code: 0 }, "legacy default message")).toBe("fast")
  })
})
