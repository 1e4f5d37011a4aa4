import { describe, expect, it } from "@effect/vitest"
import * as Fixed from "../../src/Emulator/base/Fixed.js"
import { type Caller, Exchange, type Params, type PrivateEvent, type Result } from "../../src/Emulator/Exchange.js"

const T0 = 1_750_000_000_000
const RSA = { publicKeyPem: "-----BEGIN PUBLIC KEY-----\nTEST\n-----END PUBLIC KEY-----\n", privateKeyPem: "PRIV" }

const make = (seed = 42) => {
  const ex = new Exchange({ seed, rsa: RSA })
  const me: Caller = { uid: ex.demo.uid, apiKey: ex.demo.apiKey }
  const call = (path: string, params: Params, now: number, caller: Caller = me): Result<object> => {
    const h = ex.route(path)
    if (h === undefined) throw new Error(`no route ${path}`)
    return h(caller, params, now)
  }
  return { ex, me, call }
}

/** The value of a successful result (fails the test otherwise). */
const value = <A>(r: Result<A>): A => {
  if (!r.ok) throw new Error(`expected ok, got ${r.retCode} ${r.retMsg}`)
  return r.value
}

const code = (r: Result<unknown>) => (r.ok ? 0 : r.retCode)

type Rec = Record<string, unknown>
const list = (v: object): ReadonlyArray<Rec> => (v as { list: ReadonlyArray<Rec> }).list
const str = (r: Rec, k: string): string => String(r[k])
const units = (t: string) => Fixed.parse(t, 18)!
const walletCoin = (call: ReturnType<typeof make>["call"], coin: string, now: number): Rec => {
  const w = list(value(call("/v5/account/wallet-balance", { accountType: "UNIFIED", coin }, now)))[0]
  return ((w?.coin ?? []) as ReadonlyArray<Rec>)[0] ?? {}
}

