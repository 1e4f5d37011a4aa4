import * as fs from "node:fs"
import { describe, expect, it } from "@effect/vitest"
import * as Report from "../../scripts/reliability-report.js"
import { type Figures, faultKinds, type Part, plan, plannedWebsocket } from "./FaultRecord.js"

// docs/RELIABILITY.md is written by `npm run reliability:report` from the suites' own recording, never by hand: the
// page carries the figures it was written from, and rendering them again must give the page byte for byte. The
// figures must be a passing run under the current plan. Each suite also compares its fresh recording with the page
// (FaultSuiteRest/Ws/Input), so a page from an older plan or an older set of faults fails `npm test` too.

const page = fs.existsSync(Report.outputPath) ? fs.readFileSync(Report.outputPath, "utf8") : ""
const figures = Report.parse(page)
const each = (results: Report.Results): ReadonlyArray<Figures<Part>> => Report.parts.map(({ part }) => results[part])

describe("docs/RELIABILITY.md", () => {
  it("is exactly what the script writes from the figures it carries (run `npm run reliability:report`)", () => {
    expect(figures, "the page carries no figures").toBeDefined()
    if (figures === undefined) return
    expect(page).toBe(Report.render(figures))
  })

  it("a hand edit of a figure or of the prose is caught", () => {
    if (figures === undefined) return expect.unreachable("the page carries no figures")
    const summary = page.split("\n").find((line) => line.startsWith("| WebSocket |"))
    expect(summary).toBeDefined()
    const edited = page.replace(summary ?? "", (summary ?? "").replace(/\| 0 \|/, "| 1 |"))
    expect(edited).not.toBe(page)
    const reparsed = Report.parse(edited)
    expect(reparsed === undefined ? "" : Report.render(reparsed)).not.toBe(edited)
    const prose = page.replace("rides it out", "survives everything")
    expect(Report.render(Report.parse(prose) ?? figures)).not.toBe(prose)
  })

  it("reports a passing run: lost 0, duplicates 0, leaks 0, every recovery made", () => {
    if (figures === undefined) return expect.unreachable("the page carries no figures")
    for (const f of each(figures)) {
      expect({ part: f.part, lost: f.lost, duplicates: f.duplicates }).toEqual({ part: f.part, lost: 0, duplicates: 0 })
      if (f.leaksMeasured !== false) {
        expect({ part: f.part, connections: f.leakedConnections, fibers: f.leakedFibers }).toEqual({
          part: f.part,
          connections: 0,
          fibers: 0
        })
      }
    }
    expect(figures.rest.leaksMeasured).not.toBe(false)
    expect(figures.websocket.leaksMeasured).not.toBe(false)
    expect(figures.websocket.recovered).toBe(figures.websocket.operations)
    expect(figures.input.recovered).toBe(figures.input.operations)
  })

  it("was recorded under the current plan, with every fault kind injected and described", () => {
    if (figures === undefined) return expect.unreachable("the page carries no figures")
    for (const { part } of Report.parts) {
      const injected: Readonly<Record<string, number | undefined>> = figures[part].injected
      for (const kind of faultKinds[part]) {
        expect({ part, kind, injected: (injected[kind] ?? 0) > 0 }).toEqual({ part, kind, injected: true })
        expect(Report.descriptions[kind], kind).toBeDefined()
      }
      expect(Object.keys(injected).filter((k) => !(faultKinds[part] as ReadonlyArray<string>).includes(k))).toEqual([])
    }
    expect(figures.rest.operations).toBe(plan.rest.calls)
    expect(figures.websocket.injected).toEqual(plannedWebsocket())
  })

  it("parses what it renders", () => {
    if (figures === undefined) return expect.unreachable("the page carries no figures")
    expect(Report.parse(Report.render(figures))).toEqual(figures)
    expect(Report.parse("# no figures here\n")).toBeUndefined()
  })
})
