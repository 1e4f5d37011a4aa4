import * as crypto from "node:crypto"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { afterAll, describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import { WebSocket } from "ws"
import * as Format from "../../src/Recording/Format.js"
import { compiledOne } from "../support/Compiled.js"
import { type Ready, type Running, signalGroup, start } from "../support/EmulatorProcess.js"
import * as WideBook from "../support/WideBook.js"

// Determinism through the CLI: `effect-bybit emulator --replay FILE --speed max` (its default start: at the first
// subscription to a recorded topic; without it the bot's first book is a later one), and a bot in another process that acts only on the messages it receives: a
// plain `ws` client keeping the book of `orderbook.200.BTCUSDT`, which on every 2nd of its first 20 messages places a
// PostOnly buy some ticks under the best bid (REST, signed by hand, orderLinkId from the message's number), and stops
// reading while an order is on its way. Near the recording's end the market drops through every bid: the resting
// buys fill. Two runs give the same fills.
//
// Why the fills cannot differ: at max the replay is never further ahead of a reader than the bytes the sockets can
// hold unread (the kernel's buffers, plus the 1 MiB after which the replay waits): a bot that stops reading while it
// acts has its order in the book within that many bytes of the message that prompted it. The drop comes 60 MB of
// frames after the bot's last order, far more than those buffers hold. An order that came after the drop would be
// refused (PostOnly, it would cross): the fills would differ.

const T = 1_767_225_600_000
const steps = 10_000
const dropAt = steps - 10
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "determinism-"))
const file = path.join(dir, "wide.jsonl")

const writeRecording = (): void => {
  if (fs.existsSync(file)) return
  const lines = WideBook.record({ start: T, steps, stepMs: 100, levels: 150, down: (k) => (k >= dropAt ? 30 : 0) })
  const header: Format.Header = {
    format: Format.formatName,
    version: Format.version,
    startedAt: T,
    environment: "emulator",
    part: 0,
    streams: [{ category: "linear", topics: ["orderbook.200.BTCUSDT"] }]
  }
  const last = lines[lines.length - 1] as Format.Line
  const fd = fs.openSync(file, "w")
  fs.writeSync(fd, Format.encode(header))
  for (const line of lines) fs.writeSync(fd, Format.encode(line))
  fs.writeSync(fd, Format.encode({ r: last.r + 1, end: { messages: lines.length, gaps: 0 } }))
  fs.closeSync(fd)
}

interface Fill {
  readonly orderLinkId: string
  readonly side: string
  readonly execPrice: string
  readonly execQty: string
}

/** A signed V5 REST call (HMAC, as the docs spell it). */
const signed = async (ready: Ready, method: "GET" | "POST", route: string, params: Record<string, string>) => {
  const ts = String(Date.now())
  const query = new URLSearchParams(params).toString()
  const body = method === "POST" ? JSON.stringify(params) : ""
  const payload = ts + ready.apiKey + "5000" + (method === "POST" ? body : query)
  const sign = crypto
    .createHmac("sha256", ready.apiSecret ?? "")
    .update(payload)
    .digest("hex")
  const response = await fetch(`${ready.rest}${route}${method === "GET" ? `?${query}` : ""}`, {
    method,
    headers: {
      "X-BAPI-API-KEY": ready.apiKey,
      "X-BAPI-TIMESTAMP": ts,
      "X-BAPI-RECV-WINDOW": "5000",
      "X-BAPI-SIGN": sign,
      "Content-Type": "application/json"
    },
    ...(method === "POST" ? { body } : {})
  })
  return (await response.json()) as { retCode: number; retMsg: string; result: { list?: ReadonlyArray<Fill> } }
}