describe("Exchange", () => {
  it("settles a linear round trip exactly: fees at the fee rate, PnL into the wallet and closed PnL", () => {
    const { ex, me, call } = make()
    const buy = value(
      ex.createOrder(me, { category: "linear", symbol: "BTCUSDT", side: "Buy", orderType: "Market", qty: "0.05" }, T0)
    )
    const sell = value(
      ex.createOrder(
        me,
        { category: "linear", symbol: "BTCUSDT", side: "Sell", orderType: "Market", qty: "0.05" },
        T0 + 90_000
      )
    )
    const execs = list(value(call("/v5/execution/list", { category: "linear", symbol: "BTCUSDT" }, T0 + 90_000)))
    const ofOrder = (id: string) => execs.filter((e) => e.orderId === id)
    let fees = 0n
    let buyValue = 0n
    let sellValue = 0n
    for (const e of execs) {
      const v = units(str(e, "execValue"))
      // Taker fee: value × 0.00055, exactly.
      expect(units(str(e, "execFee"))).toBe((v * 55n) / 100_000n)
      expect(str(e, "feeRate")).toBe("0.00055")
      fees += units(str(e, "execFee"))
    }
    for (const e of ofOrder(buy.orderId)) buyValue += units(str(e, "execValue"))
    for (const e of ofOrder(sell.orderId)) sellValue += units(str(e, "execValue"))
    expect(buyValue).toBeGreaterThan(0n)
    const pnl = sellValue - buyValue
    const usdt = walletCoin(call, "USDT", T0 + 90_000)
    expect(units(str(usdt, "walletBalance"))).toBe(units("100000") + pnl - fees)
    expect(units(str(usdt, "cumRealisedPnl"))).toBe(pnl - fees)
    const closed = list(value(call("/v5/position/closed-pnl", { category: "linear" }, T0 + 90_000)))
    expect(closed).toHaveLength(1)
    expect(str(closed[0]!, "orderId")).toBe(sell.orderId)
    expect(units(str(closed[0]!, "closedPnl"))).toBe(pnl - fees)
    expect(str(closed[0]!, "closedSize")).toBe("0.050")
    const pos = list(value(call("/v5/position/list", { category: "linear", symbol: "BTCUSDT" }, T0 + 90_000)))
    expect(pos.map((p) => [p.side, p.size])).toEqual([["", "0.000"]])
  })

  it("moves spot balances on fills and locks the funds of a resting order until it is cancelled", () => {
    const { ex, me, call } = make()
    const r = value(
      ex.createOrder(
        me,
        { category: "spot", symbol: "BTCUSDT", side: "Buy", orderType: "Market", qty: "0.01", marketUnit: "baseCoin" },
        T0
      )
    )
    const execs = list(value(call("/v5/execution/list", { category: "spot", orderId: r.orderId }, T0)))
    let got = 0n
    let paid = 0n
    for (const e of execs) {
      got += units(str(e, "execQty")) - units(str(e, "execFee"))
      paid += units(str(e, "execValue"))
      expect(str(e, "feeCurrency")).toBe("BTC")
    }
    expect(units(str(walletCoin(call, "BTC", T0), "walletBalance"))).toBe(units("1") + got)
    expect(units(str(walletCoin(call, "USDT", T0), "walletBalance"))).toBe(units("100000") - paid)
    const resting = value(
      ex.createOrder(
        me,
        { category: "spot", symbol: "BTCUSDT", side: "Sell", orderType: "Limit", qty: "0.5", price: "999999.0" },
        T0
      )
    )
    expect(str(walletCoin(call, "BTC", T0), "locked")).toBe("0.5")
    value(ex.cancelOrder(me, { category: "spot", symbol: "BTCUSDT", orderId: resting.orderId }, T0))
    expect(str(walletCoin(call, "BTC", T0), "locked")).toBe("0")
  })

  it("refuses orders the available balance cannot cover (110007 derivatives, 170131 spot)", () => {
    const { ex, me } = make()
    ex.setBalance(me.uid, "UNIFIED", "USDT", "100", T0)
    const linear = ex.createOrder(
      me,
      { category: "linear", symbol: "BTCUSDT", side: "Buy", orderType: "Market", qty: "1" },
      T0
    )
    expect(linear).toEqual({ ok: false, retCode: 110007, retMsg: "ab not enough for new order" })
    const spot = ex.createOrder(
      me,
      { category: "spot", symbol: "BTCUSDT", side: "Buy", orderType: "Limit", qty: "0.01", price: "20000.0" },
      T0
    )
    expect(spot).toEqual({ ok: false, retCode: 170131, retMsg: "Insufficient balance." })
    expect(ex.balances(me.uid, "UNIFIED").find((b) => b.coin === "USDT")?.walletBalance).toBe("100")
  })

  it("reduce-only orders only close, and at most the position", () => {
    const { ex, me, call } = make()
    const none = ex.createOrder(
      me,
      { category: "linear", symbol: "BTCUSDT", side: "Sell", orderType: "Market", qty: "0.01", reduceOnly: true },
      T0
    )
    expect(code(none)).toBe(110017)
    value(
      ex.createOrder(me, { category: "linear", symbol: "BTCUSDT", side: "Buy", orderType: "Market", qty: "0.02" }, T0)
    )
    const close = value(
      ex.createOrder(
        me,
        { category: "linear", symbol: "BTCUSDT", side: "Sell", orderType: "Market", qty: "0.5", reduceOnly: true },
        T0 + 1000
      )
    )
    const order = list(value(call("/v5/order/realtime", { category: "linear", orderId: close.orderId }, T0 + 1000)))[0]
    expect(order?.qty).toBe("0.020")
    expect(order?.cumExecQty).toBe("0.020")
    const pos = list(value(call("/v5/position/list", { category: "linear", symbol: "BTCUSDT" }, T0 + 1000)))[0]
    expect(pos?.size).toBe("0.000")
  })

  it("keeps hedge-mode positions per side and guards mode switches", () => {
    const { ex, me, call } = make()
    const sw = (mode: number, now: number) =>
      call("/v5/position/switch-mode", { category: "linear", symbol: "BTCUSDT", mode }, now)
    expect(code(sw(0, T0))).toBe(110025)
    expect(code(call("/v5/position/switch-mode", { category: "inverse", symbol: "BTCUSD", mode: 3 }, T0))).toBe(110029)
    value(sw(3, T0))
    const wrongIdx = ex.createOrder(
      me,
      { category: "linear", symbol: "BTCUSDT", side: "Buy", orderType: "Market", qty: "0.01" },
      T0
    )
    expect(wrongIdx).toEqual({ ok: false, retCode: 10001, retMsg: "position idx not match position mode" })
    const open = (side: string, positionIdx: number, qty: string) =>
      value(
        ex.createOrder(me, { category: "linear", symbol: "BTCUSDT", side, orderType: "Market", qty, positionIdx }, T0)
      )
    open("Buy", 1, "0.01")
    open("Sell", 2, "0.03")
    const rows = list(value(call("/v5/position/list", { category: "linear", symbol: "BTCUSDT" }, T0)))
    expect(rows.map((r) => [r.positionIdx, r.side, r.size])).toEqual([
      [1, "Buy", "0.010"],
      [2, "Sell", "0.030"]
    ])
    // Selling on the long side closes it (and only it).
    open("Sell", 1, "0.01")
    const after = list(value(call("/v5/position/list", { category: "linear", symbol: "BTCUSDT" }, T0)))
    expect(after.map((r) => [r.positionIdx, r.side, r.size])).toEqual([
      [1, "", "0.000"],
      [2, "Sell", "0.030"]
    ])
    expect(code(sw(0, T0))).toBe(110024)
  })

  it("sets leverage within the instrument's bounds and answers 110043 when unchanged", () => {
    const { call } = make()
    const set = (l: string) =>
      call("/v5/position/set-leverage", { category: "linear", symbol: "BTCUSDT", buyLeverage: l, sellLeverage: l }, T0)
    expect(code(set("10"))).toBe(110043)
    expect(set("10")).toEqual({ ok: false, retCode: 110043, retMsg: "Set leverage not modified" })
    value(set("25"))
    expect(code(set("25"))).toBe(110043)
    expect(code(set("101"))).toBe(10001)
    expect(
      code(
        call(
          "/v5/position/set-leverage",
          { category: "linear", symbol: "BTCUSDT", buyLeverage: "5", sellLeverage: "6" },
          T0
        )
      )
    ).toBe(10001)
    const pos = list(value(call("/v5/position/list", { category: "linear", symbol: "BTCUSDT" }, T0)))[0]
    expect(pos?.leverage).toBe("25")
    expect(
      code(
        call(
          "/v5/position/switch-isolated",
          { category: "linear", symbol: "BTCUSDT", tradeMode: 0, buyLeverage: "25", sellLeverage: "25" },
          T0
        )
      )
    ).toBe(110026)
  })

  it("transfers between account types with unique transfer ids and enough balance", () => {
    const { call } = make()
    const t = (transferId: string, amount: string) =>
      call(
        "/v5/asset/transfer/inter-transfer",
        { transferId, coin: "USDT", amount, fromAccountType: "FUND", toAccountType: "UNIFIED" },
        T0
      )
    expect(value(t("42b2a6a2-0000-4000-8000-000000000001", "1500.5"))).toEqual({
      transferId: "42b2a6a2-0000-4000-8000-000000000001",
      status: "SUCCESS"
    })
    expect(t("42b2a6a2-0000-4000-8000-000000000001", "1")).toEqual({
      ok: false,
      retCode: 131214,
      retMsg: "TransferId exist"
    })
    expect(code(t("42b2a6a2-0000-4000-8000-000000000002", "1000000"))).toBe(131212)
    expect(str(walletCoin(call, "USDT", T0), "walletBalance")).toBe("101500.5")
    const fund = value(call("/v5/asset/transfer/query-account-coin-balance", { accountType: "FUND", coin: "USDT" }, T0))
    expect((fund as { balance: Rec }).balance.walletBalance).toBe("8499.5")
    const listed = list(value(call("/v5/asset/transfer/query-inter-transfer-list", {}, T0)))
    expect(listed.map((x) => [x.amount, x.status])).toEqual([["1500.5", "SUCCESS"]])
  })

  it("creates sub-members and sub API keys with their permissions; master-only facts come from isMaster", () => {
    const { ex, me, call } = make()
    expect(code(call("/v5/user/create-sub-member", { username: "abc", memberType: 1 }, T0))).toBe(10001)
    const sub = value(call("/v5/user/create-sub-member", { username: "bot12345", memberType: 1, note: "n" }, T0)) as Rec
    expect(sub).toMatchObject({ username: "bot12345", memberType: 1, status: 1, remark: "n" })
    const subUid = str(sub, "uid")
    expect(ex.isMaster(me.uid)).toBe(true)
    expect(ex.isMaster(subUid)).toBe(false)
    const bad = call("/v5/user/create-sub-api", { subuid: subUid, readOnly: 0, permissions: { Spot: ["Order"] } }, T0)
    expect(code(bad)).toBe(10001)
    const key = value(
      call(
        "/v5/user/create-sub-api",
        {
          subuid: subUid,
          readOnly: 0,
          permissions: { ContractTrade: ["Order", "Position"], Wallet: ["AccountTransfer"] }
        },
        T0
      )
    ) as Rec
    const info = ex.apiKey(str(key, "apiKey"))
    expect(info?.uid).toBe(subUid)
    expect(info?.secret).toBe(str(key, "secret"))
    expect(info?.permissions.ContractTrade).toEqual(["Order", "Position"])
    expect(info?.permissions.Spot).toEqual([])
    const subCaller = { uid: subUid, apiKey: str(key, "apiKey") }
    const q = value(call("/v5/user/query-api", {}, T0, subCaller)) as Rec
    expect(q).toMatchObject({ isMaster: false, parentUid: me.uid, readOnly: 0, ips: ["*"] })
    value(
      call(
        "/v5/user/update-sub-api",
        { readOnly: 1, ips: "10.0.0.1", permissions: { Spot: ["SpotTrade"] } },
        T0,
        subCaller
      )
    )
    expect(ex.apiKey(subCaller.apiKey)).toMatchObject({ readOnly: 1, ips: ["10.0.0.1"] })
    expect(ex.apiKey(subCaller.apiKey)?.permissions.Spot).toEqual(["SpotTrade"])
    value(call("/v5/user/frozen-sub-member", { subuid: subUid, frozen: 1 }, T0))
    expect(ex.isActive(subUid)).toBe(false)
    const members = value(call("/v5/user/query-sub-members", {}, T0)) as { subMembers: ReadonlyArray<Rec> }
    expect(members.subMembers.map((m) => [m.uid, m.status])).toEqual([[subUid, 4]])
    // Universal transfer from the master to the sub.
    value(
      call(
        "/v5/asset/transfer/universal-transfer",
        {
          transferId: "u-1",
          coin: "USDT",
          amount: "10",
          fromMemberId: me.uid,
          toMemberId: subUid,
          fromAccountType: "FUND",
          toAccountType: "UNIFIED"
        },
        T0
      )
    )
    expect(ex.balances(subUid, "UNIFIED")).toEqual([{ coin: "USDT", walletBalance: "10", locked: "0" }])
  })

  it("pushes order, execution, position and wallet for a fill, in that order", () => {
    const { ex, me } = make()
    const events: Array<PrivateEvent> = []
    ex.onPrivate((e) => events.push(e))
    value(
      ex.createOrder(me, { category: "linear", symbol: "ETHUSDT", side: "Buy", orderType: "Market", qty: "0.1" }, T0)
    )
    const topics = events.filter((e) => e.topic !== "execution.fast").map((e) => e.topic)
    expect(topics).toEqual(["order", "execution", "position", "wallet"])
    expect(events.every((e) => e.uid === me.uid)).toBe(true)
    const order = events[0]?.data[0] as Rec
    expect(order).toMatchObject({ category: "linear", symbol: "ETHUSDT", orderStatus: "Filled", side: "Buy" })
    const position = events.find((e) => e.topic === "position")?.data[0] as Rec
    expect(position).toMatchObject({ category: "linear", symbol: "ETHUSDT", side: "Buy", size: "0.10" })
    expect(position).toHaveProperty("entryPrice")
    const fast = events.find((e) => e.topic === "execution.fast")
    expect(fast?.id).toBeUndefined()
  })

  it("pages open orders with opaque cursors", () => {
    const { ex, me, call } = make()
    const ids: Array<string> = []
    for (let k = 0; k < 5; k++) {
      const r = ex.createOrder(
        me,
        {
          category: "linear",
          symbol: "BTCUSDT",
          side: "Buy",
          orderType: "Limit",
          qty: "0.001",
          price: `${30000 + k}.00`
        },
        T0
      )
      ids.push(value(r).orderId)
    }
    const seen: Array<string> = []
    let cursor = ""
    let pages = 0
    do {
      const v = value(
        call("/v5/order/realtime", { category: "linear", symbol: "BTCUSDT", limit: "2", cursor }, T0)
      ) as {
        list: ReadonlyArray<Rec>
        nextPageCursor: string
      }
      seen.push(...v.list.map((o) => str(o, "orderId")))
      cursor = v.nextPageCursor
      pages++
    } while (cursor !== "" && pages < 10)
    expect(pages).toBe(3)
    expect(seen).toEqual([...ids].reverse())
    expect(code(call("/v5/order/realtime", { category: "linear", symbol: "BTCUSDT", cursor: "bogus" }, T0))).toBe(10001)
    expect(code(call("/v5/order/realtime", { category: "linear" }, T0))).toBe(10001)
    expect(code(call("/v5/order/realtime", { category: "linear", symbol: "BTCUSDT", limit: "51" }, T0))).toBe(10001)
  })

  it("answers batches per item with retExtInfo codes", () => {
    const { ex, me } = make()
    const r = ex.batch(
      "create",
      me,
      {
        category: "linear",
        request: [
          { symbol: "BTCUSDT", side: "Buy", orderType: "Limit", qty: "0.001", price: "30000.00", orderLinkId: "b-1" },
          { symbol: "NOPE", side: "Buy", orderType: "Limit", qty: "0.001", price: "30000.00" },
          { symbol: "BTCUSDT", side: "Buy", orderType: "Limit", qty: "0.001", price: "30000.00", orderLinkId: "b-1" }
        ]
      },
      T0
    )
    expect(r.ok && r.retExtInfo?.list?.map((x) => x.code)).toEqual([0, 10001, 110072])
    const items = list(value(r))
    expect(items.map((x) => x.orderLinkId)).toEqual(["b-1", "", "b-1"])
    expect(str(items[0]!, "orderId")).not.toBe("")
    expect(items[1]?.orderId).toBe("")
  })

  it("gives the same outputs for the same seed and clock", () => {
    const run = () => {
      const { ex, me, call } = make(9)
      const out: Array<unknown> = [ex.demo.uid, ex.demo.apiKey, ex.demo.apiSecret]
      out.push(
        ex.createOrder(me, { category: "linear", symbol: "BTCUSDT", side: "Buy", orderType: "Market", qty: "0.01" }, T0)
      )
      out.push(
        ex.createOrder(
          me,
          { category: "spot", symbol: "ETHUSDT", side: "Sell", orderType: "Market", qty: "0.5" },
          T0 + 500
        )
      )
      out.push(call("/v5/account/wallet-balance", { accountType: "UNIFIED" }, T0 + 5000))
      out.push(call("/v5/execution/list", { category: "spot" }, T0 + 5000))
      out.push(ex.orderbook("linear", "BTCUSDT", 5, T0 + 5000))
      return JSON.stringify(out)
    }
    expect(run()).toBe(run())
    expect(run()).toContain('"walletBalance"')
  })

  it("generates an RSA key pair when none is given", () => {
    const ex = new Exchange({ seed: 1 })
    expect(ex.demo.rsa.privateKeyPem).toContain("BEGIN PRIVATE KEY")
    expect(ex.apiKey(ex.demo.rsa.apiKey)?.publicKeyPem).toBe(ex.demo.rsa.publicKeyPem)
    expect(ex.apiKey(ex.demo.rsa.apiKey)?.kind).toBe("rsa")
  })
})

