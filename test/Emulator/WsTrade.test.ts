import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Emulator from "../../src/Emulator/Emulator.js"
import { waitFor } from "../support/WaitFor.js"
import { await_, type Client, connect, hmacAuth, type Message } from "./WsClient.js"

const isOp = (op: string) => (m: Message) => m.op === op
const items = (m: Message): ReadonlyArray<Message> => (Array.isArray(m.data) ? (m.data as ReadonlyArray<Message>) : [])

const session = (emu: Emulator.EmulatorHandle) =>
  Effect.gen(function* () {
    const now = emu.admin.now()
    const trade = yield* connect(emu.ws.trade)
    const auth = yield* await_(() =>
      trade.request({ op: "auth", args: hmacAuth(emu.apiKey, emu.apiSecret, now + 10_000) }, isOp("auth"))
    )
    expect(auth.retCode).toBe(0)
    const priv = yield* connect(emu.ws.private)
    const pauth = yield* await_(() =>
      priv.request({ op: "auth", args: hmacAuth(emu.apiKey, emu.apiSecret, now + 10_000) }, isOp("auth"))
    )
    expect(pauth.success).toBe(true)
    return { trade, priv }
  })

let reqCounter = 0
const send = (emu: Emulator.EmulatorHandle, trade: Client, op: string, args: ReadonlyArray<object>, reqId?: string) => {
  const id = reqId ?? `r-${++reqCounter}`
  return await_(() =>
    trade.request(
      { reqId: id, header: { "X-BAPI-TIMESTAMP": String(emu.admin.now()), "X-BAPI-RECV-WINDOW": "8000" }, op, args },
      (m) => m.reqId === id
    )
  )
}

