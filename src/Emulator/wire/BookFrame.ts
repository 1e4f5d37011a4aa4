/**
 * The text of an `orderbook.{depth}.{symbol}` frame, written out by hand: the same bytes as `JSON.stringify` of the
 * frame's object, without walking the object (a replay sends one frame per recorded book message, and the
 * stringifier's generic walk cost more than the frame's own levels did). A text that would need escaping (none of a
 * book's decimals and symbols does) is escaped by `JSON.stringify`.
 *
 * @since 1.1.0
 */
import type { JsonBytes } from "../base/JsonBytes.js"
import type { DeltaRows } from "../engine/DepthFeed.js"
import type { BookMessage } from "../engine/Models.js"
import type { Category } from "../market/Instruments.js"

/** A string as JSON: quoted as it is when nothing in it needs escaping, else as `JSON.stringify` writes it. */
const quoted = (text: string): string => {
  for (let k = 0; k < text.length; k++) {
    const c = text.charCodeAt(k)
    if (c < 0x20 || c === 0x22 || c === 0x5c || c > 0x7e) return JSON.stringify(text)
  }
  return `"${text}"`
}

/** A number as JSON writes it (`null` when not finite). */
const num = (n: number): string => (Number.isFinite(n) ? String(n) : "null")

const rows = (levels: ReadonlyArray<ReadonlyArray<string>>): string => {
  let out = "["
  for (let k = 0; k < levels.length; k++) {
    const level = levels[k] as ReadonlyArray<string>
    out += k === 0 ? "[" : ",["
    for (let j = 0; j < level.length; j++) out += (j === 0 ? "" : ",") + quoted(level[j] as string)
    out += "]"
  }
  return `${out}]`
}

/**
 * The frame of a book message: spot (all depths) and futures level 1 put `ts` before `type`; the other books put
 * it after (the docs' examples).
 *
 * @since 1.1.0
 * @category encoding
 */
export const bookFrame = (
  category: Category,
  topic: string,
  depth: number,
  type: "snapshot" | "delta",
  ts: number,
  data: BookMessage
): string => {
  const body = `{"s":${quoted(data.s)},"b":${rows(data.b)},"a":${rows(data.a)},"u":${num(data.u)},"seq":${num(data.seq)}}`
  const head = `{"topic":${quoted(topic)}`
  const time = num(ts)
  return category === "spot" || (depth === 1 && category !== "option")
    ? `${head},"ts":${time},"type":${quoted(type)},"data":${body},"cts":${time}}`
    : `${head},"type":${quoted(type)},"ts":${time},"data":${body},"cts":${time}}`
}

/**
 * `bookFrame` of a delta whose rows lie in `rows` (`DepthFeed.deltaInto`), written to `out` as UTF-8 bytes, with
 * `u` as the subscribers see it.
 *
 * @since 1.1.0
 * @category encoding
 */
export const writeBookFrame = (
  out: JsonBytes,
  category: Category,
  topic: string,
  depth: number,
  ts: number,
  symbol: string,
  rows: JsonBytes,
  delta: DeltaRows,
  u: number
): void => {
  out.raw('{"topic":')
  out.string(topic)
  if (category === "spot" || (depth === 1 && category !== "option")) {
    out.raw(',"ts":')
    out.number(ts)
    out.raw(',"type":"delta"')
  } else {
    out.raw(',"type":"delta","ts":')
    out.number(ts)
  }
  out.raw(',"data":{"s":')
  out.string(symbol)
  out.raw(',"b":')
  out.bytes(rows.view(delta.b[0], delta.b[1]))
  out.raw(',"a":')
  out.bytes(rows.view(delta.a[0], delta.a[1]))
  out.raw(',"u":')
  out.number(u)
  out.raw(',"seq":')
  out.number(delta.seq)
  out.raw('},"cts":')
  out.number(ts)
  out.raw("}")
}
