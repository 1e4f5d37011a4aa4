import { describe, expect, it } from "@effect/vitest"
import type * as Schema from "effect/Schema"
import * as Validator from "../../src/Schema/Validator.js"
import * as WsPrivate from "../../src/Schema/WsPrivate.js"
import { expectAgreement, readWsFixture, variants } from "./agreement.js"

const table: ReadonlyArray<readonly [string, Schema.Codec<unknown, unknown>]> = [
  ["position", WsPrivate.PositionMessage],
  ["execution", WsPrivate.ExecutionMessage],
  ["execution-fast", WsPrivate.FastExecutionMessage],
  ["order", WsPrivate.OrderMessage],
  ["wallet", WsPrivate.WalletMessage],
  ["greeks", WsPrivate.GreeksMessage]
]

describe("WsPrivate", () => {
  describe("docs push examples validate and decode", () => {
    for (const [name, schema] of table) {
      it(name, () => {
        expect(expectAgreement(schema, readWsFixture(name).message)).toBe(true)
      })
    }
  })

  describe("validator ⇔ Schema on every one-node mutation of the examples", () => {
    for (const [name, schema] of table) {
      it(name, () => {
        const all = variants(readWsFixture(name).message as never)
        let rejected = 0
        for (const variant of all) if (!expectAgreement(schema, variant)) rejected++
        expect(rejected).toBeGreaterThan(10)
        expect(all.length - rejected).toBeGreaterThan(5)
      })
    }
  })

  it('a flat position has side "" and integers stay numbers', () => {
    const position = Validator.validator(WsPrivate.PositionMessage)(readWsFixture("position").message)
    expect(position?.data[0]?.side).toBe("")
    expect(position?.data[0]?.positionIdx).toBe(2)
    expect(position?.data[0]?.seq).toBe(8327597863)
  })

  it("an order's cumFeeDetail maps coins to decimals", () => {
    const validate = Validator.validator(WsPrivate.OrderMessage)
    const message = readWsFixture("order").message as { data: Array<Record<string, unknown>> }
    expect(validate(message)?.data[0]?.cumFeeDetail).toEqual({ MNT: "0.00242968" })
    const bad = { ...message, data: [{ ...message.data[0], cumFeeDetail: { MNT: 1 } }] }
    expect(validate(bad)).toBeUndefined()
  })

  it("the DCP envelope keeps any payload", () => {
    const validate = Validator.validator(WsPrivate.DcpMessage)
    expect(validate({ topic: "dcp.future", creationTime: 1, data: [{ anything: true }] })).toBeDefined()
    expect(validate({ creationTime: 1 })).toBeUndefined()
  })
})
