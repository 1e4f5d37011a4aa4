/**
 * Writes `btcusdt.jsonl`, the small recording `examples/paper-trading.ts` replays: 60 seconds of a BTCUSDT book
 * (`orderbook.50`, a snapshot every 500 ms, three levels a side of 1 BTC) and one public trade a second, in the
 * recording format (`effect-bybit/recording`'s `Format`: header, lines, end line). The input is the price path
 * below (a mid that dips 150 USDT and recovers 300), so the file can be made again: `npx tsx
 * examples/recordings/generate.ts`.
 */
import { writeFileSync } from "node:fs"
import { Format } from "effect-bybit/recording"

const T = 1_767_225_600_000
const mid = (k: number): number =>
  60_000 + Math.round(150 * Math.sin((k / 120) * 2 * Math.PI - Math.PI / 2) + 150 * (k / 120) - 150)
const px = (n: number) => n.toFixed(2)

const lines: Array<Format.Line | Format.Header> = [
  {
    format: Format.formatName,
    version: Format.version,
    startedAt: T,
    environment: "emulator",
    part: 0,
    streams: [{ category: "linear", topics: ["orderbook.50.BTCUSDT", "publicTrade.BTCUSDT"] }]
  }
]
for (let k = 0; k <= 120; k++) {
  const r = T + k * 500
  const m = mid(k)
  lines.push({
    r,
    c: "linear",
    m: {
      topic: "orderbook.50.BTCUSDT",
      type: "snapshot",
      ts: r,
      data: {
        s: "BTCUSDT",
        b: [1, 2, 3].map((d) => [px(m - d), "1.000"]),
        a: [1, 2, 3].map((d) => [px(m + d), "1.000"]),
        u: k + 1,
        seq: k + 1
      }
    }
  })
  if (k % 2 === 1)
    lines.push({
      r: r + 1,
      c: "linear",
      m: {
        topic: "publicTrade.BTCUSDT",
        type: "snapshot",
        ts: r + 1,
        data: [{ T: r + 1, s: "BTCUSDT", S: "Buy", v: "0.010", p: px(m + 1), i: `t${k}`, BT: false }]
      }
    })
}
lines.push({ r: T + 121 * 500, end: { messages: lines.length - 1, gaps: 0 } })
writeFileSync(new URL("btcusdt.jsonl", import.meta.url), lines.map(Format.encode).join(""))
