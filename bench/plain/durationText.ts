/**
 * The plain Effect form of `src/Layers/internal/durationText.ts` (bench/fastPaths.ts): `Duration.format`.
 *
 * @since 1.2.0
 */
import * as Duration from "effect/Duration"

/**
 * The text `Duration.format` gives for `input`.
 *
 * @since 1.2.0
 */
export const text = (input: Duration.Input): string => Duration.format(Duration.fromInputUnsafe(input))