/** The bot: acts on its first messages, reads the rest; answers once its orders filled (or the time is up). */
const bot = (ready: Ready): Promise<{ readonly firstTs: number | undefined; readonly fills: ReadonlyArray<Fill> }> =>
  new Promise((resolve, reject) => {
    const socket = new WebSocket(ready.ws.linear ?? "")
    const bids = new Map<number, string>()
    const queue: Array<Record<string, string>> = []
    const refused: Array<string> = []
    let messages = 0
    let firstTs: number | undefined
    let sending = false
    let placed = 0
    const send = async (): Promise<void> => {
      sending = true
      // it reads nothing while its orders are on their way
      socket.pause()
      for (let order = queue.shift(); order !== undefined; order = queue.shift()) {
        const answer = await signed(ready, "POST", "/v5/order/create", order)
        if (answer.retCode !== 0) refused.push(`${order.orderLinkId}: ${answer.retCode} ${answer.retMsg}`)
        placed++
      }
      sending = false
      socket.resume()
    }
    socket.on("open", () => socket.send(JSON.stringify({ op: "subscribe", args: ["orderbook.200.BTCUSDT"] })))
    socket.on("error", reject)
    socket.on("message", (data: Buffer) => {
      if (messages >= 20) return
      const m = JSON.parse(data.toString()) as {
        topic?: string
        type?: string
        ts?: number
        data?: { b: ReadonlyArray<[string, string]> }
      }
      if (m.topic !== "orderbook.200.BTCUSDT" || m.data === undefined) return
      // the time of the book it starts from: the recording's first line when the replay waited for it
      if (messages === 0) firstTs = m.ts
      messages++
      if (m.type === "snapshot") bids.clear()
      for (const [p, s] of m.data.b) {
        if (s === "0") bids.delete(Math.round(Number(p) * 10))
        else bids.set(Math.round(Number(p) * 10), s)
      }
      if (messages % 2 !== 0) return
      const best = Math.max(...bids.keys())
      queue.push({
        category: "linear",
        symbol: "BTCUSDT",
        side: "Buy",
        orderType: "Limit",
        timeInForce: "PostOnly",
        qty: "0.010",
        price: ((best - 4 - messages / 2) / 10).toFixed(2),
        orderLinkId: `cli-${messages}`
      })
      if (!sending) void send()
    })
    const deadline = Date.now() + 150_000
    const poll = async (): Promise<void> => {
      const list =
        placed < 10
          ? []
          : ((await signed(ready, "GET", "/v5/execution/list", { category: "linear" })).result.list ?? [])
      if (refused.length > 0 || list.length >= 10 || Date.now() > deadline) {
        socket.terminate()
        if (refused.length > 0) reject(new Error(`refused: ${refused.join("; ")}`))
        else
          resolve({
            firstTs,
            fills: list.map(({ orderLinkId, side, execPrice, execQty }) => ({ orderLinkId, side, execPrice, execQty }))
          })
        return
      }
      setTimeout(() => void poll(), 200)
    }
    void poll()
  })

/** One run of the command and the bot: the bot's fills, by orderLinkId. */
const run = (bin: string) =>
  Effect.acquireUseRelease(
    Effect.sync(() => start(process.execPath, [bin, "emulator", "--replay", file, "--speed", "max"])),
    (running: Running) =>
      Effect.promise(async () => {
        const [first = ""] = await running.lines(1)
        if (!first.startsWith("{")) throw new Error(`no ready line; stderr: ${running.stderr()}`)
        const { firstTs, fills } = await bot(JSON.parse(first) as Ready)
        return { firstTs, fills: [...fills].sort((a, b) => a.orderLinkId.localeCompare(b.orderLinkId)) }
      }),
    (running) => Effect.sync(() => signalGroup(running, "SIGKILL"))
  )

describe("determinism through the CLI", () => {
  // the recording is some 70 MB
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  it.live(
    "two runs at --speed max (starting at the bot's subscription) of a bot that acts only on its messages: the same fills",
    () =>
      Effect.gen(function* () {
        writeRecording()
        const bin = yield* Effect.promise(() => compiledOne("src/Cli/bin.ts"))
        const first = yield* run(bin)
        const second = yield* run(bin)
        // the replay waited for the bot: its first book is the recording's first line's (by default at max)
        expect(first.firstTs).toBe(T)
        // every order rested until the drop, then filled
        expect(first.fills).toHaveLength(10)
        expect(first.fills.every((f) => f.side === "Buy" && f.execQty === "0.010")).toBe(true)
        expect(second).toEqual(first)
      }),
    300_000
  )
})
