/**
 * The names of the spans an effect makes: it runs under a tracer that notes each span's name (in start order) and
 * otherwise behaves as Effect's native one. For tests of the named, traced functions of the public API
 * (`Effect.fn("Reader.open")`, …); test/Observability/Tracing.test.ts records whole spans.
 */
import * as Effect from "effect/Effect"
import * as Tracer from "effect/Tracer"

/** Runs `effect` and answers its value with the names of the spans it started. */
export const spanNames = <A, E, R>(
  effect: Effect.Effect<A, E, R>
): Effect.Effect<{ readonly value: A; readonly names: ReadonlyArray<string> }, E, R> =>
  Effect.suspend(() => {
    const names: Array<string> = []
    const tracer = Tracer.make({
      span: (options) => {
        names.push(options.name)
        return new Tracer.NativeSpan(options)
      }
    })
    return Effect.map(Effect.withTracer(effect, tracer), (value) => ({ value, names }))
  })
