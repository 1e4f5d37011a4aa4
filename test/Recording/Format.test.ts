import { describe, expect, it } from "vitest"
import * as Format from "../../src/Recording/Format.js"

const header: Format.Header = {
  format: Format.formatName,
  version: Format.version,
  startedAt: 1767225600000,
  environment: "emulator",
  part: 0,
  streams: [{ category: "linear", topics: ["orderbook.50.BTCUSDT", "publicTrade.BTCUSDT"] }]
}

describe("Recording format", () => {
  it("round-trips a header, a message, a gap and an end line", () => {
    expect(Format.decodeHeader(Format.encode(header).trim(), "a.jsonl")).toEqual(header)
    const lines: ReadonlyArray<Format.Line> = [
      { r: 1, c: "linear", m: { topic: "publicTrade.BTCUSDT", type: "snapshot", ts: 1, data: [{ p: "1" }] } },
      { r: 2, c: "linear", gap: { reason: "socket closed (1006)" } },
      { r: 3, end: { messages: 1, gaps: 1 } }
    ]
    lines.forEach((line, i) => {
      const back = Format.decodeLine(Format.encode(line).trim(), "a.jsonl", i + 2)
      expect(back).toEqual(line)
    })
    expect(Format.isMessage(lines[0]!)).toBe(true)
    expect(Format.isGap(lines[1]!)).toBe(true)
  })

  it("names the file and the line of what it cannot read", () => {
    const bad = Format.decodeLine('{"r":5,"c":"linear","m":', "day.jsonl.gz", 7)
    expect(bad).toBeInstanceOf(Format.RecordingError)
    expect((bad as Format.RecordingError).message).toBe("day.jsonl.gz:7: corrupt line: not JSON")
    const market = Format.decodeLine('{"r":5,"c":"futures","m":{"topic":"x"}}', "f", 3)
    expect((market as Format.RecordingError).reason).toContain('unknown market "futures"')
  })

  it("refuses another exchange's file and another version by what they are", () => {
    const tardis = Format.decodeHeader("exchange,symbol,timestamp,local_timestamp,id,side,price,amount", "t.csv")
    expect((tardis as Format.RecordingError).message).toBe("t.csv:1: not a recording: the first line is not JSON")
    const v2 = Format.decodeHeader(JSON.stringify({ ...header, version: 2 }), "v2.jsonl")
    expect((v2 as Format.RecordingError).reason).toBe(
      "recording format version 2; this version of effect-bybit reads version 1"
    )
  })
})
