import { describe, expect, it } from "@effect/vitest"
import * as Fields from "../../../src/Emulator/wire/legacy/Fields.js"

// The older families' field tables: the answer keeps the table's order, a spread table replaces a field in place,
// and the conversions read V5's text, numbers, flags, the caller's uid and the answer's time.

const record = {
  orderId: "42",
  price: "20000.5",
  qty: "",
  reduceOnly: true,
  closeOnTrigger: "true",
  timeInForce: "GTC",
  isMaker: false,
  createdTime: "1700000000123"
}

const base: Fields.Table = {
  id: Fields.text("orderId"),
  price: Fields.numeric("price"),
  qty: Fields.text("qty", "0"),
  user_id: Fields.userId,
  created_at: Fields.isoTime("createdTime"),
  updated_at: Fields.isoTime("updatedTime")
}

describe("legacy field tables", () => {
  it("answer in the table's order, converting each V5 field", () => {
    const out = Fields.shape(base, record, "1001", Date.UTC(2026, 0, 1))
    expect(Object.keys(out)).toEqual(["id", "price", "qty", "user_id", "created_at", "updated_at"])
    expect(out).toEqual({
      id: "42",
      price: 20000.5,
      qty: "0",
      user_id: 1001,
      created_at: "2023-11-14T22:13:20.123Z",
      // no updatedTime on the record: the answer's time stands in
      updated_at: "2026-01-01T00:00:00.000Z"
    })
  })

  it("a spread table replaces a field where it stood and appends its own", () => {
    const extended: Fields.Table = { ...base, qty: Fields.always(7), tif: Fields.longTimeInForce }
    const out = Fields.view(extended)(record, "1001")
    expect(Object.keys(out)).toEqual(["id", "price", "qty", "user_id", "created_at", "updated_at", "tif"])
    expect([out.qty, out.tif]).toEqual([7, "GoodTillCancel"])
  })

  it("flags are true only for V5's boolean true", () => {
    const flags = Fields.mapper({
      reduce: Fields.flag("reduceOnly"),
      close: Fields.flag("closeOnTrigger"),
      closeText: Fields.flagVia("closeOnTrigger", String),
      reduceBit: Fields.flagVia("reduceOnly", (b) => (b ? 1 : 0)),
      liquidity: Fields.liquidity
    })
    expect(flags(record)).toEqual({
      reduce: true,
      close: false,
      closeText: "false",
      reduceBit: 1,
      liquidity: "RemovedLiquidity"
    })
  })
})
