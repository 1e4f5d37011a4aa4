import * as fs from "node:fs"
import * as path from "node:path"
import { describe, expect, it } from "@effect/vitest"
import * as Screenshots from "../../scripts/ScreenshotList.js"
import * as Png from "./Png.js"

// The screenshots in docs/screenshots are the ones scripts/screenshots.ts writes (run by hand, not here): each one
// listed, a PNG of its screen's size with something drawn on it, and the manifest written by the script as it is now
// (an edit to the script without running it again fails here).

const manifest = JSON.parse(
  fs.readFileSync(path.join(Screenshots.directory, "manifest.json"), "utf8")
) as Screenshots.Manifest

describe("docs/screenshots", () => {
  it("the manifest was written by the script as it is now, for every shot it takes", () => {
    expect(manifest.scriptSha256).toBe(Screenshots.scriptSha256())
    expect(manifest.files.map((f) => f.file)).toEqual(Screenshots.shots.map((s) => s.file))
    expect(new Set(Screenshots.shots.map((s) => `${s.width}x${s.height}`))).toEqual(
      new Set(["1440x900", "390x844", "844x390"])
    )
  })

  for (const shot of Screenshots.shots) {
    it(`${shot.file}: a ${shot.width}×${shot.height} PNG, drawn, the one the script wrote`, () => {
      const file = path.join(Screenshots.directory, shot.file)
      expect(fs.existsSync(file), file).toBe(true)
      const image = Png.decode(fs.readFileSync(file))
      expect([image.width, image.height]).toEqual([shot.width, shot.height])
      // a page, not a blank: many colours, none covering nearly all of it
      const stats = Png.colourStats(image)
      expect(stats.distinct).toBeGreaterThan(200)
      expect(stats.dominantShare).toBeLessThan(0.9)
      expect(manifest.files.find((f) => f.file === shot.file)?.sha256).toBe(Screenshots.sha256(file))
    })
  }
})
