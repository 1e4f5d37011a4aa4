import { describe, expect, it } from "@effect/vitest"
import * as Definitions from "../../scripts/docs/Definitions.js"
import * as TopicTable from "../../scripts/docs/TopicTable.js"
import * as ProductTopics from "../../src/Socket/ProductTopics.js"
import * as SbeTopics from "../../src/Socket/SbeTopics.js"
import * as Topics from "../../src/Socket/Topics.js"

describe("ENDPOINTS.md topic table", () => {
  it("lists a row for every topic the checks compare, naming a constructor that exists", () => {
    const stem = (topic: string) => topic.split(/[.[{]/)[0]
    for (const topic of Definitions.topics)
      expect(
        TopicTable.rows.some((row) => stem(row.topic) === stem(topic.docs)),
        topic.docs
      ).toBe(true)
    const modules: Record<string, object> = { Topics, ProductTopics, SbeTopics }
    for (const row of TopicTable.rows) {
      const [module, name] = row.make.split(".")
      expect(name !== undefined && name in (modules[module ?? ""] ?? {}), row.make).toBe(true)
    }
  })

  it("marks the retired leveraged-token streams deprecated", () => {
    const lines = TopicTable.render()
    expect(lines.filter((line) => line.includes("deprecated upstream"))).toHaveLength(3)
    expect(lines).toContain("| `strategy` | `Topics.strategy` | private | current |")
  })
})
