/**
 * When a replay starts playing (`Replay.from(lines, { start })`, the CLI's `--start`): at once (`now`), on `play`
 * (`paused`: `EmulatorHandle.replay.play()`, `POST /__admin/replay {"action":"play"}`), or at the first subscription,
 * on a public V5 socket, to a topic of an instrument the recording holds (`on-subscribe`). Until it starts, the
 * replay stands at its first line: the lines of the first receive time are laid (they set the clock and the first
 * books), nothing after them, and the clock reads that time.
 *
 * What "the recording holds" means is the recorded topics (a recording's header lists them; lines in memory are
 * read for them): a subscription matches one when it names the same market and symbol (`orderbook.50.BTCUSDT`
 * starts a recording of `orderbook.200.BTCUSDT`; `tickers.ETHUSDT` does not). A replay of a stream that does not say
 * its topics starts at the first subscription to any public topic.
 *
 * @since 1.2.0
 */
import * as Format from "../../Recording/Format.js"

/**
 * How a replay starts: `now` (the default of `Replay.from`), `paused` (until `play`) or `on-subscribe` (at the first
 * subscription to a recorded topic, or `play` before it).
 *
 * @since 1.2.0
 * @category models
 */
export type Start = "now" | "paused" | "on-subscribe"

/**
 * The start modes, in the order the CLI lists them.
 *
 * @since 1.2.0
 * @category constants
 */
export const starts: ReadonlyArray<Start> = ["now", "paused", "on-subscribe"]

/**
 * A topic a recording holds, on its market.
 *
 * @since 1.2.0
 * @category models
 */
export interface RecordedTopic {
  readonly category: Format.Market
  readonly topic: string
}

const symbolOf = (topic: string): string => topic.slice(topic.lastIndexOf(".") + 1)

/**
 * A market a recording holds: its category and symbol.
 *
 * @since 2.0.0
 * @category models
 */
export interface RecordedMarket {
  readonly category: Format.Market
  readonly symbol: string
}

/**
 * The markets of recorded topics, each once, in the order they first appear (`orderbook.50.BTCUSDT` and
 * `publicTrade.BTCUSDT` are one market).
 *
 * @since 2.0.0
 * @category constructors
 */
export const marketsOf = (topics: ReadonlyArray<RecordedTopic>): ReadonlyArray<RecordedMarket> => {
  const seen = new Map<string, RecordedMarket>()
  for (const t of topics) {
    const symbol = symbolOf(t.topic)
    if (!seen.has(`${t.category} ${symbol}`)) seen.set(`${t.category} ${symbol}`, { category: t.category, symbol })
  }
  return [...seen.values()]
}

/**
 * The topics of lines in memory, in the order they first appear (gap and end lines name none).
 *
 * @since 1.2.0
 * @category constructors
 */
export const topicsOf = (lines: Iterable<Format.Line | Format.Scan>): ReadonlyArray<RecordedTopic> => {
  const seen = new Map<string, RecordedTopic>()
  // (a recording's lines name a few topics, mostly the one of the line before)
  let lastCategory: string | undefined
  let lastTopic: string | undefined
  for (const line of lines) {
    const scan = Format.scanned(line)
    const category = scan !== undefined ? scan.c : !Format.isScan(line) && Format.isMessage(line) ? line.c : undefined
    if (category === undefined) continue
    const topic = scan !== undefined ? scan.topic : (line as Format.MessageLine).m.topic
    if (category === lastCategory && topic === lastTopic) continue
    lastCategory = category
    lastTopic = topic
    const key = `${category} ${topic}`
    if (!seen.has(key)) seen.set(key, { category, topic })
  }
  return [...seen.values()]
}

/**
 * Whether a subscription to `topic` on `category`'s public stream starts a replay waiting for one: it names the
 * market and symbol of a recorded topic (any topic when the recorded ones are not known).
 *
 * @since 1.2.0
 * @category predicates
 */
export const startsOn = (
  recorded: ReadonlyArray<RecordedTopic> | undefined,
  category: string,
  topic: string
): boolean => {
  if (recorded === undefined) return true
  const symbol = symbolOf(topic)
  return recorded.some((r) => r.category === category && symbolOf(r.topic) === symbol)
}