describe("Exchange.tick", () => {
  it("emits book changes, market trades and the watched tickers and klines", () => {
    const { ex } = make()
    const kinds = new Map<string, number>()
    ex.onPublic((e) => kinds.set(`${e.kind}:${e.symbol}`, (kinds.get(`${e.kind}:${e.symbol}`) ?? 0) + 1))
    const release = ex.watch({ kind: "ticker", category: "linear", symbol: "BTCUSDT" })
    ex.watch({ kind: "kline", category: "spot", symbol: "ETHUSDT", interval: "1" })
    ex.tick(T0)
    ex.tick(T0 + 30_000)
    ex.tick(T0 + 90_000)
    expect(kinds.get("orderbook:BTCUSDT")).toBeGreaterThan(0)
    expect(kinds.get("publicTrade:BTCUSDT")).toBeGreaterThan(0)
    expect(kinds.get("ticker:BTCUSDT")).toBe(3)
    // Two live bars and the close of the first minute bar.
    expect(kinds.get("kline:ETHUSDT")).toBeGreaterThanOrEqual(4)
    release()
    ex.tick(T0 + 120_000)
    expect(kinds.get("ticker:BTCUSDT")).toBe(3)
    const feed = ex.feed("linear", "BTCUSDT", 50)
    expect(feed?.snapshot().b.length).toBe(50)
  })

  it("fills a resting order when the market trades through it", () => {
    const { ex, me } = make()
    ex.tick(T0)
    const book = ex.orderbook("linear", "BTCUSDT", 1, T0)
    const bid = book?.b[0]?.[0] ?? "0"
    // A sell just above the best bid rests; as the walk moves up past it the market lifts it.
    const price = (Number(bid) + 20).toFixed(2)
    const r = value(
      ex.createOrder(
        me,
        {
          category: "linear",
          symbol: "BTCUSDT",
          side: "Sell",
          orderType: "Limit",
          qty: "0.001",
          price,
          timeInForce: "PostOnly"
        },
        T0
      )
    )
    const events: Array<PrivateEvent> = []
    ex.onPrivate((e) => events.push(e))
    let filled = false
    for (let t = T0 + 1000; t < T0 + 6 * 3_600_000 && !filled; t += 60_000) {
      ex.tick(t)
      filled = events.some(
        (e) => e.topic === "execution" && (e.data as ReadonlyArray<Rec>).some((x) => x.orderId === r.orderId)
      )
    }
    expect(filled).toBe(true)
  })
})
