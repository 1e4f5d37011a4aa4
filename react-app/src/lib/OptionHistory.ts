/**
 * An option's mark and implied-volatility history (issue 60). The exchange keeps no candles for options (neither the
 * kline endpoint nor its topic serves them), so the page keeps its own: the ticker's mark and IV sampled at most every
 * few seconds, kept per environment and option in this browser's localStorage (bounded), so the chart shows the
 * history of every visit, not one bar from the moment it opened. What storage holds is checked when read.
 *
 * @since 1.2.0
 */
import * as Schema from "effect/Schema"

/**
 * One sample: when (ms), the mark price and the mark IV (a fraction, `0.482` is 48.2 %; `-1` when the ticker had none).
 *
 * @since 1.2.0
 * @category models
 */
export interface Sample {
  readonly at: number
  readonly mark: number
  readonly iv: number
}

/**
 * The closest two kept samples are (ms): a burst of ticker updates keeps one sample, the last.
 *
 * @since 1.2.0
 * @category constants
 */
export const spacingMs = 5_000

/**
 * How many samples are kept per option (about 5.5 hours at one sample per 5 s of watching).
 *
 * @since 1.2.0
 * @category constants
 */
export const maxSamples = 4_000

/**
 * The history with a sample added: one sample per slot of {@link spacingMs} (a later one in the same slot replaces
 * it: the last word of a burst counts); one older than the last, or without a positive mark, is ignored; at most
 * {@link maxSamples}, the oldest dropped.
 *
 * @since 1.2.0
 * @category constructors
 */
export const record = (samples: ReadonlyArray<Sample>, sample: Sample): ReadonlyArray<Sample> => {
  if (!(Number.isFinite(sample.mark) && sample.mark > 0 && Number.isFinite(sample.at))) return samples
  const last = samples[samples.length - 1]
  if (last === undefined) return [sample]
  if (sample.at < last.at) return samples
  if (Math.floor(sample.at / spacingMs) === Math.floor(last.at / spacingMs)) return [...samples.slice(0, -1), sample]
  return [...samples, sample].slice(-maxSamples)
}

const Stored = Schema.fromJsonString(
  Schema.Array(Schema.Struct({ at: Schema.Finite, mark: Schema.Finite, iv: Schema.Finite }))
)
const decode = Schema.decodeUnknownSync(Stored)

/**
 * The storage key of an option's history in an environment.
 *
 * @since 1.2.0
 * @category storage
 */
export const storageKey = (env: string, symbol: string): string => `effect-bybit.option-history.${env}.${symbol}`

/**
 * The kept history of an option (none when storage is refused or holds something else), oldest first.
 *
 * @since 1.2.0
 * @category storage
 */
export const load = (env: string, symbol: string): ReadonlyArray<Sample> => {
  try {
    const text = globalThis.localStorage?.getItem(storageKey(env, symbol))
    if (text == null) return []
    const samples = decode(text).filter((s) => s.mark > 0)
    return samples.every((s, i) => i === 0 || (samples[i - 1]?.at ?? 0) <= s.at) ? samples.slice(-maxSamples) : []
  } catch {
    return []
  }
}

/**
 * Keeps an option's history; storage refused (private mode, quota): it lasts for this visit.
 *
 * @since 1.2.0
 * @category storage
 */
export const save = (env: string, symbol: string, samples: ReadonlyArray<Sample>): void => {
  try {
    globalThis.localStorage?.setItem(storageKey(env, symbol), JSON.stringify(samples))
  } catch {
    // storage refused: the history lasts for this visit
  }
}
