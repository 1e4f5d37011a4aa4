import { readdirSync, readFileSync } from "node:fs"
import * as path from "node:path"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as SchemaAST from "effect/SchemaAST"
import * as SchemaTransformation from "effect/SchemaTransformation"
import * as Struct from "effect/Struct"
import ts from "typescript"
import * as Endpoint from "../../src/Http/Endpoint.js"
import * as LegacyAll from "../../src/Http/legacy/all.js"
import * as All from "../../src/Http/v5/all.js"
import * as BybitSchema from "../../src/Schema/index.js"
import * as LazySchema from "../../src/Schema/LazySchema.js"

// One definition of each kind the library's constants use, built eagerly and lazily from the same expression.
const Side = () => Schema.Literals(["Buy", "Sell"])
const Price = () => Schema.String.pipe(Schema.check(Schema.isPattern(/^\d+(\.\d+)?$/)), Schema.brand("Price"))
const Level = () => Schema.TupleWithRest(Schema.Tuple([Schema.String, Schema.String]), [Schema.String])
const Order = (side: ReturnType<typeof Side>, price: ReturnType<typeof Price>) =>
  Schema.Struct({
    symbol: Schema.String,
    side,
    price,
    qty: Schema.NumberFromString,
    tags: Schema.optional(Schema.Array(Schema.String)),
    // Effect 3's `optionalWith(Schema.Boolean, { default: () => false })`: false when decoding or making without it
    reduceOnly: Schema.Boolean.pipe(
      Schema.withDecodingDefaultType(Effect.succeed(false)),
      Schema.withConstructorDefault(Effect.succeed(false))
    ),
    extra: Schema.Record(Schema.String, Schema.Unknown)
  }).annotate({ identifier: "Order" })
const Shape = () => Schema.Union([Schema.Struct({ kind: Schema.Literal("a"), n: Schema.Number }), Schema.Number])
const Millis = () =>
  Schema.String.pipe(
    Schema.decodeTo(Schema.Number, SchemaTransformation.transform({ decode: Number, encode: (n) => String(n) }))
  )

const inputs: ReadonlyArray<unknown> = [
  { symbol: "BTCUSDT", side: "Buy", price: "1.5", qty: "2", extra: {} },
  { symbol: "BTCUSDT", side: "Sell", price: "7", qty: "0.1", tags: ["x"], reduceOnly: true, extra: { a: 1 } },
  { symbol: "BTCUSDT", side: "Hold", price: "1.5", qty: "2", extra: {} },
  { symbol: "BTCUSDT", side: "Buy", price: "1,5", qty: "2", extra: {} },
  { symbol: 1 },
  null,
  "Buy",
  ["1", "2", "3"],
  { kind: "a", n: 1 },
  3,
  "1700000000000"
]

const outcome = (schema: Schema.Codec<unknown, unknown>, input: unknown) => {
  const decoded = Schema.decodeUnknownResult(schema)(input)
  return Result.isSuccess(decoded)
    ? { ok: decoded.success, encoded: Schema.encodeUnknownResult(schema)(decoded.success) }
    : { error: decoded.failure.message }
}

