/**
 * A duration as `Duration.format` writes it (`10s`, `1m 30s`, `300ms`), for the reasons of timeouts. The library's
 * own formatter that stood here bought too little of a browser program's bytes to keep (docs/BENCHMARKS.md, "What
 * each fast path buys"): this is Effect's. Kept as a module only for `Http/internal/request.ts` until the REST pipeline
 * (issue 59) names `Duration.format` itself. Private to the library.
 *
 * @since 1.0.0
 * @internal
 */
import * as Duration from "effect/Duration"

/**
 * The text `Duration.format` gives for `input`.
 *
 * @since 1.0.0
 * @category formatting
 */
export const text = (input: Duration.Input): string => Duration.format(Duration.fromInputUnsafe(input))
