import { describe, expect, it } from "@effect/vitest"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as GridBot from "../../../src/Http/v5/GridBot.js"
import { row as rowOf, runTable } from "./fixture.js"

const row = rowOf("grid-bot")

const table = [
  row(GridBot.validateInput, (r) => {
    expect(r.status_code).toBe(200)
    expect(r.debug_msg).toBe("")
  }),
  row(GridBot.createGrid, (r) => {
    expect(r.status_code).toBe(200)
    expect(r.debug_msg).toBe("")
  }),
  row(GridBot.gridDetail, (r) => {
    expect(r.status_code).toBe(200)
    expect(r.detail.grid_id).toBe("612340768081708828")
  }),
  row(GridBot.closeGrid, (r) => {
    expect(r.status_code).toBe(200)
    expect(r.debug_msg).toBe("")
  }),
  row(GridBot.createDca, (r) => {
    expect(r.status_code).toBe(200)
    expect(r.bot_id).toBe(9876543210)
  }),
  row(GridBot.closeDca, (r) => {
    expect(r.status_code).toBe(200)
    expect(r.bot_id).toBe("612349292702654770")
  })
]

describe("V5 GridBot endpoints", () => {
  runTable(table)

  it("every endpoint decodes a docs example", () => {
    for (const endpoint of GridBot.endpoints)
      expect(
        table.some((r) => r.title.includes(`(${endpoint.name})`)),
        endpoint.name
      ).toBe(true)
  })

  it("validates requests before sending", () => {
    const validateInputRequest = Schema.decodeUnknownResult(GridBot.validateInput.request)
    expect(
      Result.isSuccess(validateInputRequest({ symbol: "x", cell_number: 1, max_price: "1", min_price: "1" }))
    ).toBe(true)
    expect(
      Result.isFailure(
        validateInputRequest({ symbol: "x", cell_number: 1, max_price: "1", min_price: "1", invest_mode: "__bogus__" })
      )
    ).toBe(true)
    const createGridRequest = Schema.decodeUnknownResult(GridBot.createGrid.request)
    expect(Result.isSuccess(createGridRequest({ symbol: "x", max_price: "1", min_price: "1", cell_number: 1 }))).toBe(
      true
    )
    expect(
      Result.isFailure(
        createGridRequest({ symbol: "x", max_price: "1", min_price: "1", cell_number: 1, invest_mode: "__bogus__" })
      )
    ).toBe(true)
    const gridDetailRequest = Schema.decodeUnknownResult(GridBot.gridDetail.request)
    expect(Result.isSuccess(gridDetailRequest({ grid_id: "x" }))).toBe(true)
    expect(Result.isFailure(gridDetailRequest({ grid_id: null }))).toBe(true)
    const closeGridRequest = Schema.decodeUnknownResult(GridBot.closeGrid.request)
    expect(Result.isSuccess(closeGridRequest({ grid_id: "x", close_mode: "3" }))).toBe(true)
    expect(Result.isFailure(closeGridRequest({ grid_id: null, close_mode: "3" }))).toBe(true)
    const createDcaRequest = Schema.decodeUnknownResult(GridBot.createDca.request)
    expect(
      Result.isSuccess(
        createDcaRequest({
          parameters: { frequency_in_second: 600, quote_coin: "USDT", pairs: [{ base: "BTC", amount: "66" }] }
        })
      )
    ).toBe(true)
    expect(Result.isFailure(createDcaRequest({ parameters: null }))).toBe(true)
    const closeDcaRequest = Schema.decodeUnknownResult(GridBot.closeDca.request)
    expect(Result.isSuccess(closeDcaRequest({ bot_id: "x", close_mode: "3" }))).toBe(true)
    expect(Result.isFailure(closeDcaRequest({ bot_id: null, close_mode: "3" }))).toBe(true)
  })
})
