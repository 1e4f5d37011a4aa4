import { describe, expect, it } from "@effect/vitest"
import { lastDaysOf } from "../../../src/Emulator/base/Handler.js"

const DAY = 86_400_000
const now = 1_700_000_000_000

// The report window the broker's earnings and the account's trade analysis share: the last 7 days by default, up to
// `endTime` when given, at most 30 days.
describe("lastDaysOf", () => {
  it("reaches back 7 days from the end, which is now unless given", () => {
    expect(lastDaysOf({}, now)).toEqual({ from: now - 7 * DAY, to: now })
    expect(lastDaysOf({ endTime: String(now - DAY) }, now)).toEqual({ from: now - 8 * DAY, to: now - DAY })
    expect(lastDaysOf({ startTime: String(now - 30 * DAY) }, now)).toEqual({ from: now - 30 * DAY, to: now })
  })

  it("refuses a window longer than 30 days, reversed, or with a time that is not a number", () => {
    const refusal = { ok: false, retCode: 10001, retMsg: "params error: the time range is at most 30 days" }
    expect(lastDaysOf({ startTime: String(now - 30 * DAY - 1) }, now)).toEqual(refusal)
    expect(lastDaysOf({ startTime: String(now), endTime: String(now - 1) }, now)).toEqual(refusal)
    expect(lastDaysOf({ startTime: "soon" }, now)).toEqual({
      ok: false,
      retCode: 10001,
      retMsg: "params error: time invalid"
    })
  })
})
