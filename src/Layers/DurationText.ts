/**
 * A duration as `Duration.format` writes it (`10s`, `1m 30s`, `300ms`, `1ms 500000ns`), for the reasons of timeouts:
 * arithmetic on milliseconds instead of `Duration.parts`' BigInt steps, so a browser program that quotes a timeout
 * does not carry them. The layers' module for the reasons of the sockets' and REST calls' timeouts; no entry point
 * of the package exports it.
 *
 * @since 1.0.0
 */
import * as Duration from "effect/Duration"

const units: ReadonlyArray<readonly [string, number]> = [
  ["d", 86_400_000],
  ["h", 3_600_000],
  ["m", 60_000],
  ["s", 1000]
]

/**
 * The text `Duration.format` gives for `input`.
 *
 * @since 1.0.0
 * @category formatting
 */
export const text = (input: Duration.Input): string => {
  const ms = Duration.toMillis(input)
  if (ms === 0) return "0"
  if (!Number.isFinite(ms)) return ms > 0 ? "Infinity" : "-Infinity"
  if (ms < 0) return `-${text(-ms)}`
  const whole = Math.floor(ms)
  const pieces: Array<string> = []
  let rest = whole
  for (const [unit, size] of units) {
    const count = Math.floor(rest / size)
    rest -= count * size
    if (count !== 0) pieces.push(`${count}${unit}`)
  }
  if (rest !== 0) pieces.push(`${rest}ms`)
  const nanos = Math.round((ms - whole) * 1e6)
  if (nanos !== 0) pieces.push(`${nanos}ns`)
  return pieces.join(" ")
}