describe("Ws trade channel and private topics", () => {
  it.live("order.create over /v5/trade fills and the private stream pushes order, execution, position, wallet", () =>
    Effect.gen(function* () {
      const emu = yield* Emulator.make({ seed: 11 })
      const { trade, priv } = yield* session(emu)
      const sub = yield* await_(() =>
        priv.request(
          {
            req_id: "s",
            op: "subscribe",
            args: ["order", "execution", "execution.fast.linear", "position", "wallet"]
          },
          isOp("subscribe")
        )
      )
      expect(sub).toMatchObject({ req_id: "s", success: true })

      const res = yield* send(emu, trade, "order.create", [
        { category: "linear", symbol: "BTCUSDT", side: "Buy", orderType: "Market", qty: "0.01", orderLinkId: "ws-1" }
      ])
      expect(Object.keys(res)).toEqual(["reqId", "retCode", "retMsg", "op", "data", "retExtInfo", "header", "connId"])
      expect(res).toMatchObject({ retCode: 0, retMsg: "OK", op: "order.create", retExtInfo: {} })
      const header = res.header as Message
      expect(Object.keys(header)).toEqual([
        "X-Bapi-Limit",
        "X-Bapi-Limit-Status",
        "X-Bapi-Limit-Reset-Timestamp",
        "Traceid",
        "Timenow"
      ])
      expect(header["X-Bapi-Limit"]).toBe("10")
      expect(header.Traceid).toMatch(/^[0-9a-f]{32}$/)
      const orderId = String((res.data as Message).orderId)
      expect((res.data as Message).orderLinkId).toBe("ws-1")

      const filled = yield* await_(() =>
        priv.wait(
          (m) => m.topic === "order" && items(m).some((o) => o.orderId === orderId && o.orderStatus === "Filled")
        )
      )
      expect(Object.keys(filled)).toEqual(["id", "topic", "creationTime", "data"])
      expect(items(filled)[0]?.category).toBe("linear")
      const exec = yield* await_(() =>
        priv.wait((m) => m.topic === "execution" && items(m).some((e) => e.orderId === orderId))
      )
      expect(Object.keys(exec)).toEqual(["topic", "id", "creationTime", "data"])
      const qty = items(exec).reduce((s, e) => s + Number(e.execQty), 0)
      expect(qty).toBeCloseTo(0.01, 8)
      const fast = yield* await_(() => priv.wait((m) => m.topic === "execution.fast.linear"))
      expect(Object.keys(fast)).toEqual(["topic", "creationTime", "data"])
      expect(items(fast)[0]?.orderId).toBe(orderId)
      const position = yield* await_(() =>
        priv.wait((m) => m.topic === "position" && items(m).some((p) => p.symbol === "BTCUSDT" && p.size === "0.010"))
      )
      expect(items(position)[0]?.side).toBe("Buy")
      const wallet = yield* await_(() => priv.wait((m) => m.topic === "wallet"))
      expect(items(wallet).length).toBeGreaterThan(0)
    })
  )

  it.live("amend, cancel and batch ops answer per reqId; errors keep the envelope", () =>
    Effect.gen(function* () {
      const emu = yield* Emulator.make({ seed: 12 })
      const { trade, priv } = yield* session(emu)
      yield* await_(() => priv.request({ op: "subscribe", args: ["order.linear"] }, isOp("subscribe")))
      const bid = emu.admin.book("linear", "BTCUSDT", 1)?.b[0]?.[0] ?? "0"
      const low = (Number(bid) * 0.9).toFixed(1)
      const created = yield* send(emu, trade, "order.create", [
        { category: "linear", symbol: "BTCUSDT", side: "Buy", orderType: "Limit", qty: "0.01", price: low }
      ])
      expect(created.retCode).toBe(0)
      const orderId = String((created.data as Message).orderId)
      const pushed = yield* await_(() =>
        priv.wait((m) => m.topic === "order.linear" && items(m).some((o) => o.orderId === orderId))
      )
      expect(items(pushed)[0]?.orderStatus).toBe("New")

      const amended = yield* send(emu, trade, "order.amend", [
        { category: "linear", symbol: "BTCUSDT", orderId, qty: "0.02" }
      ])
      expect(amended).toMatchObject({ retCode: 0, op: "order.amend", data: { orderId } })
      const cancelled = yield* send(emu, trade, "order.cancel", [{ category: "linear", symbol: "BTCUSDT", orderId }])
      expect(cancelled).toMatchObject({ retCode: 0, op: "order.cancel", data: { orderId } })
      yield* await_(() =>
        priv.wait((m) => m.topic === "order.linear" && items(m).some((o) => o.orderStatus === "Cancelled"))
      )
      const again = yield* send(emu, trade, "order.cancel", [{ category: "linear", symbol: "BTCUSDT", orderId }])
      expect(again.retCode).not.toBe(0)
      expect(Object.keys(again)).toEqual(["reqId", "retCode", "retMsg", "op", "data", "header", "connId"])

      const batch = yield* send(emu, trade, "order.create-batch", [
        {
          category: "linear",
          request: [
            { symbol: "BTCUSDT", side: "Buy", orderType: "Limit", qty: "0.01", price: low, orderLinkId: "b-1" },
            { symbol: "BTCUSDT", side: "Buy", orderType: "Limit", qty: "0.01", price: low, orderLinkId: "b-1" }
          ]
        }
      ])
      expect(batch).toMatchObject({ retCode: 0, op: "order.create-batch" })
      const list = (batch.data as Message).list as ReadonlyArray<Message>
      expect(list.map((o) => o.orderLinkId)).toEqual(["b-1", "b-1"])
      const ext = (batch.retExtInfo as Message).list as ReadonlyArray<Message>
      expect(ext[0]?.code).toBe(0)
      // The second item reuses the orderLinkId.
      expect(ext[1]?.code).not.toBe(0)

      const broke = yield* send(emu, trade, "order.create", [
        { category: "linear", symbol: "BTCUSDT", side: "Buy", orderType: "Limit", qty: "100", price: low }
      ])
      expect(broke).toMatchObject({ retCode: 110007, op: "order.create", data: {} })
      const missing = yield* send(emu, trade, "order.create", [{ category: "linear", symbol: "BTCUSDT", side: "Buy" }])
      expect(missing.retCode).toBe(10001)
      const badCategory = yield* send(emu, trade, "order.create", [
        { category: "spread", symbol: "BTCUSDT", side: "Buy", orderType: "Market", qty: "1" }
      ])
      expect(badCategory.retCode).toBe(10404)
      const first = yield* send(emu, trade, "order.cancel", [{ category: "linear", symbol: "BTCUSDT", orderId }], "dup")
      expect(first.retCode).toBe(110001)
      const dup = yield* send(emu, trade, "order.cancel", [{ category: "linear", symbol: "BTCUSDT", orderId }], "dup")
      expect(dup).toMatchObject({ reqId: "dup", retCode: 20006 })
      const unknownOp = yield* await_(() =>
        trade.request({ reqId: "zz", op: "order.replace", args: [] }, (m) => m.reqId === "zz")
      )
      expect(unknownOp.retCode).toBe(10404)
      const stale = yield* await_(() =>
        trade.request(
          {
            reqId: "old",
            header: { "X-BAPI-TIMESTAMP": String(emu.admin.now() - 60_000) },
            op: "order.create",
            args: [{ category: "linear", symbol: "BTCUSDT", side: "Buy", orderType: "Market", qty: "0.01" }]
          },
          (m) => m.reqId === "old"
        )
      )
      expect(stale.retCode).toBe(10002)
    })
  )

  it.live("order entry needs auth on the trade channel", () =>
    Effect.gen(function* () {
      const emu = yield* Emulator.make({ seed: 13 })
      const trade = yield* connect(emu.ws.trade)
      const res = yield* send(emu, trade, "order.create", [
        { category: "linear", symbol: "BTCUSDT", side: "Buy", orderType: "Market", qty: "0.01" }
      ])
      expect(res.retCode).not.toBe(0)
      expect(emu.admin.exchange.engine.orders({ accountId: emu.uid, category: "linear", openOnly: false })).toEqual([])
    })
  )

  it.live("DCP: when the last connection subscribed to dcp.future goes, the account's orders are cancelled", () =>
    Effect.gen(function* () {
      const emu = yield* Emulator.make({ seed: 14 })
      const { trade, priv } = yield* session(emu)
      const watcher = yield* connect(emu.ws.private)
      yield* await_(() =>
        watcher.request(
          { op: "auth", args: hmacAuth(emu.apiKey, emu.apiSecret, emu.admin.now() + 10_000) },
          isOp("auth")
        )
      )
      yield* await_(() => watcher.request({ op: "subscribe", args: ["order.linear"] }, isOp("subscribe")))
      yield* await_(() => priv.request({ op: "subscribe", args: ["dcp.future"] }, isOp("subscribe")))
      const bid = emu.admin.book("linear", "BTCUSDT", 1)?.b[0]?.[0] ?? "0"
      const created = yield* send(emu, trade, "order.create", [
        {
          category: "linear",
          symbol: "BTCUSDT",
          side: "Buy",
          orderType: "Limit",
          qty: "0.01",
          price: (Number(bid) * 0.9).toFixed(1)
        }
      ])
      const orderId = String((created.data as Message).orderId)
      priv.close()
      yield* await_(() => priv.closed)
      // the emulator saw it go (and armed the cancel at the unmoved time) before the clock moves past the window
      yield* waitFor(
        () => !emu.admin.openSockets().some((s) => s.topics.includes("dcp.future")),
        "the dcp.future connection gone at the emulator"
      )
      emu.admin.moveClock(11_000)
      const cancelled = yield* await_(() =>
        watcher.wait(
          (m) =>
            m.topic === "order.linear" && items(m).some((o) => o.orderId === orderId && o.orderStatus === "Cancelled"),
          6000
        )
      )
      expect(items(cancelled).length).toBeGreaterThan(0)
    })
  )
})
