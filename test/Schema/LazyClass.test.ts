import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Equal from "effect/Equal"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as SchemaAST from "effect/SchemaAST"
import * as LazyClass from "../../src/Schema/LazyClass.js"

const fields = {
  symbol: Schema.String,
  price: Schema.NumberFromString,
  side: Schema.Literals(["Buy", "Sell"]),
  note: Schema.optional(Schema.String),
  // Effect 3's `optionalWith(Schema.Number, { default: () => 1 })`: 1 when decoding or constructing without it
  qty: Schema.Number.pipe(
    Schema.withDecodingDefaultType(Effect.succeed(1)),
    Schema.withConstructorDefault(Effect.succeed(1))
  )
}

class Eager extends Schema.Class<Eager>("Eager")(fields) {
  get total(): number {
    return this.price * this.qty
  }
}
class Lazy extends LazyClass.Class<Lazy>("Lazy")(() => fields) {
  get total(): number {
    return this.price * this.qty
  }
}

const message = (f: () => unknown): string => {
  try {
    f()
    return "no error"
  } catch (error) {
    return String(error).replaceAll("Eager", "X").replaceAll("Lazy", "X")
  }
}
// The prototype's text nests until toString throws, at a depth that depends on the stack (it differs between Node
// lines and between the two classes, as does which step overflows): compared with the nesting collapsed.
const same = (s: string) =>
  s
    .replaceAll("Eager", "X")
    .replaceAll("Lazy", "X")
    .replace(/\[\w+ threw\]/, "[threw]")
    .replace(/^(X\()+/, "X(")
    .replace(/\)+$/, ")")

describe("LazyClass", () => {
  it("builds nothing until the class is first used, then once", () => {
    let built = 0
    class Counted extends LazyClass.Class<Counted>("Counted")(() => {
      built++
      return { a: Schema.String }
    }) {}
    expect(built).toBe(0)
    expect(Counted.prototype).toBeInstanceOf(Object)
    expect(built).toBe(0)
    expect(Schema.isSchema(Counted)).toBe(true)
    expect(built).toBe(1)
    expect(new Counted({ a: "x" }).a).toBe("x")
    expect(Schema.decodeUnknownSync(Counted)({ a: "y" })).toBeInstanceOf(Counted)
    expect(Object.keys(Counted.fields)).toEqual(["a"])
    expect(built).toBe(1)
  })

  it("decodes, encodes and constructs as Schema.Class does", () => {
    const input = { symbol: "BTCUSDT", price: "1.5", side: "Buy" }
    const a = Schema.decodeUnknownSync(Eager)(input)
    const b = Schema.decodeUnknownSync(Lazy)(input)
    expect(b).toBeInstanceOf(Lazy)
    expect({ ...b }).toStrictEqual({ ...a })
    expect(Reflect.ownKeys(b)).toStrictEqual(Reflect.ownKeys(a))
    expect(b.total).toBe(1.5)
    expect(Schema.encodeSync(Lazy)(b)).toStrictEqual(Schema.encodeSync(Eager)(a))
    expect(same(String(b))).toBe(same(String(a)))
    expect(same(SchemaAST.resolveIdentifier(Lazy.ast) ?? "")).toBe(same(SchemaAST.resolveIdentifier(Eager.ast) ?? ""))
    expect(Lazy.identifier).toBe("Lazy")
    expect(Object.keys(Lazy.fields)).toStrictEqual(Object.keys(Eager.fields))
    expect(Lazy.make({ symbol: "X", price: 2, side: "Sell" }).total).toBe(2)
    expect(
      Equal.equals(
        new Lazy({ symbol: "X", price: 2, side: "Sell" }),
        Lazy.make({ symbol: "X", price: 2, side: "Sell" })
      )
    ).toBe(true)
    expect(Schema.is(Lazy)(b)).toBe(true)
    expect(Schema.is(Lazy)(a)).toBe(false)
  })

  it("fails with the same messages", () => {
    const bad = { symbol: "BTCUSDT", price: "x", side: "Hold" }
    const ea = Schema.decodeUnknownResult(Eager)(bad, { errors: "all" })
    const eb = Schema.decodeUnknownResult(Lazy)(bad, { errors: "all" })
    expect(Result.isFailure(eb)).toBe(true)
    if (Result.isFailure(ea) && Result.isFailure(eb)) {
      expect(same(eb.failure.message)).toBe(same(ea.failure.message))
    }
    const props = { symbol: 1, price: 1, side: "Buy" } as unknown as { symbol: string; price: number; side: "Buy" }
    expect(message(() => new Lazy(props))).toBe(message(() => new Eager(props)))
    expect(message(() => new Lazy(props))).not.toBe("no error")
    // Effect 4's `disableChecks` skips checks, not the parsing of types: a wrong type still fails, as for Schema.Class
    expect(message(() => new Lazy(props, { disableChecks: true }))).toBe(
      message(() => new Eager(props, { disableChecks: true }))
    )
    expect(message(() => new Lazy({ symbol: "X", price: 1, side: "Buy" }, { disableChecks: true }))).toBe("no error")
  })

  it("has the same AST, annotations and extension", () => {
    expect(same(String(Lazy.ast))).toBe(same(String(Eager.ast)))
    expect(Lazy.ast).toBe(Lazy.ast)
    expect(Lazy.ast._tag).toBe(Eager.ast._tag)
    const annotated = Lazy.annotate({ description: "d" })
    expect(SchemaAST.resolveDescription(annotated.ast)).toBe("d")
    expect(Schema.decodeUnknownSync(annotated)({ symbol: "S", price: "3", side: "Buy" })).toBeInstanceOf(Lazy)
    class Extended extends Lazy.extend<Extended>("Extended")({ extra: Schema.Boolean }) {}
    const e = Schema.decodeUnknownSync(Extended)({ symbol: "S", price: "3", side: "Buy", extra: true })
    expect(e).toBeInstanceOf(Extended)
    expect(e).toBeInstanceOf(Lazy)
    expect(e.total).toBe(3)
    expect(
      Schema.decodeUnknownSync(Lazy.pipe(Schema.Array))([{ symbol: "S", price: "3", side: "Buy" }])[0]
    ).toBeInstanceOf(Lazy)
  })

  it("instances carry the class id; a subclass reads fields, identifier and toString through its class", () => {
    const b = new Lazy({ symbol: "X", price: 2, side: "Sell" })
    const a = new Eager({ symbol: "X", price: 2, side: "Sell" })
    // Effect 4 marks instances with a string key (it recognizes them across hot reloads by it)
    const idOf = (name: string) => `~effect/Schema/Class/${name}`
    expect((b as unknown as Record<string, unknown>)[idOf("Lazy")]).toBe(idOf("Lazy"))
    expect((a as unknown as Record<string, unknown>)[idOf("Eager")]).toBe(idOf("Eager"))
    class Sub extends Lazy {}
    expect(Sub.fields).toBe(Lazy.fields)
    expect(Sub.identifier).toBe("Lazy")
    expect(same(String(new Sub({ symbol: "X", price: 2, side: "Sell" })))).toBe(same(String(a)))
    expect(same(String(Object.getPrototypeOf(Lazy.prototype)))).toBe(
      same(String(Object.getPrototypeOf(Eager.prototype)))
    )
    const keys = (klass: object) => {
      const out: Array<string> = []
      for (const key in klass) out.push(key)
      return out.sort()
    }
    expect(keys(Lazy)).toStrictEqual(keys(Eager))
  })
})