describe("LazySchema", () => {
  it("builds nothing until first read, then once", () => {
    let built = 0
    const lazy = LazySchema.make(() => {
      built++
      return Schema.Struct({ a: Schema.String })
    })
    expect(built).toBe(0)
    expect(Schema.isSchema(lazy)).toBe(true)
    expect(built).toBe(1)
    const ast = lazy.ast
    expect(lazy.ast).toBe(ast)
    expect(Object.keys(lazy.fields)).toEqual(["a"])
    expect(built).toBe(1)
  })

  it("decodes, encodes and fails as the eager schema does, for every kind of schema the library defines", () => {
    const cases: ReadonlyArray<readonly [Schema.Codec<unknown, unknown>, Schema.Codec<unknown, unknown>]> = [
      [Side() as never, LazySchema.make(Side) as never],
      [Price() as never, LazySchema.make(Price) as never],
      [Level() as never, LazySchema.make(Level) as never],
      [Shape() as never, LazySchema.make(Shape) as never],
      [Millis() as never, LazySchema.make(Millis) as never],
      // nested lazies, as the library's constants name each other
      [
        Order(Side(), Price()) as never,
        LazySchema.make(() => Order(LazySchema.make(Side), LazySchema.make(Price))) as never
      ]
    ]
    for (const [eager, lazy] of cases) {
      for (const input of inputs) expect(outcome(lazy, input)).toEqual(outcome(eager, input))
      expect(String(lazy)).toBe(String(eager))
    }
  })

  it("answers as the schema for its own statics and the combinators that read them", () => {
    const eager = Order(Side(), Price())
    const lazy = LazySchema.make(() => Order(Side(), Price()))
    expect(Object.keys(lazy.fields)).toEqual(Object.keys(eager.fields))
    const keys = (schema: { readonly fields: object }) => Object.keys(schema.fields)
    expect(keys(lazy.mapFields(Struct.pick(["symbol", "side"])))).toEqual(
      keys(eager.mapFields(Struct.pick(["symbol", "side"])))
    )
    expect(keys(lazy.mapFields(Struct.omit(["extra"])))).toEqual(keys(eager.mapFields(Struct.omit(["extra"]))))
    expect(SchemaAST.resolveIdentifier(lazy.annotate({ identifier: "Renamed" }).ast)).toBe("Renamed")
    expect(SchemaAST.resolveIdentifier(lazy.ast)).toBe("Order")
    expect(keys(lazy.pipe(Schema.fieldsAssign({ more: Schema.String })))).toEqual(
      keys(eager.pipe(Schema.fieldsAssign({ more: Schema.String })))
    )
    expect(lazy.make({ symbol: "X", side: "Buy", price: "1" as never, qty: 1, extra: {} })).toEqual(
      eager.make({ symbol: "X", side: "Buy", price: "1" as never, qty: 1, extra: {} })
    )
    const literal = LazySchema.make(Side)
    expect(literal.literals).toEqual(["Buy", "Sell"])
    expect(Schema.is(Schema.Struct({ s: literal }))({ s: "Sell" })).toBe(true)
    expect(Reflect.ownKeys(literal)).toEqual(Reflect.ownKeys(Side()))
    expect(typeof literal).toBe(typeof Side())
  })

  it("struct is make of an annotated Struct: built on first read, once, named, decoding as the eager one", () => {
    let built = 0
    const lazy = LazySchema.struct("Named", () => {
      built++
      return { symbol: Schema.String, qty: Schema.optional(Schema.NumberFromString) }
    })
    expect(built).toBe(0)
    expect(SchemaAST.resolveIdentifier(lazy.ast)).toBe("Named")
    expect(Object.keys(lazy.fields)).toEqual(["symbol", "qty"])
    expect(built).toBe(1)
    const eager = Schema.Struct({ symbol: Schema.String, qty: Schema.optional(Schema.NumberFromString) }).annotate({
      identifier: "Named"
    })
    for (const input of [...inputs, { symbol: "X", qty: "2" }, { symbol: "X" }])
      expect(outcome(lazy as never, input)).toEqual(outcome(eager as never, input))
    expect(String(lazy)).toBe(String(eager))
  })

  it("decoder builds its decoder on the first call, once", () => {
    let built = 0
    const decode = LazySchema.decoder(() => {
      built++
      return Schema.decodeUnknownResult(Schema.FiniteFromString)
    })
    expect(built).toBe(0)
    expect(decode("1")).toEqual(Result.succeed(1))
    expect(Result.isFailure(decode("x"))).toBe(true)
    expect(built).toBe(1)
  })

  it("every schema constant of the data floor is a schema that builds and stays the same value", () => {
    let count = 0
    for (const module of Object.values(BybitSchema)) {
      for (const value of Object.values(module as Record<string, unknown>)) {
        if (!Schema.isSchema(value)) continue
        const ast = value.ast
        expect(value.ast).toBe(ast)
        expect(typeof String(value)).toBe("string")
        count++
      }
    }
    expect(count).toBeGreaterThan(700)
  })
})

