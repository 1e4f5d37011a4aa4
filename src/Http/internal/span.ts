/**
 * The REST call's spans, made by `Effect.useSpan` — the fiber's tracer, its span annotations and links, the parent
 * given or the context's (passing over spans that disable propagation), timing on or off — with a hook run as the
 * effect ends, before its span does.
 *
 * @since 0.2.0
 * @internal
 */
import * as Effect from "effect/Effect"
import type * as Tracer from "effect/Tracer"

/**
 * Runs `f` under a new span, ended with the effect's exit: `Effect.useSpan(name, options, f)`. `onEnd` runs once
 * the effect has ended, just before the span ends (the call's latency metric: one exit handler for both).
 *
 * @since 0.2.0
 * @internal
 */
export const underSpan = <A, E, R>(
  name: string,
  options: Tracer.SpanOptionsNoTrace,
  f: (span: Tracer.Span) => Effect.Effect<A, E, R>,
  onEnd?: () => void
): Effect.Effect<A, E, R> =>
  Effect.useSpan(name, options, onEnd === undefined ? f : (span) => Effect.ensuring(f(span), Effect.sync(onEnd)))
