/**
 * `Backoff`, under the path src/Http imports until issue 59's Pipeline work points it at `Layers/Backoff.ts`
 * (test/Structure.test.ts lists those imports; this file goes with them).
 *
 * @since 1.1.0
 * @internal
 */
export * from "../Backoff.js"