// The module-level constants of a file that are schemas built when the module is evaluated: an initializer whose
// callee chain starts at `Schema` (`Schema.Struct({...}).annotate(...)`). `Schema.optional(...)` is a property
// signature, no schema class of its own; `LazySchema.make(() => ...)` and `LazyClass.Class` start elsewhere.
const eagerSchemas = (file: string): ReadonlyArray<string> => {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true)
  const found: Array<string> = []
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue
    for (const declaration of statement.declarationList.declarations) {
      let callee: ts.Expression | undefined = declaration.initializer
      let outer: string | undefined
      while (callee !== undefined && (ts.isCallExpression(callee) || ts.isPropertyAccessExpression(callee))) {
        if (ts.isPropertyAccessExpression(callee)) outer ??= callee.name.text
        callee = callee.expression
      }
      if (callee !== undefined && ts.isIdentifier(callee) && callee.text === "Schema" && outer !== "optional")
        found.push(`${file}: ${declaration.name.getText(source)}`)
    }
  }
  return found
}

describe("src/Schema at import", () => {
  it("builds no schema: every module-level schema constant, V5 and pre-V5, is built on first use", () => {
    const dir = path.resolve(import.meta.dirname, "../../src/Schema")
    const files = readdirSync(dir, { recursive: true, encoding: "utf8" })
      .filter((name) => name.endsWith(".ts"))
      .map((name) => path.join(dir, name))
    expect(files.some((file) => file.includes(`${path.sep}legacy${path.sep}`))).toBe(true)
    expect(files.flatMap(eagerSchemas)).toEqual([])
  })
})

describe("Endpoint definitions with schemas given as functions", () => {
  it("build each schema on its first read, once", () => {
    let built = 0
    const definition = Endpoint.make({
      name: "getThing",
      method: "GET",
      path: "/v5/thing",
      auth: "public",
      request: () => {
        built++
        return Schema.Struct({ symbol: Schema.String })
      },
      response: () => {
        built++
        return Schema.Struct({ price: Schema.NumberFromString })
      }
    })
    expect(built).toBe(0)
    expect(definition.rateGroup).toBe("thing")
    expect(definition.idempotent).toBe(true)
    const request = definition.request
    expect(built).toBe(1)
    expect(definition.request).toBe(request)
    expect(Schema.decodeUnknownSync(definition.response)({ price: "2.5" })).toEqual({ price: 2.5 })
    expect(built).toBe(2)
  })

  it("give the schema itself when given one", () => {
    const request = Schema.Struct({ symbol: Schema.String })
    const definition = Endpoint.make({
      name: "x",
      method: "POST",
      path: "/v5/x",
      auth: "private",
      request,
      response: request
    })
    expect(definition.request).toBe(request)
    expect(definition.response).toBe(request)
    expect(definition.idempotent).toBe(false)
  })

  it("a renamed definition is the source under another name, sharing its built schemas", () => {
    const source = All.endpoints.find((e) => e.path === "/v5/market/tickers")
    if (source === undefined) throw new Error("no tickers definition")
    const renamed = Endpoint.rename(source, "tickersAgain")
    expect(renamed.name).toBe("tickersAgain")
    const { name: _a, request: _b, response: _c, ...rest } = renamed
    const { name: _d, request: _e, response: _f, ...sourceRest } = source
    expect(rest).toEqual(sourceRest)
    expect(renamed.request).toBe(source.request)
    expect(renamed.response).toBe(source.response)
  })

  it("every V5 and older definition gives a request and a response schema, the same value on every read", () => {
    const all = [...All.endpoints, ...LegacyAll.endpoints]
    expect(all.length).toBeGreaterThan(700)
    for (const endpoint of all) {
      const { request, response } = endpoint
      expect(Schema.isSchema(request) && Schema.isSchema(response)).toBe(true)
      expect(endpoint.request).toBe(request)
      expect(endpoint.response).toBe(response)
      expect(All.isEndpoint(endpoint)).toBe(true)
    }
  })
})
