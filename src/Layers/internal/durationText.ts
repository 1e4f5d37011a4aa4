/**
 * `DurationText`, under the path src/Http imports until issue 59's Pipeline work points it at
 * `Layers/DurationText.ts` (test/Structure.test.ts lists those imports; this file goes with them).
 *
 * @since 1.0.0
 * @internal
 */
export * from "../DurationText.js"
