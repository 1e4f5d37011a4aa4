/**
 * The REST call's spans, made as `Effect.useSpan` makes them — the fiber's tracer, its span annotations and links,
 * the parent given or the context's (passing over spans that disable propagation), timing on or off — from the
 * fiber the caller already holds. `Effect.useSpan` also reads the fiber's refs through `getFiberRefs`, which first
 * writes the runtime flags into them: a copy of every fiber ref per span, two per traced call, that this spares.
 *
 * @since 0.2.0
 * @internal
 */
import * as Chunk from "effect/Chunk"
import * as Clock from "effect/Clock"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import type * as Fiber from "effect/Fiber"
import * as FiberRef from "effect/FiberRef"
import * as HashMap from "effect/HashMap"
import * as Option from "effect/Option"
import * as Tracer from "effect/Tracer"

const noTime = /*#__PURE__*/ BigInt(0)

/** The nearest span that does not disable propagation, as Effect picks a new span's parent from the context. */
const visible = (span: Option.Option<Tracer.AnySpan>): Option.Option<Tracer.AnySpan> => {
  if (Option.isNone(span) || !Context.get(span.value.context, Tracer.DisablePropagation)) return span
  return span.value._tag === "Span" ? visible(span.value.parent) : Option.none()
}

/**
 * Runs `f` under a new span, ended with the effect's exit: `Effect.useSpan(name, options, f)`, run on `fiber` (the
 * fiber running the returned effect). Options it cannot take as they are (a span context of its own, a stack
 * trace to capture) and a disabled tracer go to `Effect.useSpan` itself. `onEnd` runs once the effect has ended,
 * just before the span ends (the call's latency metric: one exit handler for both).
 *
 * @since 0.2.0
 * @internal
 */
export const underSpan = <A, E, R>(
  fiber: Fiber.RuntimeFiber<unknown, unknown>,
  name: string,
  options: Tracer.SpanOptions,
  f: (span: Tracer.Span) => Effect.Effect<A, E, R>,
  onEnd?: () => void
): Effect.Effect<A, E, R> => {
  if (
    options.context !== undefined ||
    options.captureStackTrace !== false ||
    !fiber.getFiberRef(FiberRef.currentTracerEnabled)
  ) {
    // biome-ignore lint/correctness/useHookAtTopLevel: Effect.useSpan, not a React hook
    return Effect.useSpan(
      name,
      options,
      onEnd === undefined ? f : (span) => Effect.ensuring(f(span), Effect.sync(onEnd))
    )
  }
  const parent =
    options.parent !== undefined
      ? Option.some(options.parent)
      : options.root
        ? Option.none()
        : visible(Context.getOption(fiber.currentContext, Tracer.ParentSpan))
  const services = fiber.currentDefaultServices.unsafeMap
  const tracer = services.get(Tracer.Tracer.key) as Tracer.Tracer
  const clock = services.get(Clock.Clock.key) as Clock.Clock
  const timing = fiber.getFiberRef(FiberRef.currentTracerTimingEnabled)
  const fromEnv = fiber.getFiberRef(FiberRef.currentTracerSpanLinks)
  const links = Chunk.isEmpty(fromEnv)
    ? (options.links ?? [])
    : options.links === undefined
      ? Chunk.toReadonlyArray(fromEnv)
      : [...Chunk.toReadonlyArray(fromEnv), ...options.links]
  const span = tracer.span(
    name,
    parent,
    Context.empty(),
    links,
    timing ? clock.unsafeCurrentTimeNanos() : noTime,
    options.kind ?? "internal",
    options
  )
  HashMap.forEach(fiber.getFiberRef(FiberRef.currentTracerSpanAnnotations), (value, key) => span.attribute(key, value))
  if (options.attributes !== undefined) {
    for (const key of Object.keys(options.attributes)) span.attribute(key, options.attributes[key])
  }
  return Effect.onExit(f(span), (exit) =>
    Effect.sync(() => {
      onEnd?.()
      if (span.status._tag !== "Ended") span.end(timing ? clock.unsafeCurrentTimeNanos() : noTime, exit)
    })
  )
}
