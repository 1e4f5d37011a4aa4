import { describe, expect, it } from "@effect/vitest"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Tracer from "effect/Tracer"
import * as Span from "../../../src/Http/internal/span.js"

/** What a tracer sees of a span: every argument of its making, its attributes in order, how it ended. */
interface Seen {
  readonly name: string
  readonly parent: string | undefined
  readonly context: number
  readonly links: ReadonlyArray<string>
  readonly timed: boolean
  readonly kind: Tracer.SpanKind
  readonly options: unknown
  readonly attributes: Array<readonly [string, unknown]>
  ended: { readonly timed: boolean; readonly exit: string } | undefined
}

/** Runs `body` under a recording tracer and returns the spans it saw, parents and links by name. */
const record = <A, E>(body: Effect.Effect<A, E>) =>
  Effect.gen(function* () {
    const base = yield* Effect.tracer
    const names = new Map<string, string>()
    const seen: Array<Seen> = []
    const tracer = Tracer.make({
      span: (options) => {
        const { name, parent, annotations, links, startTime, kind, root, sampled } = options
        const span = base.span(options)
        names.set(span.spanId, name)
        const entry: Seen = {
          name,
          parent: Option.isSome(parent) ? names.get(parent.value.spanId) : undefined,
          context: Context.isContext(annotations) ? annotations.mapUnsafe.size : -1,
          links: links.map((link) => names.get(link.span.spanId) ?? "?"),
          timed: startTime !== BigInt(0),
          kind,
          options: { root, sampled },
          attributes: [],
          ended: undefined
        }
        seen.push(entry)
        const attribute = span.attribute.bind(span)
        span.attribute = (key, value) => {
          entry.attributes.push([key, value])
          attribute(key, value)
        }
        const end = span.end.bind(span)
        span.end = (endTime, exit) => {
          entry.ended = { timed: endTime !== BigInt(0), exit: exit._tag }
          end(endTime, exit)
        }
        return span
      },
      ...(base.context === undefined ? {} : { context: base.context })
    })
    yield* Effect.exit(Effect.withTracer(body, tracer))
    return seen
  })

/** The same span made by Effect.useSpan and by Span.underSpan: what the tracer saw of each, names aside. */
const both = (
  around: <A, E>(self: Effect.Effect<A, E>) => Effect.Effect<A, E>,
  options: Tracer.SpanOptionsNoTrace,
  fail = false
) =>
  Effect.gen(function* () {
    const body = (span: Tracer.Span): Effect.Effect<number, string> => {
      span.attribute("inner", 1)
      return fail ? Effect.fail("no") : Effect.succeed(1)
    }
    const viaEffect = yield* record(around(Effect.useSpan("call", options, body)))
    const viaOurs = yield* record(around(Span.underSpan("call", options, body)))
    return { viaEffect, viaOurs }
  })

const linked = Tracer.externalSpan({ spanId: "linked", traceId: "t" })

describe("Span.underSpan", () => {
  const cases: ReadonlyArray<
    readonly [string, <A, E>(self: Effect.Effect<A, E>) => Effect.Effect<A, E>, Tracer.SpanOptionsNoTrace, boolean?]
  > = [
    ["a root span", (self) => self, { kind: "client" }],
    [
      "the context's span as parent, annotations and links from the fiber",
      (self) =>
        self.pipe(
          Effect.annotateSpans("annotated", "yes"),
          Effect.linkSpans(linked, { why: "test" }),
          Effect.withSpan("outer")
        ),
      { kind: "client", attributes: { a: 1, b: "two" } }
    ],
    [
      "links given and from the fiber",
      (self) => self.pipe(Effect.linkSpans(linked)),
      { links: [{ span: linked, attributes: {} }] }
    ],
    [
      "a span that disables propagation is passed over",
      (self) =>
        self.pipe(
          Effect.withSpan("hidden", { annotations: Context.make(Tracer.DisablePropagation, true) }),
          Effect.withSpan("outer")
        ),
      { kind: "client" }
    ],
    ["timing off", (self) => self.pipe(Effect.withTracerTiming(false)), {}],
    ["a root span under a parent", (self) => self.pipe(Effect.withSpan("outer")), { root: true }],
    ["a failure", (self) => self, { kind: "client" }, true],
    ["the tracer off", (self) => self.pipe(Effect.withTracerEnabled(false)), {}],
    ["a span not sampled, at a trace level", (self) => self, { kind: "client", sampled: false, level: "Debug" }]
  ]
  for (const [name, around, options, fail] of cases) {
    it.effect(`makes the span Effect.useSpan makes: ${name}`, () =>
      Effect.gen(function* () {
        const { viaEffect, viaOurs } = yield* both(around, options, fail)
        // with the tracer off neither asks the tracer for a span
        if (name === "the tracer off") expect(viaEffect).toEqual([])
        else expect(viaEffect.length).toBeGreaterThan(0)
        expect(viaOurs).toEqual(viaEffect)
      })
    )
  }

  it.effect("takes the parent given", () =>
    Effect.gen(function* () {
      const parent = Tracer.externalSpan({ spanId: "given", traceId: "t" })
      const { viaEffect, viaOurs } = yield* both((self) => self.pipe(Effect.withSpan("outer")), { parent })
      expect(viaOurs).toEqual(viaEffect)
      expect(viaOurs.find((span) => span.name === "call")?.parent).toBeUndefined()
    })
  )

  it.effect("runs onEnd once the effect has ended, before the span ends, on success and on failure", () =>
    Effect.gen(function* () {
      for (const fail of [false, true]) {
        const order: Array<string> = []
        const seen = yield* record(
          Effect.suspend(() =>
            Span.underSpan(
              "call",
              {},
              (span) => {
                const end = span.end.bind(span)
                span.end = (endTime, exit) => {
                  order.push("span ended")
                  end(endTime, exit)
                }
                return fail ? Effect.fail("no") : Effect.sync(() => order.push("body"))
              },
              () => order.push("onEnd")
            )
          )
        )
        expect(order).toEqual(fail ? ["onEnd", "span ended"] : ["body", "onEnd", "span ended"])
        expect(seen[0]?.ended?.exit).toBe(fail ? "Failure" : "Success")
      }
    })
  )
})
